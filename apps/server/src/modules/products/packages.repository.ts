import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern, pageOf } from '../../platform/db/paging';
import { users } from '../users';
import { productCostPrices } from '../product-costs';
import { premiumPackageCustomers as ppc, premiumPackages as pp, products } from './products.tables';

export type PackageRecord = typeof pp.$inferSelect;
export type PackageWrite = Omit<typeof pp.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type PackageRow = PackageRecord & {
  productCode: string;
  productName: string;
  currency: string;
  customerCount: number;
};
type ReportPriceType = PackageRecord['reportPriceType'];

const customerCount = sql<number>`(select count(*) from ${ppc} where ${ppc.packageId} = ${pp.id})`.mapWith(Number);
const columns = {
  pkg: pp,
  productCode: products.code,
  productName: products.name,
  currency: products.currency,
  customerCount,
};
const flatten = ({ pkg, ...rest }: { pkg: PackageRecord } & Omit<PackageRow, keyof PackageRecord>): PackageRow => ({
  ...pkg,
  ...rest,
});

export interface PackageFilter {
  productId?: number;
  reportPriceType?: ReportPriceType;
  name?: string;
  effective?: boolean;
}

export async function findPackages(db: Db, f: PackageFilter, offset: number, limit: number) {
  const where: SQL | undefined = and(
    f.productId ? eq(pp.productId, f.productId) : undefined,
    f.reportPriceType ? eq(pp.reportPriceType, f.reportPriceType) : undefined,
    f.name ? ilike(pp.name, containsPattern(f.name)) : undefined,
    f.effective !== undefined ? eq(pp.effective, f.effective) : undefined,
  );
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(pp)
    .innerJoin(products, eq(products.id, pp.productId))
    .where(where)
    .orderBy(desc(pp.productId), desc(pp.isDefault), asc(pp.id))
    .offset(offset)
    .limit(limit);
  const page = await pageOf(rows, offset, async () => (await db.select({ n: count() }).from(pp).where(where))[0]!.n);
  return { rows: page.rows.map(flatten), total: page.total };
}

export async function findPackage(db: Db, id: number): Promise<PackageRow | undefined> {
  const [row] = await db
    .select(columns)
    .from(pp)
    .innerJoin(products, eq(products.id, pp.productId))
    .where(eq(pp.id, id));
  return row ? flatten(row) : undefined;
}

export async function packagesOfProduct(db: Db, productId: number, effectiveOnly = false): Promise<PackageRecord[]> {
  return db
    .select()
    .from(pp)
    .where(and(eq(pp.productId, productId), effectiveOnly ? eq(pp.effective, true) : undefined))
    .orderBy(desc(pp.isDefault), asc(pp.id));
}

export async function insertPackage(db: Db, row: PackageWrite): Promise<number> {
  const [out] = await db.insert(pp).values(row).returning({ id: pp.id });
  if (!out) throw new Error('insert returned no row');
  return out.id;
}

export async function updatePackage(db: Db, id: number, patch: Partial<PackageWrite>): Promise<void> {
  await db
    .update(pp)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(pp.id, id));
}

/** Makes room for a new default: the product's other default of the same report price type stops being one. */
export async function clearDefault(db: Db, productId: number, type: ReportPriceType, keepId?: number) {
  await db
    .update(pp)
    .set({ isDefault: false, updatedAt: new Date() })
    .where(
      and(
        eq(pp.productId, productId),
        eq(pp.reportPriceType, type),
        eq(pp.isDefault, true),
        keepId ? ne(pp.id, keepId) : undefined,
      ),
    );
}

export async function deletePackage(db: Db, productId: number, id: number): Promise<boolean> {
  const out = await db
    .delete(pp)
    .where(and(eq(pp.id, id), eq(pp.productId, productId)))
    .returning({ id: pp.id });
  return out.length > 0;
}

/**
 * Assigns the package to customers: one package per customer and product, so an earlier assignment of the same
 * product moves here (the unique (product, customer) index is the conflict target).
 */
