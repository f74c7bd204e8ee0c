import { and, arrayContains, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { containsPattern, pageOf } from '../../platform/db/paging';
import { users } from '../users';
import { productCosts } from '../product-costs';
import { premiumPackages, productCustomers, productOwners, products as p } from './products.tables';

export type ProductRecord = typeof p.$inferSelect;
export type ProductWrite = Omit<typeof p.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'version'>;
export type ProductRow = ProductRecord & {
  ownerName: string;
  costCode: string;
  costName: string;
  costStatus: 'ENABLED' | 'DISABLED';
  costOwnerId: number;
  costWeightCarryRule: string;
  costCustomWeightRule: { upTo: string | null; step: string }[];
  costRemoteGroups: number[];
  costNoRemoteGroups: number[];
};
export type CostRow = typeof productCosts.$inferSelect & { ownerName: string };

/**
 * What a scope sees of the catalogue: the platform everything; a supplier the products shelved on its own costs; a
 * customer (sub-accounts act for their main account) its own-account products, and the products assigned to it,
 * signed and online. Every read of products goes through this.
 */
function visibleWhere(scope: DataScope): SQL | undefined {
  switch (scope.kind) {
    case 'all':
      return undefined;
    case 'supplier':
      return eq(productCosts.ownerId, scope.accountId);
    case 'account':
      return or(
        and(eq(p.source, 'OWN'), scopeWhere(scope, productOwners)),
        and(
          eq(p.status, 'ONLINE'),
          sql`exists (select 1 from ${productCustomers} where ${productCustomers.productId} = ${p.id}
            and ${productCustomers.customerId} = ${scope.accountId} and ${productCustomers.signingStatus} = 'SIGNED')`,
        ),
      );
    default: {
      const never: never = scope;
      throw new Error(`unknown scope ${JSON.stringify(never)}`);
    }
  }
}

const columns = {
  product: p,
  ownerName: users.username,
  costCode: productCosts.code,
  costName: productCosts.name,
  costStatus: productCosts.status,
  costOwnerId: productCosts.ownerId,
  costWeightCarryRule: productCosts.weightCarryRule,
  costCustomWeightRule: productCosts.customWeightRule,
  costRemoteGroups: productCosts.remotePostcodeGroups,
  costNoRemoteGroups: productCosts.noRemotePostcodeGroups,
};
type Joined = { product: ProductRecord } & Omit<ProductRow, keyof ProductRecord>;
const flatten = ({ product, ...rest }: Joined): ProductRow => ({ ...product, ...rest });

const joined = (db: Db) =>
  db
    .select(columns)
    .from(p)
    .innerJoin(productCosts, eq(productCosts.id, p.costId))
    .innerJoin(users, eq(users.id, p.ownerId));

export interface ProductFilter {
  queryType: 'ALL' | 'SIGNING' | 'NOT_SIGNING';
  code?: string;
  name?: string;
  status?: 'ONLINE' | 'OFFLINE';
  source?: 'PLATFORM' | 'SUPPLIER' | 'OWN';
  destination?: string;
  startCountry?: string;
  costId?: number;
}

function filterWhere(scope: DataScope, f: ProductFilter): SQL | undefined {
  return and(
    visibleWhere(scope),
    f.queryType === 'SIGNING' ? inArray(p.source, ['PLATFORM', 'SUPPLIER']) : undefined,
    f.queryType === 'NOT_SIGNING' ? eq(p.source, 'OWN') : undefined,
    f.code ? ilike(p.code, containsPattern(f.code)) : undefined,
    f.name ? or(ilike(p.name, containsPattern(f.name)), ilike(p.nameEn, containsPattern(f.name))) : undefined,
    f.status ? eq(p.status, f.status) : undefined,
    f.source ? eq(p.source, f.source) : undefined,
    f.destination ? arrayContains(p.deliveryCountries, [f.destination]) : undefined,
    f.startCountry ? eq(p.startCountry, f.startCountry) : undefined,
    f.costId ? eq(p.costId, f.costId) : undefined,
  );
}

export async function findProducts(db: Db, scope: DataScope, f: ProductFilter, offset: number, limit: number) {
  const where = filterWhere(scope, f);
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(p)
    .innerJoin(productCosts, eq(productCosts.id, p.costId))
    .innerJoin(users, eq(users.id, p.ownerId))
    .where(where)
    .orderBy(desc(p.id))
    .offset(offset)
    .limit(limit);
  const page = await pageOf(rows, offset, async () => {
    const [row] = await db
      .select({ n: count() })
      .from(p)
      .innerJoin(productCosts, eq(productCosts.id, p.costId))
      .where(where);
    return row?.n ?? 0;
  });
  return { rows: page.rows.map(flatten), total: page.total };
}

export async function findProduct(db: Db, scope: DataScope, id: number): Promise<ProductRow | undefined> {
  const [row] = await joined(db).where(and(visibleWhere(scope), eq(p.id, id)));
  return row ? flatten(row) : undefined;
}

/** The ids among `ids` (or all) a customer account may quote and order: assigned, signed and online, or its own online. */
export async function usableIds(db: Db, scope: DataScope, ids?: readonly number[]): Promise<number[]> {
  const rows = await db
    .select({ id: p.id })
    .from(p)
    .innerJoin(productCosts, eq(productCosts.id, p.costId))
    .where(and(visibleWhere(scope), eq(p.status, 'ONLINE'), ids ? inArray(p.id, [...ids]) : undefined))
    .orderBy(asc(p.id));
  return rows.map((r) => r.id);
}

/** The destination countries of the visible products among `ids`. */
export async function destinationsOf(db: Db, scope: DataScope, ids: readonly number[]): Promise<string[][]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ countries: p.deliveryCountries })
    .from(p)
    .innerJoin(productCosts, eq(productCosts.id, p.costId))
    .where(and(visibleWhere(scope), inArray(p.id, [...ids])));
  return rows.map((r) => r.countries);
}

