import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/paging';
import { tailLogistics as tl, tailLogisticsServices as svc } from './tail-logistics.tables';

export type CarrierRow = typeof tl.$inferSelect & { serviceCount: number };
export type ServiceRow = typeof svc.$inferSelect;
export type CarrierWrite = Omit<typeof tl.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type ServiceWrite = Omit<typeof svc.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

interface Window {
  offset: number;
  limit: number;
}

// Written out: drizzle leaves columns unqualified in a subquery, and a bare "id" would mean the inner table's.
const serviceCount =
  sql<number>`(select count(*) from "tail_logistics_services" s where s."tail_logistics_id" = "tail_logistics"."id")`.mapWith(
    Number,
  );
const carrierColumns = { carrier: tl, serviceCount };
const flatten = (r: { carrier: typeof tl.$inferSelect; serviceCount: number }): CarrierRow => ({
  ...r.carrier,
  serviceCount: r.serviceCount,
});

const matches = (text: string | undefined): SQL | undefined =>
  text ? or(ilike(tl.code, containsPattern(text)), ilike(tl.name, containsPattern(text))) : undefined;

export async function listCarriers(db: Db, f: Window & { blurry?: string; enabled?: boolean }) {
  const where = and(matches(f.blurry), f.enabled === undefined ? undefined : eq(tl.enabled, f.enabled));
  const rows = await db
    .select(carrierColumns)
    .from(tl)
    .where(where)
    .orderBy(asc(tl.code), asc(tl.id))
    .offset(f.offset)
    .limit(f.limit);
  const [total] = await db.select({ n: count() }).from(tl).where(where);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

export async function findCarrier(db: Db, id: number): Promise<CarrierRow | undefined> {
  const [row] = await db.select(carrierColumns).from(tl).where(eq(tl.id, id));
  return row ? flatten(row) : undefined;
}

export async function insertCarrier(db: Db, row: CarrierWrite): Promise<number> {
  const [out] = await db.insert(tl).values(row).returning({ id: tl.id });
  if (!out) throw new Error('insert returned no row');
  return out.id;
}

/** Answers whether the carrier was there. */
export async function updateCarrier(db: Db, id: number, row: CarrierWrite): Promise<boolean> {
  const out = await db
    .update(tl)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(tl.id, id))
    .returning({ id: tl.id });
  return out.length > 0;
}

export async function deleteCarrier(db: Db, id: number): Promise<boolean> {
  const out = await db.delete(tl).where(eq(tl.id, id)).returning({ id: tl.id });
  return out.length > 0;
}

/** Enabled carriers for the dropdowns, by code; `name` filters on code or name. */
export async function carrierOptions(db: Db, f: { name?: string; limit?: number }) {
  const q = db
    .select({ id: tl.id, code: tl.code, name: tl.name })
    .from(tl)
    .where(and(eq(tl.enabled, true), matches(f.name)))
    .orderBy(asc(tl.code), asc(tl.id));
  return f.limit ? q.limit(f.limit) : q;
}

export async function listServices(db: Db, carrierId: number, f: { enabledOnly: boolean }): Promise<ServiceRow[]> {
  return db
    .select()
    .from(svc)
    .where(and(eq(svc.tailLogisticsId, carrierId), f.enabledOnly ? eq(svc.enabled, true) : undefined))
    .orderBy(asc(svc.code), asc(svc.id));
}

/** A service only as one of this carrier's: another carrier's is not found. */
export async function findService(db: Db, carrierId: number, id: number): Promise<ServiceRow | undefined> {
  const [row] = await db
    .select()
    .from(svc)
    .where(and(eq(svc.id, id), eq(svc.tailLogisticsId, carrierId)));
  return row;
}

export async function insertService(db: Db, row: ServiceWrite): Promise<number> {
  const [out] = await db.insert(svc).values(row).returning({ id: svc.id });
  if (!out) throw new Error('insert returned no row');
  return out.id;
}

/** Changes the service only while it belongs to the carrier named; answers whether it did. */
export async function updateService(db: Db, carrierId: number, id: number, row: ServiceWrite): Promise<boolean> {
  const out = await db
    .update(svc)
    .set({ ...row, updatedAt: new Date() })
    .where(and(eq(svc.id, id), eq(svc.tailLogisticsId, carrierId)))
    .returning({ id: svc.id });
  return out.length > 0;
}

export async function deleteService(db: Db, carrierId: number, id: number): Promise<boolean> {
  const out = await db
    .delete(svc)
    .where(and(eq(svc.id, id), eq(svc.tailLogisticsId, carrierId)))
    .returning({ id: svc.id });
  return out.length > 0;
}

/** Every enabled service of an enabled carrier, with its carrier's name. */
export async function serviceOptions(db: Db) {
  return db
    .select({ id: svc.id, code: svc.code, name: svc.name, carrierName: tl.name })
    .from(svc)
    .innerJoin(tl, eq(tl.id, svc.tailLogisticsId))
    .where(and(eq(svc.enabled, true), eq(tl.enabled, true)))
    .orderBy(asc(tl.code), asc(svc.code), asc(svc.id));
}
