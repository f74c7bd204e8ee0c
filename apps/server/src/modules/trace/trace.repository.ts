import { and, asc, count, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/paging';
import { orders as o } from '../orders';
import { traceDbRecords as r, traceMatchRecords as m, traceStations as st } from './trace.tables';
import type { RecordWrite } from './trace-record';
import type { TraceMatchState } from '@parcelhub/contracts';

export type StationRow = typeof st.$inferSelect;
export type StationWrite = Omit<typeof st.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;
export type RecordRow = typeof r.$inferSelect & {
  stationCode: string | null;
  stationTimezone: string | null;
  orderNo: string | null;
};
export type MatchRow = typeof m.$inferSelect & { orderNo: string | null };

interface Window {
  offset: number;
  limit: number;
}

export interface RecordFilter {
  deliveryNumber?: string;
  matchState?: TraceMatchState;
  status?: string;
}

const stationMatches = (text: string | undefined): SQL | undefined =>
  text
    ? or(
        ilike(st.code, containsPattern(text)),
        ilike(st.name, containsPattern(text)),
        ilike(st.city, containsPattern(text)),
      )
    : undefined;

export async function listStations(db: Db, f: Window & { blurry?: string; enabled?: boolean }) {
  const where = and(stationMatches(f.blurry), f.enabled === undefined ? undefined : eq(st.enabled, f.enabled));
  const rows = await db
    .select()
    .from(st)
    .where(where)
    .orderBy(asc(st.code), asc(st.id))
    .offset(f.offset)
    .limit(f.limit);
  const [total] = await db.select({ n: count() }).from(st).where(where);
  return { rows, total: total?.n ?? 0 };
}

export async function findStation(db: Db, id: number): Promise<StationRow | undefined> {
  const [row] = await db.select().from(st).where(eq(st.id, id));
  return row;
}

/** Stations by code, case-insensitively (codes are unique that way). */
export async function stationsByCode(db: Db, codes: string[]): Promise<StationRow[]> {
  if (codes.length === 0) return [];
  return db
    .select()
    .from(st)
    .where(
      inArray(
        sql`lower(${st.code})`,
        codes.map((c) => c.toLowerCase()),
      ),
    );
}

export async function insertStation(db: Db, row: StationWrite): Promise<number> {
  const [out] = await db.insert(st).values(row).returning({ id: st.id });
  if (!out) throw new Error('insert returned no row');
  return out.id;
}

export async function updateStation(db: Db, id: number, row: Partial<StationWrite>): Promise<boolean> {
  const out = await db
    .update(st)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(st.id, id))
    .returning({ id: st.id });
  return out.length > 0;
}

const recordColumns = { record: r, stationCode: st.code, stationTimezone: st.timezone, orderNo: o.orderNo };
const flatten = (x: {
  record: typeof r.$inferSelect;
  stationCode: string | null;
  stationTimezone: string | null;
  orderNo: string | null;
}): RecordRow => ({ ...x.record, stationCode: x.stationCode, stationTimezone: x.stationTimezone, orderNo: x.orderNo });

const recordWhere = (f: RecordFilter) =>
  and(
    f.deliveryNumber ? ilike(r.deliveryNumber, containsPattern(f.deliveryNumber)) : undefined,
    f.matchState === 'MATCHED' ? isNotNull(r.orderId) : f.matchState === 'UNMATCHED' ? isNull(r.orderId) : undefined,
    f.status ? eq(r.status, f.status) : undefined,
  );

const recordsQuery = (db: Db) =>
  db.select(recordColumns).from(r).leftJoin(st, eq(st.id, r.stationId)).leftJoin(o, eq(o.id, r.orderId));

