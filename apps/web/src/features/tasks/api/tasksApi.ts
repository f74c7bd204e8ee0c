import { tasksEndpoints as endpoints, type TaskListQuery } from '@parcelhub/contracts';
import { call, callRows } from '../../../shared/http/endpoint';
import { http } from '../../../shared/http/http';
import { saveDownload } from '../../../shared/http/saveDownload';

export const tasksApi = {
  list: (query: Partial<TaskListQuery>, signal?: AbortSignal) =>
    callRows(endpoints.list, { body: { pageNo: 0, pageSize: 30, ...query } }, { signal }),
  cancel: (id: number) => call(endpoints.cancel, { params: { id } }),
  /** A task's file (its url from the list) saved by the browser under the server's name. */
  download: async (url: string, fallbackName: string) =>
    saveDownload(await http.download(url.replace(/^\//, '')), fallbackName),
};
