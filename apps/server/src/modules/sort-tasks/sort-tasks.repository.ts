import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { SortParcelReason, SortTaskStatus } from '@parcelhub/contracts';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import type { Db } from '../../platform/db/client';
import { warehouses } from '../warehouses';
import { sortTaskOwners, sortTaskParcels as p, sortTasks as t } from './sort-tasks.tables';

export type SortTaskRow = typeof t.$inferSelect & { warehouseCode: string; warehouseName: string };
export type SortLineRow = typeof p.$inferSelect;
export type NewLine = Pick<typeof p.$inferInsert, 'lineNo' | 'insideNumber' | 'orderId' | 'orderNo' | 'reason'>;

function selectTasks(db: Db) {
  return db
    .select({
      id: t.id,
      taskNo: t.taskNo,
      accountId: t.accountId,
      warehouseId: t.warehouseId,
      sortType: t.sortType,
      status: t.status,
      total: t.total,
      decided: t.decided,
      unsortable: t.unsortable,
      sorted: t.sorted,
      jobTaskId: t.jobTaskId,
      errorKey: t.errorKey,
      createdBy: t.createdBy,
      createdByName: t.createdByName,
      presortedAt: t.presortedAt,
      sortedAt: t.sortedAt,
      createdAt: t.createdAt,
      updatedAt: t.updatedAt,
      warehouseCode: warehouses.code,
      warehouseName: warehouses.name,
    })
    .from(t)
    .innerJoin(warehouses, eq(warehouses.id, t.warehouseId));
}

/** The task in the scope (a stranger's answers as a missing one). */
export async function taskById(db: Db, scope: DataScope, id: number): Promise<SortTaskRow | undefined> {
  const [row] = await selectTasks(db).where(and(eq(t.id, id), scopeWhere(scope, sortTaskOwners)));
  return row;
}

export async function listTasks(
  db: Db,
  scope: DataScope,
  filter: { warehouseId?: number | undefined; status?: SortTaskStatus | undefined },
  offset: number,
  limit: number,
): Promise<{ rows: SortTaskRow[]; total: number }> {
  const where = and(
    scopeWhere(scope, sortTaskOwners),
    filter.warehouseId ? eq(t.warehouseId, filter.warehouseId) : undefined,
    filter.status ? eq(t.status, filter.status) : undefined,
  );
  const rows = await selectTasks(db).where(where).orderBy(desc(t.id)).offset(offset).limit(limit);
  const [c] = await db.select({ n: count() }).from(t).where(where);
  return { rows, total: Number(c?.n ?? 0) };
}

export async function insertTask(
  db: Db,
  v: Pick<
    typeof t.$inferInsert,
    'accountId' | 'warehouseId' | 'sortType' | 'total' | 'unsortable' | 'createdBy' | 'createdByName'
  >,
): Promise<number> {
  const [row] = await db
    .insert(t)
    .values({ ...v, taskNo: sql`'new-' || gen_random_uuid()::text` })
    .returning({ id: t.id });
  const id = row!.id;
  // The number says the day and the id: unique with the id, readable on the floor.
  await db
    .update(t)
    .set({
      taskNo: sql`'ST' || to_char(${t.createdAt} at time zone 'UTC', 'YYYYMMDD') || '-' || lpad(${t.id}::text, 6, '0')`,
    })
    .where(eq(t.id, id));
  return id;
}

export async function insertLines(db: Db, taskId: number, lines: readonly NewLine[]): Promise<void> {
  if (lines.length === 0) return;
  await db.insert(p).values(lines.map((l) => ({ ...l, taskId })));
}

/** Moves the task from one of `from` to `to` (with other fields); false when it was in none of them. */
export async function moveTask(
  db: Db,
  id: number,
  from: readonly SortTaskStatus[],
  to: SortTaskStatus,
  set: Partial<
    Pick<
      typeof t.$inferInsert,
      'jobTaskId' | 'errorKey' | 'presortedAt' | 'sortedAt' | 'decided' | 'unsortable' | 'sorted'
    >
  > = {},
): Promise<boolean> {
  const rows = await db
    .update(t)
    .set({ ...set, status: to, updatedAt: sql`now()` })
    .where(and(eq(t.id, id), inArray(t.status, [...from])))
    .returning({ id: t.id });
  return rows.length > 0;
}

export async function setJobTask(db: Db, id: number, jobTaskId: number): Promise<void> {
  await db.update(t).set({ jobTaskId }).where(eq(t.id, id));
}

export async function deleteTask(db: Db, id: number, from: readonly SortTaskStatus[]): Promise<boolean> {
  const rows = await db
    .delete(t)
    .where(and(eq(t.id, id), inArray(t.status, [...from]), eq(t.sorted, 0)))
    .returning({ id: t.id });
  return rows.length > 0;
}

export async function linesOf(db: Db, taskId: number): Promise<SortLineRow[]> {
  return db.select().from(p).where(eq(p.taskId, taskId)).orderBy(asc(p.lineNo));
}

export interface LineDecision {
  id: number;
  bayId: number | null;
  bayNumber: number | null;
  ruleId: number | null;
  ruleCode: string | null;
  weight: string | null;
  reason: SortParcelReason | null;
}

/** Writes the pre-sort's decisions of lines not yet sorted: one statement for all. */
export async function writeDecisions(db: Db, decisions: readonly LineDecision[]): Promise<void> {
  if (decisions.length === 0) return;
  const values = sql.join(
    decisions.map(
      (d) =>
        sql`(${d.id}::int, ${d.bayId}::int, ${d.bayNumber}::int, ${d.ruleId}::int, ${d.ruleCode}::text, ${d.weight}::numeric, ${d.reason}::text)`,
    ),
    sql`, `,
  );
  await db.execute(sql`
    update ${p} set bay_id = v.bay_id, bay_number = v.bay_number, rule_id = v.rule_id, rule_code = v.rule_code,
      weight = v.weight, reason = v.reason
    from (values ${values}) as v(id, bay_id, bay_number, rule_id, rule_code, weight, reason)
    where ${p.id} = v.id and not ${p.sorted}`);
}

export async function markSorted(db: Db, lineIds: readonly number[]): Promise<void> {
  if (lineIds.length === 0) return;
  await db
    .update(p)
    .set({ sorted: true })
    .where(inArray(p.id, [...lineIds]));
}

export async function markReason(db: Db, lineId: number, reason: SortParcelReason): Promise<void> {
  await db.update(p).set({ reason }).where(eq(p.id, lineId));
}

/** The task's counts from its lines. */
export async function countsOf(
  db: Db,
  taskId: number,
): Promise<{ decided: number; unsortable: number; sorted: number }> {
  const [row] = await db
    .select({
      decided: sql<number>`count(*) filter (where ${p.reason} is null and ${p.bayNumber} is not null)::int`,
      unsortable: sql<number>`count(*) filter (where ${p.reason} is not null)::int`,
      sorted: sql<number>`count(*) filter (where ${p.sorted})::int`,
    })
    .from(p)
    .where(eq(p.taskId, taskId));
  return { decided: row?.decided ?? 0, unsortable: row?.unsortable ?? 0, sorted: row?.sorted ?? 0 };
}

export async function statusOf(db: Db, id: number): Promise<SortTaskStatus | undefined> {
  const [row] = await db.select({ status: t.status }).from(t).where(eq(t.id, id));
  return row?.status;
}
