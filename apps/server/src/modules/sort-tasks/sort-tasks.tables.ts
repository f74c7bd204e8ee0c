import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SORT_PARCEL_REASONS, SORT_TASK_STATUSES, SORT_TYPES } from '@parcelhub/contracts';
import { ownedBy } from '../../platform/auth/scope';
import { timestamps } from '../../platform/db/columns';
import { orders } from '../orders';
import { users } from '../users';
import { warehouses } from '../warehouses';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/**
 * Sort tasks (spec 000 §4): a set of parcels for a warehouse, pre-sorted (each bay decided, nothing moved) and then
 * sorted (placed and moved). Owned by the account of the operator that made it (the platform's admin, a supplier):
 * decisions-2.md 201.
 */
export const sortTasks = pgTable(
  'sort_tasks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** `ST` + the day (UTC) + the id: printed on the batch PDF. */
    taskNo: text().notNull(),
    accountId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    sortType: text({ enum: SORT_TYPES }).notNull(),
    status: text({ enum: SORT_TASK_STATUSES }).notNull().default('CREATED'),
    total: integer().notNull().default(0),
    decided: integer().notNull().default(0),
    unsortable: integer().notNull().default(0),
    sorted: integer().notNull().default(0),
    /** The task center's task of the pre-sort or sort in progress or last run. */
    jobTaskId: integer(),
    errorKey: text(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    createdByName: text().notNull().default(''),
    presortedAt: timestamp({ withTimezone: true }),
    sortedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sort_tasks_no_uq').on(t.taskNo),
    index('sort_tasks_account_idx').on(t.accountId, t.id),
    index('sort_tasks_warehouse_idx').on(t.warehouseId, t.id),
    check('sort_tasks_status_ck', sql`${t.status} in (${inList(SORT_TASK_STATUSES)})`),
    check('sort_tasks_type_ck', sql`${t.sortType} in (${inList(SORT_TYPES)})`),
  ],
);

export const sortTaskOwners = ownedBy({ account: sortTasks.accountId });

/** A task's parcels, one line per number given: the order it names (if any), its decided bay or the reason none. */
export const sortTaskParcels = pgTable(
  'sort_task_parcels',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    taskId: integer()
      .notNull()
      .references(() => sortTasks.id, { onDelete: 'cascade' }),
    lineNo: integer().notNull(),
    insideNumber: text().notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    orderNo: text(),
    bayId: integer(),
    bayNumber: integer(),
    ruleId: integer(),
    ruleCode: text(),
    /** Kilograms, as the order holds it at the pre-sort. */
    weight: numeric({ precision: 14, scale: 3 }),
    reason: text({ enum: SORT_PARCEL_REASONS }),
    sorted: boolean().notNull().default(false),
  },
  (t) => [
    uniqueIndex('sort_task_parcels_line_uq').on(t.taskId, t.lineNo),
    index('sort_task_parcels_order_idx').on(t.orderId),
    check('sort_task_parcels_reason_ck', sql`${t.reason} is null or ${t.reason} in (${inList(SORT_PARCEL_REASONS)})`),
  ],
);
