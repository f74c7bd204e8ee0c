import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { containsPattern } from '../../platform/db/paging';
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

export async function findAddresses(db: Db, scope: DataScope, f: AddressFilter) {
  const like = f.keyword ? containsPattern(f.keyword) : null;
  const cond = scoped(
    scope,
    f.type ? eq(a.type, f.type) : undefined,
    f.countryCode ? eq(a.countryCode, f.countryCode) : undefined,
    f.isDefault === undefined ? undefined : eq(a.isDefault, f.isDefault),
    like
      ? or(
          ilike(a.name, like),
          ilike(a.phone, like),
          ilike(a.city, like),
          ilike(a.zipCode, like),
          ilike(a.address1, like),
        )
      : undefined,
  );
  // One round trip: the total rides along as a window count (PGlite runs one query at a time).
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(a)
    .innerJoin(users, eq(users.id, a.ownerId))
    .where(cond)
    .orderBy(desc(a.isDefault), desc(a.id))
    .offset(f.offset)
    .limit(f.limit);
  if (rows.length > 0) return { rows: rows.map(flatten), total: rows[0]!.total };
  // Past the last page the window count has no row to ride on.
  const [row] = f.offset > 0 ? await db.select({ n: count() }).from(a).where(cond) : [{ n: 0 }];
  return { rows: [], total: row?.n ?? 0 };
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
