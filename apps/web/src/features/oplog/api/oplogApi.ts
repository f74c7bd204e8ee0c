import { oplogEndpoints as endpoints, type OplogListQuery } from '@parcelhub/contracts';
import { callRows } from '../../../shared/http/endpoint';

export const oplogApi = {
  /** Silent: a record without history (404) is an empty timeline, not an error to announce. */
  history: (resource: string, id: number, signal?: AbortSignal) =>
    callRows(endpoints.history, { params: { id }, query: { resource, pageSize: 200 } }, { signal, silent: true }),
  list: (query: OplogListQuery, signal?: AbortSignal) => callRows(endpoints.list, { body: query }, { signal }),
  resources: (signal?: AbortSignal) => callRows(endpoints.resources, {}, { signal }),
};
