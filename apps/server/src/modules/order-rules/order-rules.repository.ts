import { aliasedTable, and, asc, desc, eq, gt, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern, pageOf } from '../../platform/db/paging';
import { users } from '../users';
import { products } from '../products';
import { postcodeGroups } from '../postcodes';
import { orderRuleGroups as g, orderRules as r, orderRulesState } from './order-rules.tables';

/*
 * Order rules are platform data: no owner columns and no DataScope; the service lets only the platform in.
 */

export type GroupRow = typeof g.$inferSelect;
export type RuleRow = typeof r.$inferSelect;
export type GroupWrite = Pick<typeof g.$inferInsert, 'name' | 'status' | 'sort' | 'remark'>;
export type RuleWrite = Omit<typeof r.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'createdBy' | 'sort'>;

const createdByUser = aliasedTable(users, 'created_by_user');
const updatedByUser = aliasedTable(users, 'updated_by_user');

/** A group row with its authors' names. */
export type GroupView = GroupRow & { createdByName: string | null; updatedByName: string | null };
export type RuleView = RuleRow & { createdByName: string | null; updatedByName: string | null };

export async function findGroup(db: Db, id: number): Promise<GroupView | undefined> {
  const [row] = await db
    .select({ group: g, createdByName: createdByUser.username, updatedByName: updatedByUser.username })
    .from(g)
    .leftJoin(createdByUser, eq(createdByUser.id, g.createdBy))
    .leftJoin(updatedByUser, eq(updatedByUser.id, g.updatedBy))
    .where(eq(g.id, id));
  return row && { ...row.group, createdByName: row.createdByName, updatedByName: row.updatedByName };
}

/** Locks a group's row for the transaction: the writes to its rules' order take turns on it. */
export async function lockGroup(db: Db, id: number): Promise<GroupRow | undefined> {
  const [row] = await db.select().from(g).where(eq(g.id, id)).for('update');
  return row;
}

/** Locks groups in id order (the same order for every caller, so two callers never wait on each other in a ring). */
export async function lockGroups(db: Db, ids: readonly number[]): Promise<GroupRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(g)
    .where(inArray(g.id, [...ids]))
    .orderBy(asc(g.id))
    .for('update');
}

export async function findRule(db: Db, id: number): Promise<RuleRow | undefined> {
  const [row] = await db.select().from(r).where(eq(r.id, id));
  return row;
}

export interface GroupFilter {
  name?: string;
  status?: GroupRow['status'];
}

function groupWhere(f: GroupFilter): SQL | undefined {
  const where: SQL[] = [];
  if (f.status) where.push(eq(g.status, f.status));
  if (f.name) {
    const like = containsPattern(f.name);
    const anyRule = sql`exists (select 1 from ${r} where ${r.groupId} = ${g.id} and ${r.name} ilike ${like})`;
    where.push(or(ilike(g.name, like), anyRule)!);
  }
  return where.length ? and(...where) : undefined;
}

/** A page of groups in evaluation order (sort, then id), with the total. */
export async function findGroups(db: Db, f: GroupFilter, offset: number, limit: number) {
  const rows = await db
    .select({
      group: g,
      createdByName: createdByUser.username,
      updatedByName: updatedByUser.username,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(g)
    .leftJoin(createdByUser, eq(createdByUser.id, g.createdBy))
    .leftJoin(updatedByUser, eq(updatedByUser.id, g.updatedBy))
    .where(groupWhere(f))
    .orderBy(asc(g.sort), asc(g.id))
    .offset(offset)
    .limit(limit);
  const page = await pageOf(rows, offset, async () => db.$count(g, groupWhere(f)));
  return {
    total: page.total,
    rows: page.rows.map((x): GroupView => ({
      ...x.group,
      createdByName: x.createdByName,
      updatedByName: x.updatedByName,
    })),
  };
}

/** The rules of these groups, each group's in evaluation order (sort, then id). */
export async function rulesOf(db: Db, groupIds: readonly number[]): Promise<RuleView[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({ rule: r, createdByName: createdByUser.username, updatedByName: updatedByUser.username })
    .from(r)
    .leftJoin(createdByUser, eq(createdByUser.id, r.createdBy))
    .leftJoin(updatedByUser, eq(updatedByUser.id, r.updatedBy))
    .where(inArray(r.groupId, [...groupIds]))
    .orderBy(asc(r.groupId), asc(r.sort), asc(r.id));
  return rows.map((x) => ({ ...x.rule, createdByName: x.createdByName, updatedByName: x.updatedByName }));
}

export async function nextGroupSort(db: Db): Promise<number> {
  const [row] = await db.select({ max: sql<number | null>`max(${g.sort})`.mapWith(Number) }).from(g);
  return (row?.max ?? 0) + 1;
}

export async function insertGroup(db: Db, values: GroupWrite & { createdBy: number }): Promise<number> {
  const [row] = await db
    .insert(g)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: g.id });
  return row!.id;
}

export async function updateGroup(db: Db, id: number, values: Partial<GroupWrite> & { updatedBy: number }) {
  const rows = await db
    .update(g)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(g.id, id))
    .returning({ id: g.id });
  return rows.length > 0;
}

