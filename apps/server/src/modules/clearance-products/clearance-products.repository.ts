import { and, asc, count, desc, eq, getTableColumns, ilike, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/paging';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { users } from '../users';
import {
  clearancePreRecordedBagOwners,
  clearancePreRecordedBags,
  clearanceProductOwners,
  clearanceProducts as p,
  clearanceQuoteCustomers as qc,
  clearanceQuotes as q,
} from './clearance-products.tables';

export type ProductRow = typeof p.$inferSelect & { supplierName: string };
export type ProductWrite = Omit<typeof p.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type QuoteRow = typeof q.$inferSelect;
export type QuotePrices = Pick<QuoteRow, 'currency' | 'billPrice' | 'bagPrice' | 'kgPrice' | 'parcelPrice' | 'minPrice'>;

/**
 * What a scope sees of clearance products: the platform all, a supplier its own (the owner column), a customer the
 * products it holds a sale quote of (through its assignment, an owned table of its account).
 */
function visibleWhere(scope: DataScope): SQL | undefined {
  if (scope.kind !== 'account') return scopeWhere(scope, clearanceProductOwners);
  return sql`exists (select 1 from ${qc} where ${qc.productId} = ${p.id} and ${qc.accountId} = ${scope.accountId})`;
}

const productColumns = {
  ...getTableColumns(p),
  supplierName: sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.username})`,
};

export interface ProductFilter {
  code?: string;
  name?: string;
  status?: 'ENABLED' | 'DISABLED';
  portCode?: string;
}

export async function findProducts(db: Db, scope: DataScope, f: ProductFilter, offset: number, limit: number) {
  const where = and(
    visibleWhere(scope),
    f.code ? ilike(p.code, containsPattern(f.code)) : undefined,
    f.name ? ilike(p.name, containsPattern(f.name)) : undefined,
    f.status ? eq(p.status, f.status) : undefined,
    f.portCode ? sql`${f.portCode.toUpperCase()} = any(${p.portCodes})` : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select(productColumns)
      .from(p)
      .innerJoin(users, eq(users.id, p.supplierId))
      .where(where)
      .orderBy(desc(p.id))
      .offset(offset)
      .limit(limit),
    db.select({ n: count() }).from(p).where(where),
  ]);
  return { rows: rows as ProductRow[], total: total!.n };
}

export async function findProduct(db: Db, scope: DataScope, id: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select(productColumns)
    .from(p)
    .innerJoin(users, eq(users.id, p.supplierId))
    .where(and(eq(p.id, id), visibleWhere(scope)));
  return row as ProductRow | undefined;
}

/** Options of the dropdown: visible, and enabled/signed/with a supplier as the query type asks. */
export async function productOptions(
  db: Db,
  scope: DataScope,
  f: { enabledOnly: boolean; signedOnly: boolean },
): Promise<Pick<ProductRow, 'id' | 'code' | 'name' | 'currency'>[]> {
  return db
    .select({ id: p.id, code: p.code, name: p.name, currency: p.currency })
    .from(p)
    .where(
      and(
        visibleWhere(scope),
        f.enabledOnly ? eq(p.status, 'ENABLED') : undefined,
        f.signedOnly ? eq(p.signingStatus, 'SIGNED') : undefined,
      ),
    )
    .orderBy(asc(p.code))
    .limit(1000);
}

export async function insertProduct(db: Db, w: ProductWrite): Promise<number> {
  const [row] = await db.insert(p).values(w).returning({ id: p.id });
  return row!.id;
}

export async function updateProduct(db: Db, id: number, w: Partial<ProductWrite>): Promise<void> {
  await db
    .update(p)
    .set({ ...w, updatedAt: new Date() })
    .where(eq(p.id, id));
}

export async function deleteProduct(db: Db, id: number): Promise<void> {
  await db.delete(p).where(eq(p.id, id));
}

/** Locks the product row: quotes and assignments of one product change one at a time. */
export async function lockProduct(db: Db, id: number): Promise<void> {
  await db.select({ id: p.id }).from(p).where(eq(p.id, id)).for('update');
}

/** Whether `id` is a supplier main account. */
export async function isSupplier(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.privilegeType, 'SUPPLIER'), isNull(users.parentId)));
  return !!row;
}

/** Clearance products per port code (the ports module's count and its in-use check), in one query. */
export async function usageByPorts(db: Db, codes: string[]): Promise<Map<string, { count: number; products: string[] }>> {
  const out = new Map<string, { count: number; products: string[] }>(codes.map((c) => [c, { count: 0, products: [] }]));
  if (codes.length === 0) return out;
  const rows = await db
    .select({ code: p.code, portCodes: p.portCodes })
    .from(p)
    .where(sql`${p.portCodes} && array[${sql.join(
        codes.map((c) => sql`${c}`),
        sql`, `,
      )}]::text[]`)
    .orderBy(asc(p.code));
  for (const row of rows)
    for (const port of row.portCodes) {
      const hit = out.get(port);
      if (hit) {
        hit.count++;
        hit.products.push(row.code);
      }
    }
  return out;
}

// ---------------------------------------------------------------- quotes

export async function quotesOf(db: Db, productId: number, kind: 'COST' | 'SALE') {
  const rows = await db
    .select()
    .from(q)
    .where(and(eq(q.productId, productId), eq(q.kind, kind)))
    .orderBy(asc(q.id));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ quoteId: qc.quoteId, n: count() })
    .from(qc)
    .where(inArray(
      qc.quoteId,
      rows.map((r) => r.id),
    ))
    .groupBy(qc.quoteId);
  const by = new Map(counts.map((c) => [c.quoteId, Number(c.n)]));
  return rows.map((r) => ({ ...r, assignCount: by.get(r.id) ?? 0 }));
}

export async function findQuote(db: Db, productId: number, id: number, kind: 'COST' | 'SALE') {
  const rows = await quotesOf(db, productId, kind);
  return rows.find((r) => r.id === id);
}

export async function findSaleByName(db: Db, productId: number, name: string) {
  const [row] = await db
    .select({ id: q.id })
    .from(q)
    .where(and(eq(q.productId, productId), eq(q.kind, 'SALE'), eq(q.name, name)));
  return row?.id;
}

/** The product's one cost quote, added or changed. */
export async function upsertCost(db: Db, productId: number, prices: QuotePrices, name: string): Promise<number> {
  const [row] = await db
    .insert(q)
    .values({ productId, kind: 'COST', name, ...prices })
    .onConflictDoUpdate({
      target: q.productId,
      targetWhere: sql`${q.kind} = 'COST'`,
      set: { ...prices, name, updatedAt: new Date() },
    })
    .returning({ id: q.id });
  return row!.id;
}

export async function insertSale(db: Db, productId: number, name: string, prices: QuotePrices): Promise<number> {
  const [row] = await db
    .insert(q)
    .values({ productId, kind: 'SALE', name, ...prices })
    .returning({ id: q.id });
  return row!.id;
}

export async function updateSale(db: Db, id: number, name: string, prices: QuotePrices): Promise<void> {
  await db
    .update(q)
    .set({ name, ...prices, updatedAt: new Date() })
    .where(eq(q.id, id));
}

export async function deleteQuote(db: Db, id: number): Promise<void> {
  await db.delete(q).where(eq(q.id, id));
}

// ---------------------------------------------------------------- assignments

/** Customer main accounts by user name: found ones with their id. */
export async function customersByNames(db: Db, names: string[]) {
  if (names.length === 0) return [];
  return db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(inArray(users.username, names), eq(users.privilegeType, 'USER'), isNull(users.parentId)));
}

export async function assignedUsers(db: Db, quoteId: number) {
  return db
    .select({ accountId: users.id, userName: users.username, nickName: users.nickName })
    .from(qc)
    .innerJoin(users, eq(users.id, qc.accountId))
    .where(eq(qc.quoteId, quoteId))
    .orderBy(asc(users.username));
}

/** One sale quote per customer per product: a customer on another quote of the product moves to this one. */
export async function allot(db: Db, productId: number, quoteId: number, accountIds: number[]): Promise<void> {
  if (accountIds.length === 0) return;
  await db
    .insert(qc)
    .values(accountIds.map((accountId) => ({ productId, quoteId, accountId })))
    .onConflictDoUpdate({
      target: [qc.productId, qc.accountId],
      set: { quoteId: sql`excluded.quote_id`, updatedAt: new Date() },
    });
}

export async function unallot(db: Db, quoteId: number, accountIds: number[]): Promise<number> {
  if (accountIds.length === 0) return 0;
  const out = await db
    .delete(qc)
    .where(and(eq(qc.quoteId, quoteId), inArray(qc.accountId, accountIds)))
    .returning({ id: qc.id });
  return out.length;
}

/** The sale quote assigned to a customer for a product. */
export async function saleQuoteFor(db: Db, accountId: number, productId: number): Promise<QuoteRow | undefined> {
  const [row] = await db
    .select({ quote: q })
    .from(qc)
    .innerJoin(q, eq(q.id, qc.quoteId))
    .where(and(eq(qc.accountId, accountId), eq(qc.productId, productId)));
  return row?.quote;
}

/** Every product with a sale quote assigned to the customer, with that quote. */
export async function premiumOf(db: Db, accountId: number) {
  return db
    .select({ product: p, quote: q })
    .from(qc)
    .innerJoin(q, eq(q.id, qc.quoteId))
    .innerJoin(p, eq(p.id, qc.productId))
    .where(eq(qc.accountId, accountId))
    .orderBy(asc(p.code));
}

/** The sale quote of each product assigned to the customer (for the product list of a customer). */
export async function saleQuotesFor(db: Db, accountId: number, productIds: number[]) {
  if (productIds.length === 0) return new Map<number, QuoteRow>();
  const rows = await db
    .select({ productId: qc.productId, quote: q })
    .from(qc)
    .innerJoin(q, eq(q.id, qc.quoteId))
    .where(and(eq(qc.accountId, accountId), inArray(qc.productId, productIds)));
  return new Map(rows.map((r) => [r.productId, r.quote]));
}

// ---------------------------------------------------------------- pre-recorded bags

export async function deleteBags(db: Db, scope: DataScope, ids: number[]): Promise<number> {
  const out = await db
    .delete(clearancePreRecordedBags)
    .where(and(inArray(clearancePreRecordedBags.id, ids), scopeWhere(scope, clearancePreRecordedBagOwners)))
    .returning({ id: clearancePreRecordedBags.id });
  return out.length;
}