export async function assignPackage(db: Db, packageId: number, productId: number, customerIds: readonly number[]) {
  if (customerIds.length === 0) return;
  await db
    .insert(ppc)
    .values(customerIds.map((customerId) => ({ packageId, productId, customerId })))
    .onConflictDoUpdate({
      target: [ppc.productId, ppc.customerId],
      set: { packageId, createdAt: sql`now()` },
      setWhere: ne(ppc.packageId, packageId),
    });
}

export async function unassignPackage(db: Db, packageId: number, customerId: number): Promise<boolean> {
  const out = await db
    .delete(ppc)
    .where(and(eq(ppc.packageId, packageId), eq(ppc.customerId, customerId)))
    .returning({ id: ppc.customerId });
  return out.length > 0;
}

export async function assignees(db: Db, packageId: number, withPhoneOnly: boolean) {
  return db
    .select({
      customerId: users.id,
      userName: users.username,
      nickName: users.nickName,
      phone: users.phone,
      assignedAt: ppc.createdAt,
    })
    .from(ppc)
    .innerJoin(users, eq(users.id, ppc.customerId))
    .where(and(eq(ppc.packageId, packageId), withPhoneOnly ? isNotNull(users.phone) : undefined))
    .orderBy(desc(ppc.createdAt), asc(users.id));
}

/** Customer main accounts by phone or by user name (case-insensitive), for assignments. */
export async function customersBy(db: Db, by: 'phone' | 'username', values: readonly string[]) {
  if (values.length === 0) return [];
  const match =
    by === 'phone'
      ? inArray(users.phone, [...values])
      : inArray(
          sql`lower(${users.username})`,
          values.map((v) => v.toLowerCase()),
        );
  return db
    .select({ id: users.id, username: users.username, phone: users.phone })
    .from(users)
    .where(and(match, eq(users.privilegeType, 'USER'), isNull(users.parentId)));
}

/**
 * The package that prices a customer on a product for a report price type: its assigned package when effective
 * and of that type, else the product's effective default of that type, else none.
 */
export async function packageFor(db: Db, productId: number, customerId: number | null, type: ReportPriceType) {
  const rows = await db
    .select({ pkg: pp, assigned: sql<boolean>`${ppc.customerId} is not null` })
    .from(pp)
    .leftJoin(ppc, and(eq(ppc.packageId, pp.id), customerId === null ? sql`false` : eq(ppc.customerId, customerId)))
    .where(
      and(
        eq(pp.productId, productId),
        eq(pp.reportPriceType, type),
        eq(pp.effective, true),
        or(eq(pp.isDefault, true), isNotNull(ppc.customerId)),
      ),
    );
  return (rows.find((r) => r.assigned) ?? rows.find((r) => r.pkg.isDefault))?.pkg ?? null;
}

/** The packages pricing one customer on several products (assigned, else default), by product. */
export async function packagesFor(db: Db, productIds: readonly number[], customerId: number, type: ReportPriceType) {
  const out = new Map<number, PackageRecord>();
  if (productIds.length === 0) return out;
  const rows = await db
    .select({ pkg: pp, assigned: sql<boolean>`${ppc.customerId} is not null` })
    .from(pp)
    .leftJoin(ppc, and(eq(ppc.packageId, pp.id), eq(ppc.customerId, customerId)))
    .where(
      and(
        inArray(pp.productId, [...productIds]),
        eq(pp.reportPriceType, type),
        eq(pp.effective, true),
        or(eq(pp.isDefault, true), isNotNull(ppc.customerId)),
      ),
    );
  for (const r of rows) if (!out.has(r.pkg.productId) || r.assigned) out.set(r.pkg.productId, r.pkg);
  return out;
}

/** The weight bands of a cost's rate card, zone by zone, lightest first (the zone price export). */
export async function costBands(db: Db, costId: number) {
  return db
    .select()
    .from(productCostPrices)
    .where(eq(productCostPrices.costId, costId))
    .orderBy(asc(productCostPrices.zone), sql`${productCostPrices.weightUpTo} asc nulls last`);
}
