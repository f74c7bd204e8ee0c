import { index, pgSequence, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Serial part of the sandbox carrier's tracking numbers ('SB' + 10 digits + a Luhn check digit). */
export const sandboxTrackingSeq = pgSequence('carriers_sandbox_tracking_seq', {
  startWith: 1,
  minValue: 1,
  maxValue: 9_999_999_999,
  increment: 1,
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
  },
  (t) => [index('carriers_sandbox_shipments_order_idx').on(t.orderNo)],
);
