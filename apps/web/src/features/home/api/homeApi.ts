import { ordersHomeEndpoints } from '@parcelhub/contracts';
import { callObj } from '../../../shared/http/endpoint';

export const homeApi = {
  /** The order overview of the caller's scope, one count per bucket. */
  counts: (signal?: AbortSignal) => callObj(ordersHomeEndpoints.counts, {}, { signal }),
};
