import {
  webhooksEndpoints as endpoints,
  type CreateWebhookInput,
  type TraceSystemQuery,
  type TraceSystemSave,
  type WebhookRecordQuery,
  type WebhookRepushInput,
} from '@parcelhub/contracts';
import { call, callObj, callRows } from '../../../shared/http/endpoint';

export const webhooksApi = {
  list: (signal?: AbortSignal) => callRows(endpoints.list, {}, { signal }),
  create: (body: CreateWebhookInput) => callObj(endpoints.create, { body }),
  disable: (id: number) => callObj(endpoints.disable, { params: { id } }),
  enable: (id: number) => callObj(endpoints.enable, { params: { id } }),
  rotateSecret: (id: number) => callObj(endpoints.rotateSecret, { params: { id } }),
  remove: (id: number) => call(endpoints.remove, { params: { id } }),
  records: (body: WebhookRecordQuery, signal?: AbortSignal) => callRows(endpoints.recordPage, { body }, { signal }),
  repush: (body: WebhookRepushInput) => callObj(endpoints.repush, { body }),
  systems: (body: TraceSystemQuery, signal?: AbortSignal) => callRows(endpoints.systemPage, { body }, { signal }),
  saveSystem: (body: TraceSystemSave) => callObj(endpoints.systemSave, { body }),
  systemStatus: (id: number, status: '0' | '1') => callObj(endpoints.systemStatus, { params: { id, status } }),
  rotateSystem: (id: number) => callObj(endpoints.systemRotateSecret, { params: { id } }),
  removeSystem: (id: number) => call(endpoints.systemDelete, { params: { id } }),
};
