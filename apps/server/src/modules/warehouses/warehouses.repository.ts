import { and, asc, count, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import Decimal from 'decimal.js';
import type { Db } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/paging';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { users } from '../users';
import {
  speechSettings,
  warehouseBays as bay,
  warehouseOwners,
  warehouseParcels as place,
  warehouses as wh,
} from './warehouses.tables';

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
export type WarehouseWrite = Omit<typeof wh.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type BayWrite = Omit<typeof bay.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'pieces' | 'weight' | 'state'>;
export type WarehouseListRow = WarehouseRow & { customerName: string; bayCount: number };

// Written out: drizzle leaves columns unqualified in a subquery, and a bare "id" would mean the inner table's.
const bayCount =
  sql<number>`(select count(*) from "warehouse_bays" b where b."warehouse_id" = "warehouses"."id")`.mapWith(Number);

const matches = (text: string | undefined): SQL | undefined =>
  text
    ? or(
        ilike(wh.code, containsPattern(text)),
        ilike(wh.name, containsPattern(text)),
        ilike(wh.city, containsPattern(text)),
      )
    : undefined;

/** Warehouses the scope sees, by code, with their customer's name and bay count. */
export async function listWarehouses(
  db: Db,
  scope: DataScope,
  f: { offset: number; limit: number; blurry?: string; id?: number },
): Promise<{ rows: WarehouseListRow[]; total: number }> {
  const where = and(scopeWhere(scope, warehouseOwners), matches(f.blurry), f.id ? eq(wh.id, f.id) : undefined);
  const rows = await db
    .select({
      w: wh,
      customerName: sql<string>`coalesce(nullif(${users.nickName}, ''), ${users.username}, '')`,
      bayCount,
    })
    .from(wh)
    .leftJoin(users, eq(users.id, wh.accountId))
    .where(where)
    .orderBy(asc(wh.code), asc(wh.id))
    .offset(f.offset)
    .limit(f.limit);
  const [total] = await db.select({ n: count() }).from(wh).where(where);
  return {
    rows: rows.map((r) => ({ ...r.w, customerName: r.customerName, bayCount: r.bayCount })),
    total: total?.n ?? 0,
  };
}

/**
 * The floor screens' picker: the warehouses the scope sees and the platform's own (no account), enabled ones unless
 * `withDisabled`, by code.
 */
export async function warehouseOptions(
  db: Db,
  scope: DataScope,
  withDisabled: boolean,
): Promise<{ id: number; code: string; name: string }[]> {
  const seen = scope.kind === 'all' ? undefined : or(scopeWhere(scope, warehouseOwners), isNull(wh.accountId));
  return db
    .select({ id: wh.id, code: wh.code, name: wh.name })
    .from(wh)
    .where(and(seen, withDisabled ? undefined : eq(wh.enabled, true)))
    .orderBy(asc(wh.code), asc(wh.id));
}

/** The warehouse if the scope sees it. */
export async function scopedWarehouse(db: Db, scope: DataScope, id: number): Promise<WarehouseRow | undefined> {
  const [row] = await db
    .select()
    .from(wh)
    .where(and(eq(wh.id, id), scopeWhere(scope, warehouseOwners)));
  return row;
}

export async function insertWarehouse(db: Db, w: WarehouseWrite): Promise<number> {
  const [row] = await db.insert(wh).values(w).returning({ id: wh.id });
  return row!.id;
}

export async function updateWarehouse(db: Db, scope: DataScope, id: number, w: WarehouseWrite): Promise<boolean> {
  const rows = await db
    .update(wh)
    .set({ ...w, updatedAt: new Date() })
    .where(and(eq(wh.id, id), scopeWhere(scope, warehouseOwners)))
    .returning({ id: wh.id });
  return rows.length > 0;
}

/** Locks the warehouse's bays and answers the numbers of those holding parcels. */
export async function loadedBays(db: Db, warehouseId: number): Promise<number[]> {
  const rows = await db
    .select({ number: bay.number, pieces: bay.pieces })
    .from(bay)
    .where(eq(bay.warehouseId, warehouseId))
    .orderBy(asc(bay.number))
    .for('update');
  return rows.filter((r) => r.pieces > 0).map((r) => r.number);
}

export async function deleteWarehouse(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(wh).where(eq(wh.id, id)).returning({ id: wh.id });
  return rows.length > 0;
}

export async function bayById(db: Db, id: number): Promise<BayRow | undefined> {
  const [row] = await db.select().from(bay).where(eq(bay.id, id));
  return row;
}

export async function insertBay(db: Db, b: BayWrite): Promise<number> {
  const [row] = await db.insert(bay).values(b).returning({ id: bay.id });
  return row!.id;
}

export async function updateBay(db: Db, id: number, b: Partial<BayWrite>): Promise<boolean> {
  const rows = await db
    .update(bay)
    .set({ ...b, updatedAt: new Date() })
    .where(eq(bay.id, id))
    .returning({ id: bay.id });
  return rows.length > 0;
}

/** Deletes the bay only while it is idle and empty; answers whether it did. */
export async function deleteIdleBay(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(bay)
    .where(and(eq(bay.id, id), eq(bay.pieces, 0), eq(bay.state, 'IDLE')))
    .returning({ id: bay.id });
  return rows.length > 0;
}

/**
 * The bay import in one statement: new numbers are added with the default limits, numbers already there get the
 * line's distance (decision 173). Answers how many were added and how many updated.
 */
export async function upsertBays(
  db: Db,
  warehouseId: number,
  lines: readonly { number: number; distance: string }[],
): Promise<{ added: number; updated: number }> {
  const rows = await db
    .insert(bay)
    .values(lines.map((l) => ({ warehouseId, number: l.number, distance: l.distance })))
    .onConflictDoUpdate({
      target: [bay.warehouseId, bay.number],
      set: { distance: sql`excluded.distance`, updatedAt: new Date() },
    })
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const added = rows.filter((r) => r.inserted).length;
  return { added, updated: rows.length - added };
}

export async function speechSettingOf(db: Db, userId: number) {
  const [row] = await db.select().from(speechSettings).where(eq(speechSettings.userId, userId));
  return row;
}

export async function saveSpeechSetting(
  db: Db,
  userId: number,
  s: { flag: boolean; vol: number; pit: number; spd: number; autoVoice: number },
): Promise<void> {
  await db
    .insert(speechSettings)
    .values({ userId, ...s })
    .onConflictDoUpdate({ target: speechSettings.userId, set: { ...s, updatedAt: new Date() } });
}

export async function warehouseIdsIn(db: Db, ids: readonly number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: wh.id })
    .from(wh)
    .where(inArray(wh.id, [...ids]));
  return rows.map((r) => r.id);
}
