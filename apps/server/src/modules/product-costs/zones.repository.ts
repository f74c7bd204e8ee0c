import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import type { DataScope } from '../../platform/auth/scope';
import { containsPattern, pageOf } from '../../platform/db/paging';
import { fromExcluded } from '../../platform/db/upsert';
import { productCosts, productCostZones as z } from './product-costs.tables';
import { costWhere } from './cost-scope';

export type ZoneRow = typeof z.$inferSelect;
export type ZoneWrite = Omit<typeof z.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export interface ZoneFilter {
  countryCode?: string;
  areaBelongs?: string;
  zipCodeType?: ZoneRow['zipCodeType'];
  keyword?: string;
}

/** What a zone row's range decides; the range itself is its key. */
const ZONE_FIELDS = [
  'zipCode',
  'zipCodeType',
  'areaBelongs',
  'deliveryPlace',
  'zipCodeFormat',
  'deliveryTimeType',
  'remark',
  'isRemote',
] as const;

const filtered = (costId: number, f: ZoneFilter) => {
  const like = f.keyword ? containsPattern(f.keyword) : undefined;
  return and(
    eq(z.costId, costId),
    f.countryCode ? eq(z.countryCode, f.countryCode) : undefined,
    f.areaBelongs ? eq(z.areaBelongs, f.areaBelongs) : undefined,
    f.zipCodeType ? eq(z.zipCodeType, f.zipCodeType) : undefined,
    like ? or(ilike(z.zipCode, like), ilike(z.deliveryPlace, like), ilike(z.remark, like)) : undefined,
  );
};

export async function countZones(db: Db, costId: number, f: ZoneFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(z).where(filtered(costId, f));
  return row?.n ?? 0;
}

/** A cost's zone rows (the caller checked the cost's scope), by country and range. */
export async function findZones(db: Db, costId: number, f: ZoneFilter & { offset: number; limit: number }) {
  const rows = await db
    .select({ zone: z, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(z)
    .where(filtered(costId, f))
    .orderBy(asc(z.countryCode), asc(z.zipFrom), asc(z.zipTo), asc(z.id))
    .offset(f.offset)
    .limit(f.limit);
  const page = await pageOf(rows, f.offset, () => countZones(db, costId, f));
  return { rows: page.rows.map((r) => r.zone), total: page.total };
}

/** One zone row, through its cost's scope. */
export async function findZone(db: Db, scope: DataScope, id: number): Promise<ZoneRow | undefined> {
  const [row] = await db
    .select({ zone: z })
    .from(z)
    .innerJoin(productCosts, eq(productCosts.id, z.costId))
    .where(and(costWhere(scope), eq(z.id, id)));
  return row?.zone;
}

/** Import: a range the cost already has is overwritten, a new one is added (rows unique by range). */
export async function upsertZones(db: Db, rows: ZoneWrite[]): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) {
    await db
      .insert(z)
      .values(rows.slice(i, i + 500))
      .onConflictDoUpdate({
        target: [z.costId, z.countryCode, z.zipFrom, z.zipTo],
        set: { ...fromExcluded(z, [...ZONE_FIELDS]), updatedAt: new Date() },
      });
  }
}

/** A new zone row; null when its range is taken. */
export async function insertZone(db: Db, row: ZoneWrite): Promise<number | null> {
  const [out] = await db
    .insert(z)
    .values(row)
    .onConflictDoNothing({ target: [z.costId, z.countryCode, z.zipFrom, z.zipTo] })
    .returning({ id: z.id });
  return out?.id ?? null;
}

export async function updateZone(db: Db, costId: number, id: number, row: ZoneWrite): Promise<boolean> {
  const out = await db
    .update(z)
    .set({ ...row, updatedAt: new Date() })
    .where(and(eq(z.costId, costId), eq(z.id, id)))
    .returning({ id: z.id });
  return out.length > 0;
}

export async function deleteZones(db: Db, costId: number, ids: number[]): Promise<number[]> {
  const out = await db
    .delete(z)
    .where(and(eq(z.costId, costId), inArray(z.id, ids)))
    .returning({ id: z.id });
  return out.map((r) => r.id);
}

/** The cost's zones as a calculation sees them: rows per zone, by kind, and the countries they cover. */
export async function zoneSummary(db: Db, costId: number) {
  return db
    .select({
      areaBelongs: z.areaBelongs,
      countries: sql<string[]>`array_agg(distinct ${z.countryCode} order by ${z.countryCode})`,
      rows: count(),
      remote: sql<number>`count(*) filter (where ${z.zipCodeType} = 'REMOTE' or ${z.isRemote})`.mapWith(Number),
      noDelivery: sql<number>`count(*) filter (where ${z.zipCodeType} = 'NO_DELIVERY')`.mapWith(Number),
    })
    .from(z)
    .where(eq(z.costId, costId))
    .groupBy(z.areaBelongs)
    .orderBy(asc(z.areaBelongs));
}

/** Every zone row of a cost (the pricing engine's input), in range order. */
export async function allZones(db: Db, costId: number): Promise<ZoneRow[]> {
  return db
    .select()
    .from(z)
    .where(eq(z.costId, costId))
    .orderBy(asc(z.countryCode), asc(z.zipFrom), asc(z.zipTo), asc(z.id));
}
