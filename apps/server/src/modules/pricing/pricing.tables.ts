import { sql } from 'drizzle-orm';
import { bigint, check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row: the version of everything a quote reads, moved by a statement trigger on every pricing table
 * (migration 0013). Compiled rate cards are rebuilt when it moved.
 */
export const pricingState = pgTable(
  'pricing_state',
  {
    id: integer().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(1),
  },
  (t) => [check('pricing_state_one_row_ck', sql`${t.id} = 1`)],
);

/**
 * The prices an order was placed under: a product's rate card input and the customer's premium package, as one JSON
 * body stored once under its content's key. The pricing tables keep only today's prices (the version counter has no
 * history), so a re-weigh reads the order's snapshot instead. Never changed or deleted.
 */
export const priceSnapshots = pgTable('price_snapshots', {
  key: text().primaryKey(),
  body: jsonb().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
