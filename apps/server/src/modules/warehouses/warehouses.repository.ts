import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { Db } from '../../platform/db/client';
import { warehouseBays as bay, warehouseParcels as place, warehouses as wh } from './warehouses.tables';

export type WarehouseRow = typeof wh.$inferSelect;
export type BayRow = typeof bay.$inferSelect;
export type ParcelPlaceRow = typeof place.$inferSelect;
export type NewParcelPlace = typeof place.$inferInsert;

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

/** The bag is taken away: the bay is empty again, and its parcels no longer lie in it. */
export async function freeBay(db: Db, bayId: number): Promise<BayRow | undefined> {
  await db
    .update(place)
    .set({ inBay: false })
    .where(and(eq(place.bayId, bayId), eq(place.inBay, true)));
  const [row] = await db
    .update(bay)
    .set({ pieces: 0, weight: '0', state: 'IDLE', updatedAt: new Date() })
    .where(eq(bay.id, bayId))
    .returning();
  return row;
}

/** Records where a parcel was sorted, unless it already was: the row inserted, or undefined for a repeat. */
export async function insertPlace(db: Db, row: NewParcelPlace): Promise<ParcelPlaceRow | undefined> {
  const [inserted] = await db.insert(place).values(row).onConflictDoNothing({ target: place.orderId }).returning();
  return inserted;
}

export async function placeOf(db: Db, orderId: number): Promise<ParcelPlaceRow | undefined> {
  const [row] = await db.select().from(place).where(eq(place.orderId, orderId));
  return row;
}

export async function placesOf(db: Db, orderIds: readonly number[]): Promise<ParcelPlaceRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(place)
    .where(inArray(place.orderId, [...orderIds]));
}

export async function parcelsInBay(db: Db, bayId: number): Promise<ParcelPlaceRow[]> {
  return db
    .select()
    .from(place)
    .where(and(eq(place.bayId, bayId), eq(place.inBay, true)))
    .orderBy(asc(place.sortedAt), asc(place.orderId));
}

export async function deletePlace(db: Db, orderId: number): Promise<ParcelPlaceRow | undefined> {
  const [row] = await db.delete(place).where(eq(place.orderId, orderId)).returning();
  return row;
}
