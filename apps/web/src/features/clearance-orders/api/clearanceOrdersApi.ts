import {
  clearanceOrdersEndpoints as endpoints,
  fillPath,
  type ClearanceAttachmentType,
  type ClearanceAttachmentView,
  type ClearanceBagListBody,
  type ClearanceOrderQuery,
  type ClearanceOrderSave,
  type ClearanceOrderStatus,
} from '@parcelhub/contracts';
import { call, callDownload, callObj, callRows } from '../../../shared/http/endpoint';
import { http } from '../../../shared/http/http';
import { saveDownload } from '../../../shared/http/saveDownload';

const path = (p: string) => p.replace(/^\//, '');

export const clearanceOrdersApi = {
  list: (platform: boolean, body: ClearanceOrderQuery, signal?: AbortSignal) =>
    callRows(platform ? endpoints.seachPlatformList : endpoints.seachCustList, { body }, { signal }),
  bags: (platform: boolean, body: ClearanceBagListBody, signal?: AbortSignal) =>
    callRows(platform ? endpoints.seachPlatformBagList : endpoints.seachCustBagList, { body }, { signal }),
  detail: (id: number, signal?: AbortSignal) => callObj(endpoints.base, { params: { id } }, { signal }),
  save: (body: ClearanceOrderSave) => callObj(endpoints.submitClearanceData, { body }, { silent: true }),
  editDescription: (id: number, description: string) =>
    callObj(endpoints.editDescription, { body: { id, description } }),
  /** Multipart with the order and the type in the query (the type chosen before the file). */
  upload: async (id: number, type: ClearanceAttachmentType, file: File) => {
    const form = new FormData();
    form.append('file', file, file.name);
    const answer = await http.request<{ obj: ClearanceAttachmentView }>(path(endpoints.uploadRepeat.path), {
      method: 'POST',
      params: { id, type },
      body: form,
    });
    return answer.obj;
  },
  removeAttachment: (id: number) => call(endpoints.removeAttachment, { params: { id } }),
  submit: (id: number) => callObj(endpoints.submit, { params: { id } }),
  pay: (id: number) => callObj(endpoints.doPay, { params: { id } }),
  move: (id: number, status: ClearanceOrderStatus, reason = '') =>
    callObj(endpoints.update, { body: { id, status, reason } }),
  setSubmitStatus: (kind: 'BAG' | 'PARCEL', ids: number[]) =>
    callObj(endpoints.updateStatus, { body: { kind, ids, status: 'SUCCESS' } }),
  tplAndSample: (productId: number, signal?: AbortSignal) =>
    callRows(endpoints.tplAndSample, { params: { id: productId } }, { signal }),
  template: (type: ClearanceAttachmentType, sample: boolean) =>
    callDownload(
      endpoints.template,
      { params: { type }, query: { sample: sample ? 'true' : 'false' } },
      'manifest.xlsx',
    ),
  attachmentUrl: (id: number) => `/${path(fillPath(endpoints.attachmentFile.path, { id }))}`,
  containerLabel: async (id: number) => {
    const file = await http.download(path(endpoints.containerLabel.path), { method: 'POST', body: { id } });
    saveDownload(file, `container-labels-${id}.pdf`);
  },
  exportOrders: (query: ClearanceOrderQuery) => callDownload(endpoints.export, { query }, 'clearance-orders.xlsx'),
};