/** The sort number after the group's last rule (the group row is locked by the caller). */
export async function nextRuleSort(db: Db, groupId: number): Promise<number> {
  const [row] = await db
    .select({ max: sql<number | null>`max(${r.sort})`.mapWith(Number) })
    .from(r)
    .where(eq(r.groupId, groupId));
  return (row?.max ?? 0) + 1;
}

export async function insertRule(db: Db, values: RuleWrite & { sort: number; createdBy: number }): Promise<number> {
  const [row] = await db
    .insert(r)
    .values({ ...values, updatedBy: values.createdBy })
    .returning({ id: r.id });
  return row!.id;
}

export async function updateRule(
  db: Db,
  id: number,
  values: Partial<RuleWrite> & { sort?: number; updatedBy: number },
) {
  const rows = await db
    .update(r)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(r.id, id))
    .returning({ id: r.id });
  return rows.length > 0;
}

/** The rule just before (up) or after (down) a sort number in a group, if any. */
export async function neighbour(db: Db, groupId: number, sort: number, direction: 'up' | 'down') {
  const [row] = await db
    .select({ id: r.id, sort: r.sort })
    .from(r)
    .where(and(eq(r.groupId, groupId), direction === 'up' ? lt(r.sort, sort) : gt(r.sort, sort)))
    .orderBy(direction === 'up' ? desc(r.sort) : asc(r.sort))
    .limit(1);
  return row;
}

/** Swaps two rules' sort numbers in one statement (the unique constraint is checked when it ends). */
export async function swapSorts(db: Db, a: { id: number; sort: number }, b: { id: number; sort: number }) {
  await db
    .update(r)
    .set({
      sort: sql`case when ${r.id} = ${a.id} then ${b.sort}::integer else ${a.sort}::integer end`,
      updatedAt: new Date(),
    })
    .where(inArray(r.id, [a.id, b.id]));
}

export async function deleteRule(db: Db, groupId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(r)
    .where(and(eq(r.id, id), eq(r.groupId, groupId)))
    .returning({ id: r.id });
  return rows.length > 0;
}

/** Deletes groups (their rules go with them); answers how many rules went. */
export async function deleteGroups(db: Db, ids: readonly number[]): Promise<number> {
  const [count] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(r)
    .where(inArray(r.groupId, [...ids]));
  await db.delete(g).where(inArray(g.id, [...ids]));
  return count?.n ?? 0;
}

export async function setGroupStatus(db: Db, id: number, status: GroupRow['status'], updatedBy: number) {
  return updateGroup(db, id, { status, updatedBy });
}

export async function setRuleStatus(db: Db, id: number, status: RuleRow['status'], updatedBy: number) {
  return updateRule(db, id, { status, updatedBy });
}

/** Of these product ids, those that exist. */
export async function existingProducts(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...ids]));
  return rows.map((x) => x.id);
}

/** Of these ids, those of customer main accounts (rules name the account orders are placed for). */
export async function existingCustomers(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.privilegeType, 'USER'), isNull(users.parentId)));
  return rows.map((x) => x.id);
}

/** Every product, for the rule form's select. */
export async function productOptions(db: Db) {
  return db
    .select({ id: products.id, code: products.code, name: products.name, nameEn: products.nameEn })
    .from(products)
    .orderBy(asc(products.code));
}

export async function productNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: products.id, code: products.code, name: products.name, nameEn: products.nameEn })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

export async function customerNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(users.id, [...ids]));
}

export async function postcodeGroupNames(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: postcodeGroups.id, name: postcodeGroups.name, countryCode: postcodeGroups.countryCode })
    .from(postcodeGroups)
    .where(inArray(postcodeGroups.id, [...ids]));
}

/** A rule whose postcode condition names the group, for the postcodes module's in-use check. */
export async function ruleUsingPostcodeGroup(db: Db, groupId: number) {
  const [row] = await db
    .select({ id: r.id, name: r.name })
    .from(r)
    .where(sql`${r.postcodeGroupIds} @> array[${groupId}::integer]`)
    .orderBy(asc(r.id))
    .limit(1);
  return row;
}

/**
 * The compiled rules' key: the counter every change moves, and the transaction that last wrote it (a counter value
 * an aborted transaction once showed can come back with other data; the writer's id cannot).
 */
export async function stateKey(db: Db): Promise<string> {
  const [row] = await db
    .select({ version: orderRulesState.version, writer: sql<string>`${orderRulesState}.xmin::text` })
    .from(orderRulesState)
    .where(eq(orderRulesState.one, true));
  return row ? `${row.version}:${row.writer}` : 'none';
}

/** The enabled groups and their enabled rules: what the evaluator reads. */
export async function liveRules(db: Db) {
  const groups = await db
    .select({ id: g.id, name: g.name, status: g.status, sort: g.sort })
    .from(g)
    .where(eq(g.status, 'ENABLED'));
  const rules = groups.length
    ? await db
        .select()
        .from(r)
        .where(
          and(
            eq(r.status, 'ENABLED'),
            inArray(
              r.groupId,
              groups.map((x) => x.id),
            ),
          ),
        )
    : [];
  return { groups, rules };
}