export async function listRecords(db: Db, f: Window & RecordFilter) {
  const where = recordWhere(f);
  const rows = await recordsQuery(db).where(where).orderBy(desc(r.id)).offset(f.offset).limit(f.limit);
  const [total] = await db.select({ n: count() }).from(r).where(where);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

export async function countRecords(db: Db, f: RecordFilter): Promise<number> {
  const [total] = await db.select({ n: count() }).from(r).where(recordWhere(f));
  return total?.n ?? 0;
}

/** The matching records a keyset page at a time, oldest first (the export's rows, in flat memory). */
export async function* eachRecord(db: Db, f: RecordFilter, batch = 1000): AsyncIterable<RecordRow> {
  for (let afterId = 0; ;) {
    const rows = await recordsQuery(db)
      .where(and(recordWhere(f), gt(r.id, afterId)))
      .orderBy(asc(r.id))
      .limit(batch);
    yield* rows.map(flatten);
    if (rows.length < batch) return;
    afterId = rows[rows.length - 1]!.record.id;
  }
}

export async function findRecord(db: Db, id: number): Promise<RecordRow | undefined> {
  const [row] = await recordsQuery(db).where(eq(r.id, id));
  return row ? flatten(row) : undefined;
}

/** Stores the records not stored yet; answers how many were new. */
export async function insertRecords(db: Db, rows: RecordWrite[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += 1000) {
    const out = await db
      .insert(r)
      .values(rows.slice(i, i + 1000))
      .onConflictDoNothing()
      .returning({ id: r.id });
    added += out.length;
  }
  return added;
}

/** Changes a record; it is matched again afterwards, so it loses its match. */
export async function updateRecord(db: Db, id: number, row: RecordWrite): Promise<boolean> {
  const out = await db
    .update(r)
    .set({ ...row, orderId: null, matchedAt: null, updatedAt: new Date() })
    .where(eq(r.id, id))
    .returning({ id: r.id });
  return out.length > 0;
}

export async function deleteRecords(db: Db, ids: number[]): Promise<number> {
  const out = await db.delete(r).where(inArray(r.id, ids)).returning({ id: r.id });
  return out.length;
}

/** Every record of a delivery number, in event time order. */
export async function recordsOfNumber(db: Db, deliveryNumber: string) {
  return db.select().from(r).where(eq(r.deliveryNumber, deliveryNumber)).orderBy(asc(r.eventTime), asc(r.id));
}

/**
 * The parcel a delivery number names: the live order with that tracking number (the newest, should two share it).
 * Read only: the order is tracking's and the orders' to change.
 */
export async function parcelOf(db: Db, deliveryNumber: string) {
  const [row] = await db
    .select({ id: o.id, orderNo: o.orderNo, carrierCode: o.carrierCode })
    .from(o)
    .where(and(eq(o.trackingNo, deliveryNumber), isNull(o.deletedAt)))
    .orderBy(desc(o.id))
    .limit(1);
  return row ?? null;
}

export async function markMatched(db: Db, deliveryNumber: string, orderId: number): Promise<void> {
  await db
    .update(r)
    .set({ orderId, matchedAt: new Date() })
    .where(and(eq(r.deliveryNumber, deliveryNumber), or(isNull(r.orderId), sql`${r.orderId} <> ${orderId}`)));
}

export async function insertMatch(db: Db, row: Omit<typeof m.$inferInsert, 'id' | 'createdAt'>): Promise<number> {
  const [out] = await db.insert(m).values(row).returning({ id: m.id });
  return out!.id;
}

export async function listMatches(db: Db, f: Window & { deliveryNumber?: string }) {
  const where = f.deliveryNumber ? ilike(m.deliveryNumber, containsPattern(f.deliveryNumber)) : undefined;
  const rows = await db
    .select({ match: m, orderNo: o.orderNo })
    .from(m)
    .leftJoin(o, eq(o.id, m.orderId))
    .where(where)
    .orderBy(desc(m.id))
    .offset(f.offset)
    .limit(f.limit);
  const [total] = await db.select({ n: count() }).from(m).where(where);
  return { rows: rows.map((x): MatchRow => ({ ...x.match, orderNo: x.orderNo })), total: total?.n ?? 0 };
}
