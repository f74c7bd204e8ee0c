import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from '../db/columns';

// None of these tables has an integer `id`: the operation log leaves them out (their rows change every few seconds).

/**
 * The server processes that run jobs on this database, each with the last time it said it was alive (the database's
 * clock, so hosts' clocks do not matter). A process silent for long enough is dead: its jobs go back to the queue.
 */
export const jobProcesses = pgTable('job_processes', {
  processId: text().primaryKey(),
  host: text().notNull(),
  pid: integer().notNull(),
  startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  seenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Which process runs which pg-boss job, from its start to its end: a dead process's jobs are found here. */
export const jobRuns = pgTable(
  'job_runs',
  {
    jobId: text().primaryKey(),
    queue: text().notNull(),
    processId: text().notNull(),
    startedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_runs_process_idx').on(t.processId)],
);

/**
 * Work that is due at a time and retried with backoff until it succeeds or gives up (`due-work.ts`): one row per
 * kind and key (an order's label, a tracking pull, a webhook delivery).
 */
export const dueWork = pgTable(
  'due_work',
  {
    kind: text().notNull(),
    key: text().notNull(),
    dueAt: timestamp({ withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    /** Held by a worker until then; a worker that died lets the item become due again after it. */
    leaseUntil: timestamp({ withTimezone: true }),
    lastError: text(),
    /** Set once it failed its last attempt: no worker takes it again until an operator retries it. */
    gaveUpAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.key] }),
    index('due_work_due_idx')
      .on(t.dueAt)
      .where(sql`${t.gaveUpAt} is null`),
  ],
);
