import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../../../platform/db/columns';
import { ownedBy } from '../../../platform/auth/scope';
import { users } from '../../users';
import { downloadTasks } from '../../tasks';

/**
 * One uploaded batch order file: whose it is, the task that places its orders, and how it ended (counts, what the
 * placed orders were charged, the failed-records file). Orders placed from it carry its id (`orders.batch_id`).
 */
export const orderBatches = pgTable(
  'order_batches',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The customer's main account (sub-accounts upload for it). */
    accountId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: integer().references(() => downloadTasks.id, { onDelete: 'set null' }),
    fileName: text().notNull(),
    totalOrders: integer().notNull().default(0),
    successCount: integer().notNull().default(0),
    failureCount: integer().notNull().default(0),
    feeTotal: numeric({ precision: 16, scale: 2 }).notNull().default('0'),
    currency: text(),
    reportName: text(),
    reportFileKey: text(),
    completedAt: timestamp({ withTimezone: true }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    index('order_batches_account_idx').on(t.accountId, t.id.desc()),
    check(
      'order_batches_counts_ck',
      sql`${t.successCount} >= 0 and ${t.failureCount} >= 0 and ${t.successCount} + ${t.failureCount} <= ${t.totalOrders}`,
    ),
  ],
);

export const orderBatchOwners = ownedBy({ account: orderBatches.accountId });
