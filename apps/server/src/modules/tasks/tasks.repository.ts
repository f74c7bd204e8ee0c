import { and, desc, eq, sql } from 'drizzle-orm';
import { visibleTo, type Viewer } from '../../platform/files/visibility';
import type { Db } from '../../platform/db/client';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { pageOf } from '../../platform/db/paging';
import { downloadTasks as t, taskOwners } from './tasks.tables';

export type TaskRow = typeof t.$inferSelect;
export type NewTask = Pick<typeof t.$inferInsert, 'accountId' | 'userId' | 'name' | 'taskType' | 'queue' | 'access'>;

const visibility = (viewer: Viewer | null) =>
  viewer ? visibleTo(viewer, { creator: t.userId, access: t.access }) : undefined;

export async function insertTask(db: Db, row: NewTask): Promise<number> {
  const [created] = await db.insert(t).values(row).returning({ id: t.id });
  return created!.id;
}

export async function setJob(db: Db, id: number, jobId: string) {
  await db.update(t).set({ jobId }).where(eq(t.id, id));
}

/** `viewer`: who looks, within the scope (platform/files/visibility.ts); null for the system. */
export async function findTasks(db: Db, scope: DataScope, viewer: Viewer | null, offset: number, limit: number) {
  const where = and(scopeWhere(scope, taskOwners), visibility(viewer));
  const rows = await db
    .select({ task: t, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(t)
    .where(where)
    .orderBy(desc(t.id))
    .offset(offset)
    .limit(limit);
  const page = await pageOf(rows, offset, async () => db.$count(t, where));
  return { rows: page.rows.map((r) => r.task), total: page.total };
}

export async function findTask(
  db: Db,
  scope: DataScope,
  viewer: Viewer | null,
  id: number,
): Promise<TaskRow | undefined> {
  const [row] = await db
    .select()
    .from(t)
    .where(and(eq(t.id, id), scopeWhere(scope, taskOwners), visibility(viewer)));
  return row;
}

/** Progress of a running task; a task already ended (cancelled) keeps what it ended with and answers false. */
export async function setProgress(db: Db, id: number, done: number, total: number): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ progressDone: done, progressTotal: total, updatedAt: new Date() })
    .where(and(eq(t.id, id), eq(t.taskStatus, 'BEINGPROCESSD')))
    .returning({ id: t.id });
  return rows.length > 0;
}

export async function finishTask(
  db: Db,
  id: number,
  end: Partial<
    Pick<
      TaskRow,
      | 'taskStatus'
      | 'errorKey'
      | 'errorParams'
      | 'errorDetail'
      | 'resultName'
      | 'resultKey'
      | 'reportName'
      | 'reportKey'
      | 'progressDone'
      | 'progressTotal'
    >
  >,
): Promise<boolean> {
  const done = await db
    .update(t)
    .set({ ...end, updatedAt: new Date() })
    .where(and(eq(t.id, id), eq(t.taskStatus, 'BEINGPROCESSD')))
    .returning({ id: t.id });
  return done.length > 0;
}

export async function runningTasks(db: Db): Promise<Pick<TaskRow, 'id' | 'queue' | 'jobId' | 'createdAt'>[]> {
  return db
    .select({ id: t.id, queue: t.queue, jobId: t.jobId, createdAt: t.createdAt })
    .from(t)
    .where(eq(t.taskStatus, 'BEINGPROCESSD'));
}
