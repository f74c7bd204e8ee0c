import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/paging';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { dockingProviders, productCostAccounts, productCostOwners, productCosts } from '../product-costs';
import { products } from '../products';
import { users } from '../users';
import { trackRuleGroups as g, trackRules as r } from './track-rules.tables';

export type GroupRow = typeof g.$inferSelect & { ruleCount: number };
export type RuleRow = typeof r.$inferSelect;
export type GroupWrite = Pick<typeof g.$inferInsert, 'name' | 'carrierCode' | 'enabled' | 'remark'>;
export type RuleWrite = Omit<typeof r.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

// Written out: drizzle leaves columns unqualified in a subquery.
const ruleCount =
  sql<number>`(select count(*) from "track_rules" x where x."group_id" = "track_rule_groups"."id")`.mapWith(Number);
const groupColumns = { group: g, ruleCount };
const flatten = (row: { group: typeof g.$inferSelect; ruleCount: number }): GroupRow => ({
  ...row.group,
  ruleCount: row.ruleCount,
});

const matches = (text: string | undefined): SQL | undefined =>
  text ? or(ilike(g.name, containsPattern(text)), ilike(g.carrierCode, containsPattern(text))) : undefined;

export async function listGroups(db: Db, f: { blurry?: string; enabled?: boolean; offset: number; limit: number }) {
  const where = and(matches(f.blurry), f.enabled === undefined ? undefined : eq(g.enabled, f.enabled));
  const rows = await db
    .select(groupColumns)
    .from(g)
    .where(where)
    .orderBy(asc(g.carrierCode), asc(g.id))
    .offset(f.offset)
    .limit(f.limit);
  const [total] = await db.select({ n: count() }).from(g).where(where);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

export async function findGroup(db: Db, id: number): Promise<GroupRow | undefined> {
  const [row] = await db.select(groupColumns).from(g).where(eq(g.id, id));
  return row ? flatten(row) : undefined;
}

export async function insertGroup(db: Db, row: GroupWrite): Promise<number> {
  const [out] = await db.insert(g).values(row).returning({ id: g.id });
  if (!out) throw new Error('insert returned no row');
  return out.id;
}

/** Changes the group and moves its version (its carrier or state may have changed what maps); whether it was there. */
export async function updateGroup(db: Db, id: number, row: GroupWrite): Promise<boolean> {
  const out = await db
    .update(g)
    .set({ ...row, version: sql`${g.version} + 1`, updatedAt: new Date() })
    .where(eq(g.id, id))
    .returning({ id: g.id });
  return out.length > 0;
}

/** Deletes the groups (their rules cascade); answers the carrier codes of those deleted. */
export async function deleteGroups(db: Db, ids: readonly number[]): Promise<string[]> {
  const out = await db
    .delete(g)
    .where(inArray(g.id, [...ids]))
    .returning({ carrierCode: g.carrierCode });
  return out.map((o) => o.carrierCode);
}

/** Moves the groups' versions: every process compiles their rules again on its next mapping. */
export async function bumpVersions(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(g)
    .set({ version: sql`${g.version} + 1`, updatedAt: new Date() })
    .where(inArray(g.id, [...ids]));
}

/** The enabled group of each of these carrier codes (upper case), with its version. */
export async function enabledGroupsOf(db: Db, codes: readonly string[]) {
  if (codes.length === 0) return [];
  return db
    .select({ id: g.id, carrierCode: g.carrierCode, version: g.version })
    .from(g)
    .where(and(eq(g.enabled, true), inArray(g.carrierCode, [...codes])));
}

/** A group's rules in the order they are tried. */
export async function rulesOf(db: Db, groupId: number): Promise<RuleRow[]> {
  return db.select().from(r).where(eq(r.groupId, groupId)).orderBy(asc(r.priority), asc(r.id));
}

export async function findRule(db: Db, id: number): Promise<RuleRow | undefined> {
  const [row] = await db.select().from(r).where(eq(r.id, id));
  return row;
}

export async function insertRule(db: Db, row: RuleWrite): Promise<number> {
  const [out] = await db.insert(r).values(row).returning({ id: r.id });
  if (!out) throw new Error('insert returned no row');
  return out.id;
}

/** Changes the rule, in its group; answers whether it was there. */
export async function updateRule(db: Db, id: number, row: RuleWrite): Promise<boolean> {
  const out = await db
    .update(r)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(r.id, id))
    .returning({ id: r.id });
  return out.length > 0;
}

/** An import's rows: a (group, kind, text) the group has changes that rule, any other is added. One statement. */
export async function upsertRules(db: Db, rows: readonly RuleWrite[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(r)
    .values([...rows])
    .onConflictDoUpdate({
      target: [r.groupId, r.matchKind, r.matchText],
      set: {
        priority: sql`excluded.priority`,
        status: sql`excluded.status`,
        subStatus: sql`excluded.sub_status`,
        enabled: sql`excluded.enabled`,
        remark: sql`excluded.remark`,
        updatedAt: new Date(),
      },
    });
}

/** Deletes the rules; answers the groups they were in. */
export async function deleteRules(db: Db, ids: readonly number[]): Promise<number[]> {
  const out = await db
    .delete(r)
    .where(inArray(r.id, [...ids]))
    .returning({ groupId: r.groupId });
  return out.map((o) => o.groupId);
}

/** Every group for the dropdowns, by carrier code. */
export async function groupOptions(db: Db) {
  return db
    .select({ id: g.id, name: g.name, carrierCode: g.carrierCode })
    .from(g)
    .orderBy(asc(g.carrierCode), asc(g.id));
}

/** At most this many costs answer for one group (a carrier is used by tens, not thousands). */
const MAX_GROUP_COSTS = 500;

/**
 * The product costs whose account reaches a carrier code, by its docking provider's code or its final carrier's
 * (`tracknetCode`), each with the products shelved on it: one statement, reading the product costs' and products'
 * public tables (decision 262). In the caller's scope: a supplier sees its own costs only.
 */
export async function costsUsingCarrier(db: Db, scope: DataScope, carrierCode: string) {
  const viaProvider = sql<boolean>`${dockingProviders.code} is not null and ${dockingProviders.code} = ${carrierCode}`;
  return db
    .select({
      costId: productCosts.id,
      costCode: productCosts.code,
      costName: productCosts.name,
      ownerName: users.username,
      viaProvider,
      serviceCode: productCostAccounts.serviceCode,
      logisticsProviderName: productCostAccounts.logisticsProviderName,
      finalLogisticsName: productCostAccounts.finalLogisticsName,
      products: sql<{ id: number; code: string; name: string; status: string }[]>`coalesce((
        select json_agg(json_build_object('id', p.id, 'code', p.code, 'name', p.name, 'status', p.status) order by p.id)
        from ${products} p where p.cost_id = ${productCosts.id}), '[]'::json)`,
    })
    .from(productCostAccounts)
    .innerJoin(productCosts, eq(productCosts.id, productCostAccounts.costId))
    .innerJoin(users, eq(users.id, productCosts.ownerId))
    .leftJoin(
      dockingProviders,
      and(eq(dockingProviders.id, productCostAccounts.dockingProviderId), isNull(dockingProviders.deletedAt)),
    )
    .where(
      and(
        scopeWhere(scope, productCostOwners),
        or(viaProvider, sql`upper(${productCostAccounts.tracknetCode}) = ${carrierCode}`),
      ),
    )
    .orderBy(asc(productCosts.id))
    .limit(MAX_GROUP_COSTS);
}
