import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { DataScope } from '../../platform/auth/scope';
import { containsPattern, pageOf } from '../../platform/db/paging';
import { users } from '../users';
import { productCosts as c } from './product-costs.tables';
import { productCostAccounts as a } from './cost-accounts.tables';
import { dockingProviders as p, dockModels as m } from './docking.tables';
import { costWhere } from './cost-scope';

export type CostRow = typeof c.$inferSelect & { ownerName: string; ownerType: string };
export type CostWrite = Pick<
  typeof c.$inferInsert,
  | 'ownerId'
  | 'code'
  | 'name'
  | 'mainName'
  | 'description'
  | 'businessType'
  | 'currency'
  | 'weightCarryRule'
  | 'customWeightRule'
>;

export interface CostFilter {
  code?: string;
  name?: string;
  status?: 'ENABLED' | 'DISABLED';
  ownerId?: number;
}

const columns = {
  cost: c,
  ownerName: sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.username})`,
  ownerType: users.privilegeType,
};
const flatten = (r: { cost: typeof c.$inferSelect; ownerName: string; ownerType: string }): CostRow => ({
  ...r.cost,
  ownerName: r.ownerName,
  ownerType: r.ownerType,
});

const filtered = (scope: DataScope, f: CostFilter) =>
  and(
    costWhere(scope),
    f.code ? ilike(c.code, containsPattern(f.code)) : undefined,
    f.name ? or(ilike(c.name, containsPattern(f.name)), ilike(c.mainName, containsPattern(f.name))) : undefined,
    f.status ? eq(c.status, f.status) : undefined,
    f.ownerId ? eq(c.ownerId, f.ownerId) : undefined,
  );

export async function countCosts(db: Db, scope: DataScope, f: CostFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(c).where(filtered(scope, f));
  return row?.n ?? 0;
}

export async function findCosts(db: Db, scope: DataScope, f: CostFilter & { offset: number; limit: number }) {
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(c)
    .innerJoin(users, eq(users.id, c.ownerId))
    .where(filtered(scope, f))
    .orderBy(desc(c.id))
    .offset(f.offset)
    .limit(f.limit);
  const page = await pageOf(rows, f.offset, () => countCosts(db, scope, f));
  return { rows: page.rows.map(flatten), total: page.total };
}

export async function findCost(db: Db, scope: DataScope, id: number): Promise<CostRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(c)
    .innerJoin(users, eq(users.id, c.ownerId))
    .where(and(costWhere(scope), eq(c.id, id)));
  return row ? flatten(row) : undefined;
}

/** The cost, locked for the rest of the transaction (writes to its price data queue behind each other). */
export async function lockCost(db: Db, scope: DataScope, id: number) {
  const [row] = await db
    .select({ id: c.id, ownerId: c.ownerId, version: c.version })
    .from(c)
    .where(and(costWhere(scope), eq(c.id, id)))
    .for('update');
  return row;
}

/** A new cost; null when its code is taken. */
export async function insertCost(db: Db, row: CostWrite): Promise<number | null> {
  const [out] = await db.insert(c).values(row).onConflictDoNothing({ target: c.code }).returning({ id: c.id });
  return out?.id ?? null;
}

export async function updateCost(
  db: Db,
  scope: DataScope,
  id: number,
  row: Partial<CostWrite>,
  bump: boolean,
): Promise<boolean> {
  const out = await db
    .update(c)
    .set({ ...row, updatedAt: new Date(), ...(bump ? { version: sql`${c.version} + 1` } : {}) })
    .where(and(costWhere(scope), eq(c.id, id)))
    .returning({ id: c.id });
  return out.length > 0;
}

export async function setStatus(db: Db, scope: DataScope, id: number, status: 'ENABLED' | 'DISABLED') {
  const out = await db
    .update(c)
    .set({ status, updatedAt: new Date() })
    .where(and(costWhere(scope), eq(c.id, id)))
    .returning({ id: c.id });
  return out.length > 0;
}

export async function setPostcodeRule(db: Db, scope: DataScope, id: number, remote: number[], noRemote: number[]) {
  const [out] = await db
    .update(c)
    .set({
      remotePostcodeGroups: remote,
      noRemotePostcodeGroups: noRemote,
      version: sql`${c.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(costWhere(scope), eq(c.id, id)))
    .returning({ version: c.version });
  return out;
}

