import { z } from 'zod';
import { pageNoField, pageSizeField, requiredText } from '../common/fields';
import { TrackEvent, TrackingStatusCode } from '../tracking/tracking';
import { OrderStatus } from '../orders/orders';

/** Numbers one public look-up (and the order tracking page's filter) may carry (issue 38: up to 40 at once). */
export const TRACK_NUMBERS_MAX = 40;
/** The longest number taken: tracking, order and reference numbers are all far shorter. */
export const TRACK_NUMBER_MAX_LENGTH = 50;
/** What the textarea may hold: 40 numbers at their longest with separators, and room for blank lines. */
const NUMBERS_TEXT_MAX = 4000;

/**
 * The numbers as typed: one text (a textarea: one per line, or separated by commas, semicolons or spaces) or a list.
 * The server splits, trims and drops repeats (`splitTrackNumbers`) before counting them.
 */
export const TrackNumbersField = z.union([
  requiredText(NUMBERS_TEXT_MAX, { multiLine: true }),
  z.array(requiredText(TRACK_NUMBER_MAX_LENGTH)).min(1, { error: 'required' }).max(400),
]);

/** `POST api/public/track`: no account. */
export const PublicTrackInput = z.object({ numbers: TrackNumbersField });
export type PublicTrackInput = z.input<typeof PublicTrackInput>;

/**
 * One number's answer: its parcel's status and timeline (newest first) when a parcel has that number, else
 * `found: false`. Nothing about who sends or receives it: no name, phone or address.
 */
export const PublicTrackResult = z.object({
  number: z.string(),
  found: z.boolean(),
  status: TrackingStatusCode.nullable(),
  subStatus: z.string().nullable(),
  events: z.array(TrackEvent),
});
export type PublicTrackResult = z.infer<typeof PublicTrackResult>;

/** `POST api/orderTracking/list`: the caller's orders with their tracking status, filtered by it and by numbers. */
export const OrderTrackingQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(100, 10),
  status: TrackingStatusCode.optional(),
  numbers: TrackNumbersField.optional(),
});
export type OrderTrackingQuery = z.input<typeof OrderTrackingQuery>;

/** An order of the tracking page: its numbers, its order status, its parcel's status and latest event. */
export const OrderTrackingRow = z.object({
  id: z.number().int(),
  orderNo: z.string(),
  insideNumber: z.string(),
  referenceNo: z.string(),
  trackingNo: z.string().nullable(),
  carrierCode: z.string().nullable(),
  orderStatus: OrderStatus,
  createdAt: z.string(),
  status: TrackingStatusCode,
  subStatus: z.string().nullable(),
  latestEvent: TrackEvent.nullable(),
});
export type OrderTrackingRow = z.infer<typeof OrderTrackingRow>;

/** Characters between numbers: white space, commas and semicolons (ASCII and full width), the ideographic comma. */
const SEPARATORS = /[\s,;，；、]+/u;

/** The numbers of a text or list: split, trimmed, empties dropped, repeats dropped (the first kept), in order. */
export function splitTrackNumbers(input: string | readonly string[]): string[] {
  const parts = typeof input === 'string' ? input.split(SEPARATORS) : input.flatMap((n) => n.split(SEPARATORS));
  const seen = new Set<string>();
  for (const part of parts) {
    const n = part.trim();
    if (n) seen.add(n);
  }
  return [...seen];
}
