import { dueWorkEndpoints as endpoints, type DueWorkListQuery, type DueWorkRef } from '@parcelhub/contracts';
import { call, callRows } from '../../../shared/http/endpoint';

export const dueWorkApi = {
  list: (query: DueWorkListQuery, signal?: AbortSignal) => callRows(endpoints.list, { query }, { signal }),
  kinds: (signal?: AbortSignal) => callRows(endpoints.kinds, {}, { signal }),
  retry: (ref: DueWorkRef) => call(endpoints.retry, { body: ref }),
};