/** Moves a cost's version: its price data changed (zones, bands, surcharges). Internal: the caller checked scope. */
export async function bumpVersion(db: Db, id: number): Promise<number> {
  const [out] = await db
    .update(c)
    .set({ version: sql`${c.version} + 1`, updatedAt: new Date() })
    .where(eq(c.id, id))
    .returning({ version: c.version });
  return out?.version ?? 0;
}

export async function deleteCost(db: Db, scope: DataScope, id: number): Promise<boolean> {
  const out = await db
    .delete(c)
    .where(and(costWhere(scope), eq(c.id, id)))
    .returning({ id: c.id });
  return out.length > 0;
}

export async function costOptions(db: Db, scope: DataScope, limit: number) {
  return db
    .select({ id: c.id, code: c.code, name: c.name, status: c.status })
    .from(c)
    .where(costWhere(scope))
    .orderBy(asc(c.code))
    .limit(limit);
}

/** Who may own costs: supplier main accounts (enabled), for the platform's owner picker. */
export async function supplierAccounts(db: Db, limit: number) {
  return db
    .select({ id: users.id, username: users.username, nickName: users.nickName })
    .from(users)
    .where(and(eq(users.privilegeType, 'SUPPLIER'), isNull(users.parentId), eq(users.enabled, true)))
    .orderBy(asc(users.username))
    .limit(limit);
}

export async function findAccountHolder(db: Db, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      nickName: users.nickName,
      privilegeType: users.privilegeType,
      parentId: users.parentId,
    })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

export async function costVersion(db: Db, id: number): Promise<number | null> {
  const [row] = await db.select({ version: c.version }).from(c).where(eq(c.id, id));
  return row?.version ?? null;
}

export type AccountRow = typeof a.$inferSelect & {
  providerName: string | null;
  model: typeof m.$inferSelect | null;
};
export type AccountWrite = Omit<typeof a.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** A cost's account with its provider's name and its dock model (the caller checked the cost's scope). */
export async function findAccount(db: Db, costId: number): Promise<AccountRow | undefined> {
  const [row] = await db
    .select({ account: a, providerName: p.name, model: m })
    .from(a)
    .leftJoin(p, eq(p.id, a.dockingProviderId))
    .leftJoin(m, eq(m.id, a.dockModelId))
    .where(eq(a.costId, costId));
  return row ? { ...row.account, providerName: row.providerName, model: row.model } : undefined;
}

export async function upsertAccount(db: Db, row: AccountWrite): Promise<void> {
  const { costId: _costId, ...rest } = row;
  await db
    .insert(a)
    .values(row)
    .onConflictDoUpdate({ target: a.costId, set: { ...rest, updatedAt: new Date() } });
}

/** The account follows its cost to a new owner. */
export async function setAccountOwner(db: Db, costId: number, ownerId: number): Promise<void> {
  await db.update(a).set({ ownerId, updatedAt: new Date() }).where(eq(a.costId, costId));
}

export async function accountsUsing(db: Db, by: { providerId?: number; modelId?: number }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(a)
    .where(by.providerId !== undefined ? eq(a.dockingProviderId, by.providerId) : eq(a.dockModelId, by.modelId ?? 0));
  return row?.n ?? 0;
}

/** A cost whose postcode rule names the group (either library), or undefined. Internal. */
export async function costUsingGroup(db: Db, groupId: number) {
  const [row] = await db
    .select({ id: c.id, code: c.code })
    .from(c)
    .where(sql`${groupId} = any(${c.remotePostcodeGroups}) or ${groupId} = any(${c.noRemotePostcodeGroups})`)
    .orderBy(asc(c.id))
    .limit(1);
  return row;
}
