import { z } from 'zod';
import { defineEndpoint, needs } from '../common/endpoint';
import { okObj } from '../common/envelope';
import type { OrderStatus } from './orders';

/**
 * The order overview of the customer center home (spec 000 §1): one count per bucket, each bucket also a filter of
 * the order list (`OrderFilter.bucket`), so a count and the list it opens always hold the same orders. The server
 * computes both from one definition (apps/server/src/modules/orders/home/home-buckets.ts):
 *
 * - `today`: created since midnight China time (UTC+8), whatever their status.
 * - `toInvoice`: charged and not yet on a settled bill: past CREATED on the main line up to DELIVERED, or in
 *   EXCEPTION or RETURNED (`TO_INVOICE_STATUSES`). A CREATED order has no label yet and an INTERCEPTED one waits
 *   for the platform: either may still be canceled with a full refund, so neither is a firm charge yet; CANCELED
 *   was refunded; SETTLED and COMPLETED are billed.
 * - `inTransit`: DISPATCHED or IN_TRANSIT.
 * - `unscanned`: LABELED, labelled but not yet received at the warehouse.
 * - `delayed`: still on its way (LABELED up to IN_TRANSIT) and placed longer ago than its product's longest
 *   shipping cycle (`maxShippingCycle` days; `DEFAULT_DELAY_DAYS` when the product sets none). The state module's
 *   `isLate` is about carrier events arriving after the order moved on, not about parcels, so it is not used.
 * - `abnormal`: EXCEPTION or INTERCEPTED (the intercept queue is part of it).
 * - `labelFailed`: the label request failed, on an order not canceled.
 *
 * Scope: a customer or its sub-accounts count the main account's orders, a supplier the orders of its products,
 * the platform all. Deleted orders count nowhere.
 */
export const HOME_BUCKETS = [
  'today',
  'toInvoice',
  'inTransit',
  'unscanned',
  'delayed',
  'abnormal',
  'labelFailed',
] as const;
export const HomeBucket = z.enum(HOME_BUCKETS);
export type HomeBucket = z.infer<typeof HomeBucket>;

export const TO_INVOICE_STATUSES = [
  'LABELED',
  'RECEIVED',
  'SORTED',
  'BAGGED',
  'DISPATCHED',
  'IN_TRANSIT',
  'DELIVERED',
  'EXCEPTION',
  'RETURNED',
] as const satisfies readonly OrderStatus[];
export const IN_TRANSIT_STATUSES = ['DISPATCHED', 'IN_TRANSIT'] as const satisfies readonly OrderStatus[];
export const UNSCANNED_STATUSES = ['LABELED'] as const satisfies readonly OrderStatus[];
export const ABNORMAL_STATUSES = ['EXCEPTION', 'INTERCEPTED'] as const satisfies readonly OrderStatus[];
/** The statuses in which a parcel can be late: on its way, not delivered yet. */
export const DELAY_WATCHED_STATUSES = [
  'LABELED',
  'RECEIVED',
  'SORTED',
  'BAGGED',
  'DISPATCHED',
  'IN_TRANSIT',
] as const satisfies readonly OrderStatus[];
/** Days after placement when a product sets no shipping cycle. */
export const DEFAULT_DELAY_DAYS = 15;
/** The business day of the home's "today" starts at midnight in China (UTC+8, no daylight saving). */
export const HOME_UTC_OFFSET_HOURS = 8;

const count = z.number().int().min(0);
export const HomeCounts = z.object(
  Object.fromEntries(HOME_BUCKETS.map((b) => [b, count])) as Record<HomeBucket, typeof count>,
);
export type HomeCounts = z.infer<typeof HomeCounts>;

export const ordersHomeEndpoints = {
  counts: defineEndpoint({
    method: 'GET',
    path: '/api/order/homeCounts',
    summary:
      'The home’s order overview in the caller’s scope: orders of today, to be invoiced, in transit, unscanned, ' +
      'delayed, abnormal and with a failed label; each is also a filter of the order list (bucket)',
    tags: ['orders'],
    access: needs('order:list'),
    response: okObj(HomeCounts),
  }),
};
