import { and, asc, eq, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { Db } from '../../platform/db/client';
import { warehouseBays as bay, warehouses as wh } from './warehouses.tables';

export type WarehouseRow = typeof wh.$inferSelect;
export type BayRow = typeof bay.$inferSelect;

export async function warehouseById(db: Db, id: number): Promise<WarehouseRow | undefined> {
  const [row] = await db.select().from(wh).where(eq(wh.id, id));
  return row;
}

export async function warehouseByCode(db: Db, code: string): Promise<WarehouseRow | undefined> {
  const [row] = await db
    .select()
    .from(wh)
    .where(sql`lower(${wh.code}) = lower(${code})`);
  return row;
}

export async function baysOf(db: Db, warehouseId: number): Promise<BayRow[]> {
  return db.select().from(bay).where(eq(bay.warehouseId, warehouseId)).orderBy(asc(bay.number));
}

export async function bayByNumber(db: Db, warehouseId: number, number: number): Promise<BayRow | undefined> {
  const [row] = await db
    .select()
    .from(bay)
    .where(and(eq(bay.warehouseId, warehouseId), eq(bay.number, number)));
  return row;
}

/**
 * Adds a parcel to a bay in one statement, so concurrent scans never lose a count; the bay is FULL once it holds its
 * weight limit, else FILLING.
 */
export async function addToBay(db: Db, bayId: number, weightKg: string): Promise<BayRow | undefined> {
  const weight = new Decimal(weightKg).toFixed(3);
  const [row] = await db
    .update(bay)
    .set({
      pieces: sql`${bay.pieces} + 1`,
      weight: sql`${bay.weight} + ${weight}::numeric`,
      state: sql`case when ${bay.weight} + ${weight}::numeric >= ${bay.maxWeight} then 'FULL' else 'FILLING' end`,
      updatedAt: new Date(),
    })
    .where(eq(bay.id, bayId))
    .returning();
  return row;
}

/** Takes parcels back out of a bay (a parcel removed from its open bag), never below zero. */
export async function takeFromBay(db: Db, bayId: number, pieces: number, weightKg: string): Promise<void> {
  const weight = new Decimal(weightKg).toFixed(3);
  await db
    .update(bay)
    .set({
      pieces: sql`greatest(${bay.pieces} - ${pieces}, 0)`,
      weight: sql`greatest(${bay.weight} - ${weight}::numeric, 0)`,
      state: sql`case when ${bay.pieces} - ${pieces} <= 0 then 'IDLE'
        when ${bay.weight} - ${weight}::numeric >= ${bay.maxWeight} then 'FULL' else 'FILLING' end`,
      updatedAt: new Date(),
    })
    .where(eq(bay.id, bayId));
}

/** The bag is taken away: the bay is empty again. */
export async function freeBay(db: Db, bayId: number): Promise<BayRow | undefined> {
  const [row] = await db
    .update(bay)
    .set({ pieces: 0, weight: '0', state: 'IDLE', updatedAt: new Date() })
    .where(eq(bay.id, bayId))
    .returning();
  return row;
}
