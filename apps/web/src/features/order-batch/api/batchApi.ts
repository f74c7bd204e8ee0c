import { orderBatchEndpoints as endpoints } from '@parcelhub/contracts';
import { callDownload, callObj, callRows, callUpload } from '../../../shared/http/endpoint';

export const batchApi = {
  /** The template in the user's language, saved by the browser. */
  template: () => callDownload(endpoints.template, {}, 'batch-order-template.xlsx'),
  /** Sends a filled-in template; answers the batch and its task. */
  upload: (file: File) => callUpload(endpoints.import, file, file.name),
  list: (page: { pageNo: number; pageSize: number }, signal?: AbortSignal) =>
    callRows(endpoints.list, { body: page }, { signal }),
  detail: (id: number, signal?: AbortSignal) => callObj(endpoints.detail, { params: { id } }, { signal }),
  /** The failed records of a batch, saved by the browser. */
  report: (id: number) => callDownload(endpoints.report, { params: { id } }, 'batch-order-failures.xlsx'),
};
