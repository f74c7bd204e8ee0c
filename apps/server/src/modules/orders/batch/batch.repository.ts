import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../../platform/db/client';
import { anyOf } from '../../../platform/db/any-of';
import { scopeWhere, type DataScope } from '../../../platform/auth/scope';
import { pageOf } from '../../../platform/db/paging';
import { users } from '../../users';
import { downloadTasks } from '../../tasks';
import { products } from '../../products';
import { orders } from '../orders.tables';
import { orderBatches as b, orderBatchOwners } from './batch.tables';

const creator = alias(users, 'batch_creator');

const columns = {
  batch: b,
  createdBy: creator.username,
  task: {
    status: downloadTasks.taskStatus,
    done: downloadTasks.progressDone,
    total: downloadTasks.progressTotal,
    errorKey: downloadTasks.errorKey,
    errorParams: downloadTasks.errorParams,
    updatedAt: downloadTasks.updatedAt,
  },
};

export type BatchRecord = typeof b.$inferSelect;

const base = (db: Db) =>
  db
    .select(columns)
    .from(b)
    .leftJoin(downloadTasks, eq(downloadTasks.id, b.taskId))
    .leftJoin(creator, eq(creator.id, b.createdBy));

export type BatchListRecord = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

export async function insertBatch(db: Db, row: { accountId: number; fileName: string; createdBy: number }) {
  const [out] = await db.insert(b).values(row).returning({ id: b.id });
  if (!out) throw new Error('insert returned no row');
  return out.id;
}

export async function setTask(db: Db, id: number, taskId: number) {
  await db.update(b).set({ taskId, updatedAt: new Date() }).where(eq(b.id, id));
}

export async function finishBatch(
  db: Db,
  id: number,
  outcome: Pick<
    typeof b.$inferInsert,
    'totalOrders' | 'successCount' | 'failureCount' | 'feeTotal' | 'currency' | 'reportName' | 'reportFileKey'
  >,
) {
  const now = new Date();
  await db
    .update(b)
    .set({ ...outcome, completedAt: now, updatedAt: now })
    .where(eq(b.id, id));
}

/** Ends a batch left unfinished (its task ended while no process ran it); false if it had ended meanwhile. */
export async function finishLeftBatch(
  db: Db,
  id: number,
  outcome: Pick<typeof b.$inferInsert, 'totalOrders' | 'successCount' | 'feeTotal' | 'currency'>,
) {
  const now = new Date();
  const done = await db
    .update(b)
    .set({ ...outcome, failureCount: 0, completedAt: now, updatedAt: now })
    .where(and(eq(b.id, id), sql`${b.completedAt} is null`))
    .returning({ id: b.id });
  return done.length > 0;
}

/**
 * What a batch placed and charged, as the orders table has it: whichever run placed them (one a crash cut off, the
 * rerun, one cancelled midway). A scan of the account's orders by batch; made once when a batch ends.
 */
export async function placedTotals(db: Db, batchId: number) {
  const [row] = await db
    .select({
      count: count(),
      fee: sql<string>`coalesce(sum(${orders.feeTotal}), 0)::numeric(16,2)::text`,
      currency: sql<string | null>`min(${orders.currency})`,
    })
    .from(orders)
    .where(eq(orders.batchId, batchId));
  return { count: row?.count ?? 0, fee: row?.fee ?? '0.00', currency: row?.currency ?? null };
}

export async function findBatches(db: Db, scope: DataScope, offset: number, limit: number) {
  const where = scopeWhere(scope, orderBatchOwners);
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(b)
    .leftJoin(downloadTasks, eq(downloadTasks.id, b.taskId))
    .leftJoin(creator, eq(creator.id, b.createdBy))
    .where(where)
    .orderBy(desc(b.id))
    .offset(offset)
    .limit(limit);
  return pageOf(rows, offset, async () => (await db.select({ n: count() }).from(b).where(where))[0]?.n ?? 0);
}

export async function findBatch(db: Db, scope: DataScope, id: number): Promise<BatchListRecord | undefined> {
  const [row] = await base(db).where(and(scopeWhere(scope, orderBatchOwners), eq(b.id, id)));
  return row;
}

/** Which batch each of these orders was placed by (a replay answers an order of another batch, or none). */
export async function batchesOfOrders(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: orders.id, batchId: orders.batchId })
    .from(orders)
    .where(anyOf(orders.id, ids, 'bigint'));
}

/** Codes and names of products by id (the ids the catalogue says a customer may use). */
export async function productCodes(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      deliveryCountries: products.deliveryCountries,
    })
    .from(products)
    .where(inArray(products.id, [...ids]))
    .orderBy(asc(products.code));
}
