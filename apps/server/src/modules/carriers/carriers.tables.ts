import { sql } from 'drizzle-orm';
import { index, jsonb, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Serial part of the sandbox carrier's tracking numbers ('SB' + 10 digits + a Luhn check digit). Each `nextval`
 * hands a process a block of SANDBOX_SERIAL_BLOCK serials (the value and the 49 after it), used up before it asks
 * again: a label costs no round trip for its number.
 */
export const SANDBOX_SERIAL_BLOCK = 50;
export const sandboxTrackingSeq = pgSequence('carriers_sandbox_tracking_seq', {
  startWith: 1,
  minValue: 1,
  maxValue: 9_999_999_999,
  increment: SANDBOX_SERIAL_BLOCK,
  cycle: false,
});

/**
 * What the sandbox carrier "booked": enough to cancel a shipment and to answer its tracking. Not owned data (the
 * carrier's side, reached only through the carriers service), no integer id, so the operation log leaves it alone.
 */
export const sandboxShipments = pgTable(
  'carriers_sandbox_shipments',
  {
    trackingNo: text().primaryKey(),
    orderNo: text().notNull(),
    insideNumber: text().notNull().default(''),
    receiverCountry: text().notNull().default(''),
    receiverPostcode: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp({ withTimezone: true }),
    /**
     * How far its tracking script is revealed: the time each step was revealed (ISO 8601), one per pull
     * (sandbox/tracking-script.ts).
     */
    trackRevealed: jsonb()
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
  },
  (t) => [index('carriers_sandbox_shipments_order_idx').on(t.orderNo)],
);
