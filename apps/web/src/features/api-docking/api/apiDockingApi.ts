import { apiDockingEndpoints as endpoints, type ApiKeyMode } from '@parcelhub/contracts';
import { callObj, callRows } from '../../../shared/http/endpoint';

export const apiDockingApi = {
  listKeys: (signal?: AbortSignal) => callRows(endpoints.listKeys, {}, { signal }),
  createKey: (mode: ApiKeyMode) => callObj(endpoints.createKey, { body: { mode } }),
  regenerateKey: (id: number) => callObj(endpoints.regenerateKey, { params: { id } }),
  revokeKey: (id: number) => callObj(endpoints.revokeKey, { params: { id } }),
};
