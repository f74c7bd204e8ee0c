import { and, asc, count, desc, eq, gt, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { containsPattern, pageOf } from '../../platform/db/paging';
import { preparedQuery, preparedScope, scopeValues } from '../../platform/db/prepared';
import { users } from '../users';
import { addressOwners, customerAddresses as a } from './addresses.tables';

export type AddressRow = typeof a.$inferSelect & { ownerName: string };
export type AddressWrite = Omit<typeof a.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
type AddressType = AddressWrite['type'];

/** Every query on addresses goes through the caller's scope. */
const scoped = (scope: DataScope, ...conds: (SQL | undefined)[]) => and(scopeWhere(scope, addressOwners), ...conds);

const columns = { address: a, ownerName: users.username };
const flatten = (r: { address: typeof a.$inferSelect; ownerName: string }): AddressRow => ({
  ...r.address,
  ownerName: r.ownerName,
});

export interface AddressFilter {
  type?: AddressType;
  countryCode?: string;
  keyword?: string;
  isDefault?: boolean;
  offset: number;
  limit: number;
}

type PageShape = {
  scope: DataScope['kind'];
  type: boolean;
  country: boolean;
  isDefault: boolean;
  keyword: boolean;
};

const P = sql.placeholder;
const filtered = (s: PageShape) =>
  and(
    scopeWhere(preparedScope(s.scope), addressOwners),
    s.type ? eq(a.type, P('type')) : undefined,
    s.country ? eq(a.countryCode, P('countryCode')) : undefined,
    s.isDefault ? eq(a.isDefault, P('isDefault')) : undefined,
    s.keyword
      ? or(
          ilike(a.name, P('like')),
          ilike(a.phone, P('like')),
          ilike(a.city, P('like')),
          ilike(a.zipCode, P('like')),
          ilike(a.address1, P('like')),
        )
      : undefined,
  );

// The address book's list is the hottest query so far: built once per filter shape, a prepared statement on PG.
// One round trip: the total rides along as a window count (PGlite runs one query at a time).
const pageQuery = preparedQuery('address_page', (db, s: PageShape) =>
  db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(a)
    .innerJoin(users, eq(users.id, a.ownerId))
    .where(filtered(s))
    .orderBy(desc(a.isDefault), desc(a.id))
    .offset(P('offset'))
    .limit(P('limit')),
);
const countQuery = preparedQuery('address_count', (db, s: PageShape) =>
  db.select({ n: count() }).from(a).where(filtered(s)),
);

const exportQuery = preparedQuery('address_export', (db, s: PageShape) =>
  db
    .select(columns)
    .from(a)
    .innerJoin(users, eq(users.id, a.ownerId))
    .where(and(filtered(s), gt(a.id, P('afterId'))))
    .orderBy(asc(a.id))
    .limit(P('limit')),
);

const shapeOf = (scope: DataScope, f: Omit<AddressFilter, 'offset' | 'limit'>): PageShape => ({
  scope: scope.kind,
  type: f.type !== undefined,
  country: f.countryCode !== undefined && f.countryCode !== '',
  isDefault: f.isDefault !== undefined,
  keyword: !!f.keyword,
});
const valuesOf = (scope: DataScope, f: Omit<AddressFilter, 'offset' | 'limit'>) => ({
  ...scopeValues(scope),
  type: f.type,
  countryCode: f.countryCode,
  isDefault: f.isDefault,
  like: f.keyword ? containsPattern(f.keyword) : undefined,
});

export async function countAddresses(db: Db, scope: DataScope, f: Omit<AddressFilter, 'offset' | 'limit'>) {
  const [row] = await countQuery(db, shapeOf(scope, f)).execute(valuesOf(scope, f));
  return row?.n ?? 0;
}

/** Every address the filters match, in id order, a batch at a time (keyset: no offset to skip past). */
export async function* eachAddress(db: Db, scope: DataScope, f: Omit<AddressFilter, 'offset' | 'limit'>, batch = 1000) {
  const query = exportQuery(db, shapeOf(scope, f));
  const values = valuesOf(scope, f);
  for (let afterId = 0; ;) {
    const rows = await query.execute({ ...values, afterId, limit: batch });
    for (const r of rows) yield flatten(r);
    if (rows.length < batch) return;
    afterId = rows[rows.length - 1]!.address.id;
  }
}

export async function findAddresses(db: Db, scope: DataScope, f: AddressFilter) {
  const shape = shapeOf(scope, f);
  const values = valuesOf(scope, f);
  const rows = await pageQuery(db, shape).execute({ ...values, offset: f.offset, limit: f.limit });
  const page = await pageOf(rows, f.offset, async () => (await countQuery(db, shape).execute(values))[0]?.n ?? 0);
  return { rows: page.rows.map(flatten), total: page.total };
}

export async function findAddressesOfOwner(db: Db, scope: DataScope, type?: AddressType) {
  const rows = await db
    .select(columns)
    .from(a)
    .innerJoin(users, eq(users.id, a.ownerId))
    .where(scoped(scope, type ? eq(a.type, type) : undefined))
    .orderBy(desc(a.isDefault), desc(a.id))
    .limit(1000);
  return rows.map(flatten);
}

export async function findAddress(db: Db, scope: DataScope, id: number): Promise<AddressRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(a)
    .innerJoin(users, eq(users.id, a.ownerId))
    .where(scoped(scope, eq(a.id, id)));
  return row ? flatten(row) : undefined;
}

export async function insertAddress(db: Db, row: AddressWrite): Promise<number> {
  const [out] = await db.insert(a).values(row).returning({ id: a.id });
  if (!out) throw new Error('insert returned no row');
  return out.id;
}

/** Many addresses in one statement per thousand rows (an import). */
export async function insertAddresses(db: Db, rows: AddressWrite[]): Promise<number> {
  for (let i = 0; i < rows.length; i += 1000) await db.insert(a).values(rows.slice(i, i + 1000));
  return rows.length;
}

export async function updateAddress(
  db: Db,
  scope: DataScope,
  id: number,
  row: Partial<AddressWrite>,
): Promise<boolean> {
  const out = await db
    .update(a)
    .set({ ...row, updatedAt: new Date() })
    .where(scoped(scope, eq(a.id, id)))
    .returning({ id: a.id });
  return out.length > 0;
}

/** Clears the default of the scope's addresses of one type, except `keepId` (scope: the one owning account). */
export async function clearDefault(db: Db, scope: DataScope, type: AddressType, keepId?: number) {
  await db
    .update(a)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(scoped(scope, eq(a.type, type), eq(a.isDefault, true), keepId ? ne(a.id, keepId) : undefined));
}

export async function deleteAddresses(db: Db, scope: DataScope, ids: number[]): Promise<number[]> {
  const out = await db
    .delete(a)
    .where(scoped(scope, inArray(a.id, ids)))
    .returning({ id: a.id });
  return out.map((r) => r.id);
}
