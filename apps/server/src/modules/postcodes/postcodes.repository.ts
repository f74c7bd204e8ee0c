import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PostcodeType } from '@parcelhub/contracts';
import type { Db } from '../../platform/db/client';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { containsPattern, pageOf } from '../../platform/db/paging';
import { users } from '../users';
import { postcodeGroupOwners, postcodeGroups as g, postcodes as p } from './postcodes.tables';

export type GroupRow = typeof g.$inferSelect & { ownerName: string | null; postcodeCount: number; rangeCount: number };
export type GroupWrite = Pick<typeof g.$inferInsert, 'name' | 'countryCode' | 'type' | 'description'>;
export type EntryRow = typeof p.$inferSelect;
export type EntryWrite = Pick<
  typeof p.$inferInsert,
  'groupId' | 'kind' | 'startPostcode' | 'endPostcode' | 'fromKey' | 'toKey'
>;

export interface GroupFilter {
  countryCode?: string;
  type?: PostcodeType;
  /** Part of the name. */
  name?: string;
}

/** Every query on groups goes through the caller's scope; postcodes through their group's. */
const scoped = (scope: DataScope, ...conds: (SQL | undefined)[]) =>
  and(scopeWhere(scope, postcodeGroupOwners), ...conds);

const filtered = (scope: DataScope, f: GroupFilter) =>
  scoped(
    scope,
    f.countryCode ? eq(g.countryCode, f.countryCode) : undefined,
    f.type ? eq(g.type, f.type) : undefined,
    f.name ? ilike(g.name, containsPattern(f.name)) : undefined,
  );

const groupColumns = {
  group: g,
  ownerName: users.username,
  postcodeCount: sql<number>`(select count(*) from ${p} where ${p.groupId} = ${g.id})`.mapWith(Number),
  rangeCount: sql<number>`(select count(*) from ${p} where ${p.groupId} = ${g.id} and ${p.kind} = 'RANGE')`.mapWith(
    Number,
  ),
};
type GroupSelect = {
  group: typeof g.$inferSelect;
  ownerName: string | null;
  postcodeCount: number;
  rangeCount: number;
};
const flatten = ({ group, ...rest }: GroupSelect): GroupRow => ({ ...group, ...rest });

