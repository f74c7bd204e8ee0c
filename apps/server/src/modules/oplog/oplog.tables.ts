import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const OPLOG_ACTIONS = ['INSERT', 'UPDATE', 'DELETE'] as const;

/**
 * Every write to a logged table, one row per record, written by the table's capture trigger (oplog.capture.ts, the
 * generic `oplog_capture` of migration 0007 as its fallback), never by module code. An update keeps only the fields
 * that changed.
 */
export const operationLog = pgTable(
  'operation_log',
  {
    // bigint: the log grows with every write of the product; 2^31 rows is within reach of a busy operator.
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    tableName: text().notNull(),
    recordId: bigint({ mode: 'number' }).notNull(),
    action: text({ enum: OPLOG_ACTIONS }).notNull(),
    /** The fields before the write (a deleted row's, or the changed ones of an update); null for an insert. */
    before: jsonb().$type<Record<string, unknown>>(),
    /** The fields after the write (a new row's, or the changed ones of an update); null for a delete. */
    after: jsonb().$type<Record<string, unknown>>(),
    /** The record's owning account at the time of the write (from its owner column), for customers' reads. */
    ownerId: integer(),
    /** Who wrote: the signed-in user and the account it acted for; null for the system (seeds, housekeeping). */
    userId: integer(),
    accountId: integer(),
    requestId: text(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('operation_log_record_idx').on(t.tableName, t.recordId, t.id),
    index('operation_log_user_idx').on(t.userId, t.id),
    index('operation_log_created_idx').on(t.createdAt),
    check('operation_log_action_ck', sql`${t.action} in ('INSERT','UPDATE','DELETE')`),
  ],
);
