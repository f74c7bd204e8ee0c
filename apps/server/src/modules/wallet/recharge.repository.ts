import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { RechargeOperateType, RechargeStatus } from '@parcelhub/contracts';
import type { Db } from '../../platform/db/client';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { containsPattern, pageOf } from '../../platform/db/paging';
import { users } from '../users';
import { rechargeOwners, rechargeRequests as r } from './wallet.tables';

const reviewer = alias(users, 'reviewer');

const columns = { recharge: r, customerName: users.username, reviewerName: reviewer.username };

export type RechargeRow = typeof r.$inferSelect & { customerName: string; reviewerName: string | null };

const flatten = (row: { recharge: typeof r.$inferSelect; customerName: string; reviewerName: string | null }) => ({
  ...row.recharge,
  customerName: row.customerName,
  reviewerName: row.reviewerName,
});

const joined = (db: Db) =>
  db
    .select(columns)
    .from(r)
    .innerJoin(users, eq(users.id, r.accountId))
    .leftJoin(reviewer, eq(reviewer.id, r.reviewedBy));

export async function insertRecharge(db: Db, values: typeof r.$inferInsert): Promise<number> {
  const [row] = await db.insert(r).values(values).returning({ id: r.id });
  return row!.id;
}

/** A recharge the scope sees; another owner's is as missing. */
export async function findRecharge(db: Db, scope: DataScope, id: number): Promise<RechargeRow | undefined> {
  const [row] = await joined(db).where(and(scopeWhere(scope, rechargeOwners), eq(r.id, id)));
  return row && flatten(row);
}

/** By number, whoever owns it: for a provider's notification and the sandbox's page. */
export async function findRechargeByNo(db: Db, rechargeNo: string) {
  const [row] = await db.select().from(r).where(eq(r.rechargeNo, rechargeNo));
  return row;
}

/** The recharge row, locked until the transaction ends: concurrent approvals and notifications queue here. */
export async function lockRecharge(db: Db, id: number) {
  const [row] = await db.select().from(r).where(eq(r.id, id)).for('update');
  return row;
}

export async function markCredited(
  db: Db,
  id: number,
  values: { entryId: number; providerReference?: string; reviewedBy?: number | null },
): Promise<void> {
  const now = new Date();
  await db
    .update(r)
    .set({
      status: 'SUCCESS',
      entryId: values.entryId,
      ...(values.providerReference !== undefined ? { providerReference: values.providerReference } : {}),
      ...(values.reviewedBy ? { reviewedBy: values.reviewedBy, reviewedAt: now } : {}),
      updatedAt: now,
    })
    .where(eq(r.id, id));
}

export async function markRejected(db: Db, id: number, reason: string, reviewedBy: number): Promise<void> {
  const now = new Date();
  await db
    .update(r)
    .set({ status: 'REJECTED', reason, reviewedBy, reviewedAt: now, updatedAt: now })
    .where(eq(r.id, id));
}

export interface RechargeFilter {
  status?: RechargeStatus;
  operateType?: RechargeOperateType;
  customerId?: number;
  customer?: string;
}

function filtered(scope: DataScope, f: RechargeFilter): SQL | undefined {
  return and(
    scopeWhere(scope, rechargeOwners),
    f.status ? eq(r.status, f.status) : undefined,
    f.operateType ? eq(r.operateType, f.operateType) : undefined,
    f.customerId ? eq(r.accountId, f.customerId) : undefined,
    f.customer
      ? or(ilike(users.username, containsPattern(f.customer)), ilike(users.nickName, containsPattern(f.customer)))
      : undefined,
  );
}

export async function findRecharges(db: Db, scope: DataScope, f: RechargeFilter, offset: number, limit: number) {
  const where = filtered(scope, f);
  const rows = await db
    .select({ ...columns, total: sql<number>`cast(count(*) over () as integer)` })
    .from(r)
    .innerJoin(users, eq(users.id, r.accountId))
    .leftJoin(reviewer, eq(reviewer.id, r.reviewedBy))
    .where(where)
    .orderBy(desc(r.id))
    .offset(offset)
    .limit(limit);
  const page = await pageOf(rows, offset, async () => {
    const [row] = await db
      .select({ n: sql<number>`cast(count(*) as integer)` })
      .from(r)
      .innerJoin(users, eq(users.id, r.accountId))
      .where(where);
    return row?.n ?? 0;
  });
  return { rows: page.rows.map(flatten), total: page.total };
}
