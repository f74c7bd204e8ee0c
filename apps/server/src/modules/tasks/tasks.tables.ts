import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { TASK_STATUSES, TASK_TYPES, type Language } from '@parcelhub/contracts';
import { timestamps } from '../../platform/db/columns';
import { ownedBy } from '../../platform/auth/scope';
import { users } from '../users';

/** One import or export a user asked for: the task center's row. The work itself is a pg-boss job. */
export const downloadTasks = pgTable(
  'download_tasks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The account the task belongs to (a main account; sub-accounts act for it). */
    accountId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who asked. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    /** The task's name in every language, from the module that runs it. */
    name: jsonb().$type<Record<Language, string>>().notNull(),
    taskType: text({ enum: TASK_TYPES }).notNull(),
    taskStatus: text({ enum: TASK_STATUSES }).notNull().default('BEINGPROCESSD'),
    queue: text().notNull(),
    /**
     * The permissions of what the task belongs to (any one suffices): others of the account see the task and its
     * files only holding one; its creator always does. Null on tasks made before it was declared: the account's.
     */
    access: text().array(),
    jobId: text(),
    progressDone: integer().notNull().default(0),
    progressTotal: integer().notNull().default(0),
    /** Why it failed: an error key of the product, and a detail for operators. */
    errorKey: text(),
    /** The error's placeholders ({max}, {row}…), so its words read whole in every language. */
    errorParams: jsonb().$type<Record<string, unknown>>(),
    errorDetail: text(),
    resultName: text(),
    resultKey: text(),
    reportName: text(),
    reportKey: text(),
    ...timestamps,
  },
  (t) => [
    index('download_tasks_account_idx').on(t.accountId, t.id),
    index('download_tasks_running_idx')
      .on(t.id)
      .where(sql`${t.taskStatus} = 'BEINGPROCESSD'`),
    check('download_tasks_status_ck', sql`${t.taskStatus} in ('BEINGPROCESSD','PROCESSDINGCOMPLETED','PROCESSDFAIL')`),
    check('download_tasks_type_ck', sql`${t.taskType} in ('EXPORT','IMPORT')`),
    check('download_tasks_progress_ck', sql`${t.progressDone} >= 0 and ${t.progressTotal} >= 0`),
  ],
);

export const taskOwners = ownedBy({ account: downloadTasks.accountId });
