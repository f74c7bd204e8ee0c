import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { anyOf } from '../../platform/db/any-of';
import { containsPattern } from '../../platform/db/paging';
import { orders } from '../orders';
import { products } from '../products';
import { users } from '../users';
import type { ParcelFacts } from './engine/rule';
import { sortRules as r, sortRuleVersions as v } from './sort-rules.tables';

export type SortRuleRow = typeof r.$inferSelect;
export type SortRuleListRow = SortRuleRow & { customerName: string | null };
export type SortRuleWrite = Omit<typeof r.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function rulesOfWarehouse(db: Db, warehouseId: number): Promise<SortRuleRow[]> {
  return db.select().from(r).where(eq(r.warehouseId, warehouseId)).orderBy(asc(r.id));
}

export async function ruleById(db: Db, id: number): Promise<SortRuleRow | undefined> {
  const [row] = await db.select().from(r).where(eq(r.id, id));
  return row;
}

const listColumns = { rule: r, customerName: users.username };

/** Rules with their customer's name, by warehouse, code or name, type and valid flag; by warehouse, level, code. */
export async function listRules(
  db: Db,
  f: { warehouseId?: number; blurry?: string; sortType?: string; enabled?: boolean; offset: number; limit: number },
): Promise<{ rows: SortRuleListRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [
    f.warehouseId === undefined ? undefined : eq(r.warehouseId, f.warehouseId),
    f.blurry ? or(ilike(r.code, containsPattern(f.blurry)), ilike(r.name, containsPattern(f.blurry))) : undefined,
    f.sortType === undefined ? undefined : eq(r.sortType, f.sortType as SortRuleRow['sortType']),
    f.enabled === undefined ? undefined : eq(r.enabled, f.enabled),
  ];
  const where = and(...conditions);
  const rows = await db
    .select(listColumns)
    .from(r)
    .leftJoin(users, eq(users.id, r.customerId))
    .where(where)
    .orderBy(asc(r.warehouseId), sql`${r.level} desc`, asc(r.code), asc(r.id))
    .offset(f.offset)
    .limit(f.limit);
  const [total] = await db.select({ n: count() }).from(r).where(where);
  return { rows: rows.map((x) => ({ ...x.rule, customerName: x.customerName })), total: total?.n ?? 0 };
}

export async function listRow(db: Db, id: number): Promise<SortRuleListRow | undefined> {
  const [row] = await db.select(listColumns).from(r).leftJoin(users, eq(users.id, r.customerId)).where(eq(r.id, id));
  return row ? { ...row.rule, customerName: row.customerName } : undefined;
}

export async function insertRule(db: Db, row: SortRuleWrite): Promise<number> {
  const [out] = await db.insert(r).values(row).returning({ id: r.id });
  if (!out) throw new Error('insert returned no row');
  return out.id;
}

export async function updateRule(db: Db, id: number, row: Partial<SortRuleWrite>): Promise<boolean> {
  const out = await db
    .update(r)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(r.id, id))
    .returning({ id: r.id });
  return out.length > 0;
}

export async function deleteRule(db: Db, id: number): Promise<boolean> {
  const out = await db.delete(r).where(eq(r.id, id)).returning({ id: r.id });
  return out.length > 0;
}

/** The warehouse's rule version (0 before its first change). One key lookup: read before every decision. */
export async function versionOf(db: Db, warehouseId: number): Promise<number> {
  const [row] = await db.select({ version: v.version }).from(v).where(eq(v.warehouseId, warehouseId));
  return row?.version ?? 0;
}

/**
 * Moves the warehouse's rule version, inside the writing transaction, and says so as the state counters' triggers do
 * (migrations 0020 and 0022: on channel parcelhub_state for the other processes, at commit; and in the transaction's
 * flag for this one), so every process's change count moves and its next decision reads the version (decision 181).
 */
export async function bumpVersion(db: Db, warehouseId: number): Promise<void> {
  await db
    .insert(v)
    .values({ warehouseId, version: 1 })
    .onConflictDoUpdate({ target: v.warehouseId, set: { version: sql`${v.version} + 1` } });
  await db.execute(
    sql`select pg_notify('parcelhub_state', 'sort_rule_versions'), set_config('parcelhub.state_changed', 'on', true)`,
  );
}

/** The user, if it is a customer (not the platform's, not a supplier). */
export async function customerExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), eq(users.privilegeType, 'USER')));
  return row !== undefined;
}

/** What the decision needs of each order (read only: orders and products are their modules' tables). */
export async function parcelFacts(db: Db, orderIds: readonly number[]): Promise<Map<number, ParcelFacts>> {
  if (orderIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: orders.id,
      customerId: orders.accountId,
      destination: orders.countryCode,
      postcode: orders.postcode,
      weightKg: orders.weight,
      productCode: products.code,
      carrierCode: orders.carrierCode,
    })
    .from(orders)
    .innerJoin(products, eq(products.id, orders.productId))
    .where(anyOf(orders.id, orderIds, 'bigint'));
  return new Map(rows.map(({ id, ...facts }) => [id, facts]));
}
