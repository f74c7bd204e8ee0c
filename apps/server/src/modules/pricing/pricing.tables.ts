import { sql } from 'drizzle-orm';
import { bigint, check, integer, pgTable } from 'drizzle-orm/pg-core';

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