export async function insertProduct(db: Db, row: ProductWrite): Promise<number> {
  const [out] = await db.insert(p).values(row).returning({ id: p.id });
  if (!out) throw new Error('insert returned no row');
  return out.id;
}

/** Edits a product and moves its version (every edit may change a quote). */
export async function updateProduct(db: Db, id: number, patch: Partial<ProductWrite>): Promise<number | undefined> {
  const [out] = await db
    .update(p)
    .set({ ...patch, version: sql`${p.version} + 1`, updatedAt: new Date() })
    .where(eq(p.id, id))
    .returning({ version: p.version });
  return out?.version;
}

/**
 * Moves a product's version: the first write of every transaction that changes what a quote answers (its
 * customers, packages, assignments). The row lock it takes also puts concurrent writes on one product in a line.
 */
export async function bumpVersion(db: Db, id: number): Promise<number | undefined> {
  const [out] = await db
    .update(p)
    .set({ version: sql`${p.version} + 1`, updatedAt: new Date() })
    .where(eq(p.id, id))
    .returning({ version: p.version });
  return out?.version;
}

/**
 * Online or offline, moving the version, and recording who took it offline. Going online is refused (no row) to
 * anyone but the platform when the platform took it offline; the platform taking an offline product offline again
 * makes the offline its own. Answers whether the row changed.
 */
export async function setStatus(
  db: Db,
  id: number,
  status: 'ONLINE' | 'OFFLINE',
  by: 'PLATFORM' | 'USER' | 'SUPPLIER',
): Promise<boolean> {
  const notPlatformOffline = or(isNull(p.offlineBy), ne(p.offlineBy, 'PLATFORM'));
  const when =
    status === 'ONLINE'
      ? and(ne(p.status, 'ONLINE'), by === 'PLATFORM' ? undefined : notPlatformOffline)
      : by === 'PLATFORM'
        ? or(ne(p.status, 'OFFLINE'), notPlatformOffline)
        : ne(p.status, 'OFFLINE');
  const out = await db
    .update(p)
    .set({ status, offlineBy: status === 'OFFLINE' ? by : null, version: sql`${p.version} + 1`, updatedAt: new Date() })
    .where(and(eq(p.id, id), when))
    .returning({ id: p.id });
  return out.length > 0;
}

/** Takes the account's row lock: one account's own-product creations go one at a time (the cap holds). */
export async function lockAccount(db: Db, accountId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, accountId)).for('update');
}

/** Every write of a products row moves its version, these two included (rate cards rebuild from the row). */
export async function setPreRecordingAmount(db: Db, id: number, amount: string) {
  const [out] = await db
    .update(p)
    .set({ preRecordingAmount: amount, version: sql`${p.version} + 1`, updatedAt: new Date() })
    .where(eq(p.id, id))
    .returning({ version: p.version, preRecordingAmount: p.preRecordingAmount });
  return out;
}

export async function setRequiresCustomsNo(db: Db, id: number, value: boolean): Promise<void> {
  await db
    .update(p)
    .set({ requiresCustomsNo: value, version: sql`${p.version} + 1`, updatedAt: new Date() })
    .where(eq(p.id, id));
}

export async function countOwnProducts(db: Db, ownerId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(p)
    .where(and(eq(p.ownerId, ownerId), eq(p.source, 'OWN')));
  return row?.n ?? 0;
}

export async function findCost(db: Db, id: number): Promise<CostRow | undefined> {
  const [row] = await db
    .select({ cost: productCosts, ownerName: users.username })
    .from(productCosts)
    .innerJoin(users, eq(users.id, productCosts.ownerId))
    .where(eq(productCosts.id, id));
  return row ? { ...row.cost, ownerName: row.ownerName } : undefined;
}

export async function countProductsOnCost(db: Db, costId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(p).where(eq(p.costId, costId));
  return row?.n ?? 0;
}

export async function privilegeOf(db: Db, userId: number) {
  const [row] = await db
    .select({ privilegeType: users.privilegeType, parentId: users.parentId })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** Assigned customers and packages per product (the platform's list). */
export async function countsOf(db: Db, ids: readonly number[]) {
  const out = new Map<number, { customers: number; packages: number }>();
  if (ids.length === 0) return out;
  const [customers, packages] = [
    await db
      .select({ id: productCustomers.productId, n: count() })
      .from(productCustomers)
      .where(inArray(productCustomers.productId, [...ids]))
      .groupBy(productCustomers.productId),
    await db
      .select({ id: premiumPackages.productId, n: count() })
      .from(premiumPackages)
      .where(inArray(premiumPackages.productId, [...ids]))
      .groupBy(premiumPackages.productId),
  ];
  for (const id of ids) out.set(id, { customers: 0, packages: 0 });
  for (const r of customers) out.get(r.id)!.customers = r.n;
  for (const r of packages) out.get(r.id)!.packages = r.n;
  return out;
}

export type SigningRow = typeof productCustomers.$inferSelect;

/** A customer's signing rows for these products. */
export async function signingOf(db: Db, customerId: number, ids: readonly number[]): Promise<Map<number, SigningRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select()
    .from(productCustomers)
    .where(and(eq(productCustomers.customerId, customerId), inArray(productCustomers.productId, [...ids])));
  return new Map(rows.map((r) => [r.productId, r]));
}

/** Customer main accounts among `ids` (privilege USER, no parent). */
export async function customerAccounts(db: Db, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(inArray(users.id, [...ids]), eq(users.privilegeType, 'USER'), isNull(users.parentId)));
}
