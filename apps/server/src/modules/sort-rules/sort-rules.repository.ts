import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { anyOf } from '../../platform/db/any-of';
import { orders } from '../orders';
import { products } from '../products';
import type { ParcelFacts } from './engine/rule';
import { sortRules as r } from './sort-rules.tables';

export type SortRuleRow = typeof r.$inferSelect;

export async function rulesOfWarehouse(db: Db, warehouseId: number): Promise<SortRuleRow[]> {
  return db.select().from(r).where(eq(r.warehouseId, warehouseId)).orderBy(asc(r.id));
}

export async function ruleById(db: Db, id: number): Promise<SortRuleRow | undefined> {
  const [row] = await db.select().from(r).where(eq(r.id, id));
  return row;
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
