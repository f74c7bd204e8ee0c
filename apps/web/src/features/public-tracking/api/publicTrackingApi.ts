import { publicTrackingEndpoints as endpoints, type OrderTrackingQuery } from '@parcelhub/contracts';
import { callRows } from '../../../shared/http/endpoint';

export const publicTrackingApi = {
  /**
   * The public look-up, for visitors without a session: a 401 here says nothing about a session, and the page shows
   * a refusal (too many numbers, the rate limit's 429) itself, not as a notification.
   */
  track: (numbers: string) =>
    callRows(endpoints.track, { body: { numbers } }, { silent: true, skipAuthRedirect: true }).then((a) => a.rows),
  /** The caller's orders with their tracking status (the order tracking page). */
  list: (query: OrderTrackingQuery, signal?: AbortSignal) =>
    callRows(endpoints.orderTrackingList, { body: query }, { signal }),
};
