import {
  waybillsEndpoints as endpoints,
  type TaskSubmitted,
  type WaybillFilter,
  type WaybillLinkInput,
  type WaybillQuery,
  type WaybillSave,
  type WaybillTrackInput,
  type WaybillUnlinkInput,
} from '@parcelhub/contracts';
import { http } from '../../../shared/http';
import { call, callDownload, callObj, callRows } from '../../../shared/http/endpoint';

export const waybillsApi = {
  list: (body: WaybillQuery, signal?: AbortSignal) => callRows(endpoints.list, { body }, { signal }),
  /** Silent: the forms put field errors on their fields and show the rest themselves. */
  save: (body: WaybillSave) => callObj(endpoints.save, { body }, { silent: true }),
  track: (id: number, body: WaybillTrackInput) => callObj(endpoints.track, { params: { id }, body }, { silent: true }),
  trackInfo: (id: number, signal?: AbortSignal) => callObj(endpoints.trackInfo, { params: { id } }, { signal }),
  link: (body: WaybillLinkInput) => callObj(endpoints.link, { body }),
  unlink: (body: WaybillUnlinkInput) => call(endpoints.unlink, { body }),
  parcels: (id: number, page: { pageNo: number; pageSize: number }, signal?: AbortSignal) =>
    callRows(endpoints.parcels, { params: { id }, body: page }, { signal }),
  /** Starts an export task of the filtered waybills; the task center follows it. */
  export: (filter: WaybillFilter) => callObj(endpoints.export, { body: filter }),
  template: () => callDownload(endpoints.downloadTemplate, {}, 'waybill-import-template.xlsx'),
  async import(file: File): Promise<TaskSubmitted> {
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await http.request<{ obj: TaskSubmitted }>(endpoints.import.path.replace(/^\//, ''), {
      method: endpoints.import.method,
      body: form,
    });
    return answer.obj;
  },
};