export async function findGroups(db: Db, scope: DataScope, f: GroupFilter & { offset: number; limit: number }) {
  const rows = await db
    .select({ ...groupColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(g)
    .leftJoin(users, eq(users.id, g.supplierId))
    .where(filtered(scope, f))
    .orderBy(desc(g.id))
    .offset(f.offset)
    .limit(f.limit);
  const page = await pageOf(rows, f.offset, () => countGroups(db, scope, f));
  return { rows: page.rows.map(flatten), total: page.total };
}

export async function countGroups(db: Db, scope: DataScope, f: GroupFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(g).where(filtered(scope, f));
  return row?.n ?? 0;
}

export async function findGroup(db: Db, scope: DataScope, id: number): Promise<GroupRow | undefined> {
  const [row] = await db
    .select(groupColumns)
    .from(g)
    .leftJoin(users, eq(users.id, g.supplierId))
    .where(scoped(scope, eq(g.id, id)));
  return row ? flatten(row) : undefined;
}

/** The countries of the groups the scope sees. */
export async function groupCountries(db: Db, scope: DataScope): Promise<string[]> {
  const rows = await db
    .selectDistinct({ code: g.countryCode })
    .from(g)
    .where(scoped(scope))
    .orderBy(asc(g.countryCode));
  return rows.map((r) => r.code);
}

export async function groupOptions(db: Db, scope: DataScope, f: GroupFilter, limit: number) {
  return db
    .select({ id: g.id, name: g.name, countryCode: g.countryCode, type: g.type })
    .from(g)
    .where(filtered(scope, f))
    .orderBy(asc(g.countryCode), asc(g.name), asc(g.id))
    .limit(limit);
}

export async function insertGroup(
  db: Db,
  row: GroupWrite & { supplierId: number | null; createdBy: number },
): Promise<number> {
  const [out] = await db.insert(g).values(row).returning({ id: g.id });
  if (!out) throw new Error('insert returned no row');
  return out.id;
}

/** Changes a group (its version moves, so rate cards built from it rebuild). */
export async function updateGroup(db: Db, scope: DataScope, id: number, row: GroupWrite): Promise<boolean> {
  const out = await db
    .update(g)
    .set({ ...row, version: sql`${g.version} + 1`, updatedAt: new Date() })
    .where(scoped(scope, eq(g.id, id)))
    .returning({ id: g.id });
  return out.length > 0;
}

/** Marks groups changed after a write to their postcodes. */
export async function bumpVersions(db: Db, groupIds: number[]): Promise<void> {
  if (groupIds.length === 0) return;
  await db
    .update(g)
    .set({ version: sql`${g.version} + 1`, updatedAt: new Date() })
    .where(inArray(g.id, groupIds));
}

/** Deletes a group (its postcodes go with it); answers how many postcodes it held, or null when not the scope's. */
export async function deleteGroup(db: Db, scope: DataScope, id: number): Promise<number | null> {
  const [held] = await db.select({ n: count() }).from(p).where(eq(p.groupId, id));
  const out = await db
    .delete(g)
    .where(scoped(scope, eq(g.id, id)))
    .returning({ id: g.id });
  return out.length > 0 ? (held?.n ?? 0) : null;
}

export async function entryCounts(db: Db, groupId: number) {
  const [row] = await db
    .select({
      total: count(),
      ranges: sql<number>`count(*) filter (where ${p.kind} = 'RANGE')`.mapWith(Number),
    })
    .from(p)
    .where(eq(p.groupId, groupId));
  const total = row?.total ?? 0;
  const ranges = row?.ranges ?? 0;
  return { total, ranges, singles: total - ranges };
}

const entryMatches = (groupId: number, keyword: string | undefined, key: string) =>
  and(
    eq(p.groupId, groupId),
    keyword
      ? or(
          ilike(p.startPostcode, containsPattern(keyword)),
          ilike(p.endPostcode, containsPattern(keyword)),
          key ? ilike(p.fromKey, containsPattern(key)) : undefined,
          key ? ilike(p.toKey, containsPattern(key)) : undefined,
        )
      : undefined,
  );

/** A group's postcodes in key order (byte order), a page at a time, optionally those matching a keyword. */
export async function findEntries(
  db: Db,
  groupId: number,
  f: { keyword?: string; key: string; offset: number; limit: number },
) {
  const where = entryMatches(groupId, f.keyword, f.key);
  const rows = await db
    .select({ entry: p, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(p)
    .where(where)
    .orderBy(sql`${p.fromKey} collate "C"`, sql`${p.toKey} collate "C"`, asc(p.id))
    .offset(f.offset)
    .limit(f.limit);
  const page = await pageOf(rows, f.offset, async () => {
    const [n] = await db.select({ n: count() }).from(p).where(where);
    return n?.n ?? 0;
  });
  return { rows: page.rows.map((r) => r.entry), total: page.total };
}

/** A postcode with its group's country, within the scope's groups. */
export async function findEntry(db: Db, scope: DataScope, id: number) {
  const [row] = await db
    .select({ entry: p, countryCode: g.countryCode })
    .from(p)
    .innerJoin(g, eq(g.id, p.groupId))
    .where(scoped(scope, eq(p.id, id)));
  return row;
}

export async function insertEntry(db: Db, row: EntryWrite): Promise<number> {
  const [out] = await db.insert(p).values(row).returning({ id: p.id });
  if (!out) throw new Error('insert returned no row');
  return out.id;
}

export async function updateEntry(db: Db, id: number, row: EntryWrite): Promise<boolean> {
  const out = await db
    .update(p)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(p.id, id))
    .returning({ id: p.id });
  return out.length > 0;
}

export async function getEntry(db: Db, id: number): Promise<EntryRow | undefined> {
  const [row] = await db.select().from(p).where(eq(p.id, id));
  return row;
}

export async function deleteEntry(db: Db, id: number): Promise<void> {
  await db.delete(p).where(eq(p.id, id));
}

/** An import: a thousand rows a statement; a postcode the group already holds stays as it is. */
export async function insertEntries(db: Db, rows: EntryWrite[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) {
    await db
      .insert(p)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing({ target: [p.groupId, p.fromKey, p.toKey] });
  }
}

/** The groups asked for (those that exist), with their ranges in byte order of the keys. */
export async function rangesOf(db: Db, groupIds: number[]) {
  if (groupIds.length === 0) return { groups: [], ranges: [] };
  const groups = await db
    .select({ id: g.id, countryCode: g.countryCode, type: g.type, version: g.version })
    .from(g)
    .where(inArray(g.id, groupIds))
    .orderBy(asc(g.id));
  const ranges = await db
    .select({ groupId: p.groupId, from: p.fromKey, to: p.toKey })
    .from(p)
    .where(inArray(p.groupId, groupIds))
    .orderBy(asc(p.groupId), sql`${p.fromKey} collate "C"`, sql`${p.toKey} collate "C"`);
  return { groups, ranges };
}

/**
 * Whether a group of this country holds an entry covering the postcode key: the key's leading characters, as many
 * as the entry's keys hold, within them (byte order). The same rule as contracts' `rangeCovers`, in one query.
 */
export async function covers(db: Db, groupId: number, countryCode: string, key: string): Promise<boolean> {
  if (key === '') return false;
  const head = sql`substr(${key}::text, 1, length(${p.fromKey}))`;
  const [row] = await db
    .select({ id: p.id })
    .from(p)
    .innerJoin(g, eq(g.id, p.groupId))
    .where(
      and(
        eq(p.groupId, groupId),
        eq(g.countryCode, countryCode),
        sql`length(${p.fromKey}) <= ${key.length}`,
        sql`${p.fromKey} <= ${head} collate "C"`,
        sql`${head} <= ${p.toKey} collate "C"`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** An export's rows: postcodes of the groups the filters match (or of one group), in id order, a batch at a time. */
export async function* eachExportRow(db: Db, scope: DataScope, f: GroupFilter & { groupId?: number }, batch = 1000) {
  const where = and(filtered(scope, f), f.groupId ? eq(g.id, f.groupId) : undefined);
  for (let afterId = 0; ;) {
    const rows = await db
      .select({ entry: p, groupName: g.name })
      .from(p)
      .innerJoin(g, eq(g.id, p.groupId))
      .where(and(where, gt(p.id, afterId)))
      .orderBy(asc(p.id))
      .limit(batch);
    yield* rows;
    if (rows.length < batch) return;
    afterId = rows[rows.length - 1]!.entry.id;
  }
}

export async function countExportRows(db: Db, scope: DataScope, f: GroupFilter & { groupId?: number }) {
  const [row] = await db
    .select({ n: count() })
    .from(p)
    .innerJoin(g, eq(g.id, p.groupId))
    .where(and(filtered(scope, f), f.groupId ? eq(g.id, f.groupId) : undefined));
  return row?.n ?? 0;
}
