import {
  dictsEndpoints as endpoints,
  type DictDetailInput,
  type DictDetailQuery,
  type DictDetailUpdate,
  type DictInput,
  type DictQuery,
  type DictUpdate,
} from '@parcelhub/contracts';
import { callObj, callRows, call } from '../../../shared/http/endpoint';

export const dictsApi = {
  list: (query: DictQuery, signal?: AbortSignal) => callRows(endpoints.list, { query }, { signal }),
  /** Silent: the forms put field errors on their fields and show the rest themselves. */
  create: (body: DictInput) => callObj(endpoints.create, { body }, { silent: true }),
  update: (body: DictUpdate) => callObj(endpoints.update, { body }, { silent: true }),
  remove: (id: number) => call(endpoints.remove, { params: { id } }),
  details: (query: DictDetailQuery, signal?: AbortSignal) => callRows(endpoints.details, { query }, { signal }),
  createValue: (body: DictDetailInput) => callObj(endpoints.createValue, { body }, { silent: true }),
  updateValue: (body: DictDetailUpdate) => callObj(endpoints.updateValue, { body }, { silent: true }),
  removeValue: (id: number) => call(endpoints.removeValue, { params: { id } }),
};
