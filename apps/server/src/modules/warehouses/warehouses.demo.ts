import { sql } from 'drizzle-orm';
import type { DataAccess } from '../../platform/db/data-access';
import { warehouseBays, warehouses } from './warehouses.tables';

/** The demo's warehouse (issue 39): SZX1 in Shenzhen, 12 bays 1-12 m from the induction point, 30 kg and 150 cm. */
export const DEMO_WAREHOUSE = {
  code: 'SZX1',
  name: '深圳一号仓',
  city: '深圳',
  address: '广东省深圳市宝安区福永街道物流园 1 号',
  contact: '王仓管',
  phone: '13800000010',
} as const;

export const DEMO_BAY_COUNT = 12;

/** Idempotent: the warehouse is found by code, each bay by number. */
export async function seedDemoWarehouses(data: DataAccess): Promise<number> {
  return data.withTransaction(async () => {
    await data.db.insert(warehouses).values(DEMO_WAREHOUSE).onConflictDoNothing();
    const [wh] = await data.db
      .select({ id: warehouses.id })
      .from(warehouses)
      .where(sql`lower(${warehouses.code}) = lower(${DEMO_WAREHOUSE.code})`);
    const id = wh!.id;
    await data.db
      .insert(warehouseBays)
      .values(
        Array.from({ length: DEMO_BAY_COUNT }, (_, i) => ({
          warehouseId: id,
          number: i + 1,
          distance: String(i + 1),
          maxWeight: '30',
          maxSize: 150,
        })),
      )
      .onConflictDoNothing();
    return id;
  });
}
