import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { WaybillStatus } from '@parcelhub/contracts';
import type { Db } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/paging';
import { orders as o } from '../orders';
import { waybillEvents as ev, waybillParcels as wp, waybills as w } from './waybills.tables';

export type WaybillRow = typeof w.$inferSelect & { parcelCount: number };
export type WaybillWrite = Omit<typeof w.$inferInsert, 'id' | 'status' | 'createdAt' | 'updatedAt'>;
export type EventRow = typeof ev.$inferSelect;
export type EventWrite = Omit<typeof ev.$inferInsert, 'id' | 'appliedAt' | 'createdAt'>;

export interface WaybillFilterWhere {
  awbNo?: string;
  status?: WaybillStatus;
  origin?: string;
  destination?: string;
  flightNo?: string;
}

// Written out: drizzle leaves columns unqualified in a subquery.
const parcelCount =
  sql<number>`(select count(*) from "waybill_parcels" p where p."waybill_id" = "waybills"."id")`.mapWith(Number);
const columns = { waybill: w, parcelCount };
const flatten = (r: { waybill: typeof w.$inferSelect; parcelCount: number }): WaybillRow => ({
  ...r.waybill,
  parcelCount: r.parcelCount,
});

function filtered(f: WaybillFilterWhere): SQL | undefined {
  const digits = f.awbNo?.replace(/\D/g, '');
  return and(
    digits ? ilike(sql`replace(${w.awbNo}, '-', '')`, containsPattern(digits)) : undefined,
    f.status ? eq(w.status, f.status) : undefined,
    f.origin ? eq(w.origin, f.origin.toUpperCase()) : undefined,
    f.destination ? eq(w.destination, f.destination.toUpperCase()) : undefined,
    f.flightNo ? ilike(w.flightNo, containsPattern(f.flightNo)) : undefined,
  );
}

export async function listWaybills(db: Db, f: WaybillFilterWhere & { offset: number; limit: number }) {
  const where = filtered(f);
  const rows = await db.select(columns).from(w).where(where).orderBy(desc(w.id)).offset(f.offset).limit(f.limit);
  const [total] = await db.select({ n: count() }).from(w).where(where);
  return { rows: rows.map(flatten), total: total?.n ?? 0 };
}

export async function countWaybills(db: Db, f: WaybillFilterWhere): Promise<number> {
  const [total] = await db.select({ n: count() }).from(w).where(filtered(f));
  return total?.n ?? 0;
}

/** An export's waybills, in id order, a batch at a time. */
export async function* eachWaybill(db: Db, f: WaybillFilterWhere, batch = 1000) {
  for (let afterId = 0; ;) {
    const rows = await db
      .select(columns)
      .from(w)
      .where(and(filtered(f), gt(w.id, afterId)))
      .orderBy(asc(w.id))
      .limit(batch);
    yield* rows.map(flatten);
    if (rows.length < batch) return;
    afterId = rows[rows.length - 1]!.waybill.id;
  }
}

export async function findWaybill(db: Db, id: number): Promise<WaybillRow | undefined> {
  const [row] = await db.select(columns).from(w).where(eq(w.id, id));
  return row ? flatten(row) : undefined;
}

export async function insertWaybill(db: Db, row: WaybillWrite): Promise<number> {
  const [out] = await db.insert(w).values(row).returning({ id: w.id });
  if (!out) throw new Error('insert returned no row');
  return out.id;
}

export async function updateWaybill(db: Db, id: number, row: WaybillWrite): Promise<boolean> {
  const out = await db
    .update(w)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(w.id, id))
    .returning({ id: w.id });
  return out.length > 0;
}

/** An import's rows: a known AWB number is updated, a new one added; one statement. */
export async function upsertWaybills(db: Db, rows: WaybillWrite[]): Promise<void> {
  if (rows.length === 0) return;
  const excluded = (c: string) => sql.raw(`excluded."${c}"`);
  await db
    .insert(w)
    .values(rows)
    .onConflictDoUpdate({
      target: w.awbNo,
      set: {
        airlinePrefix: excluded('airline_prefix'),
        origin: excluded('origin'),
        destination: excluded('destination'),
        flightNo: excluded('flight_no'),
        departureDate: excluded('departure_date'),
        arrivalDate: excluded('arrival_date'),
        pieces: excluded('pieces'),
        weight: excluded('weight'),
        remark: excluded('remark'),
        updatedAt: new Date(),
      },
    });
}

export async function insertEvent(db: Db, row: EventWrite): Promise<EventRow> {
  const [out] = await db.insert(ev).values(row).returning();
  if (!out) throw new Error('insert returned no row');
  return out;
}

export async function findEvent(db: Db, id: number): Promise<EventRow | undefined> {
  const [row] = await db.select().from(ev).where(eq(ev.id, id));
  return row;
}

/** A waybill's events, newest first by event time. */
export async function eventsOf(db: Db, waybillId: number): Promise<EventRow[]> {
  return db.select().from(ev).where(eq(ev.waybillId, waybillId)).orderBy(desc(ev.eventTime), desc(ev.id));
}

/** The waybill's status is its latest event's type by event time (ties: the later recorded). */
export async function refreshStatus(db: Db, waybillId: number): Promise<void> {
  await db
    .update(w)
    .set({
      status: sql`coalesce((select e."type" from "waybill_events" e where e."waybill_id" = ${waybillId}
        order by e."event_time" desc, e."id" desc limit 1), 'CREATED')`,
      updatedAt: new Date(),
    })
    .where(eq(w.id, waybillId));
}

export async function markApplied(db: Db, eventId: number, applied: boolean): Promise<void> {
  await db
    .update(ev)
    .set({ appliedAt: applied ? new Date() : null })
    .where(eq(ev.id, eventId));
}

export async function markWaybillEventsPending(db: Db, waybillId: number): Promise<number[]> {
  const rows = await db.update(ev).set({ appliedAt: null }).where(eq(ev.waybillId, waybillId)).returning({ id: ev.id });
  return rows.map((r) => r.id);
}

/**
 * Orders by order, inside or tracking number (read through the orders' public table; deleted ones are not found),
 * with the waybill each is already on.
 */
export async function ordersByNumbers(db: Db, numbers: string[]) {
  if (numbers.length === 0) return [];
  return db
    .select({
      id: o.id,
      orderNo: o.orderNo,
      insideNumber: o.insideNumber,
      trackingNo: o.trackingNo,
      waybillId: wp.waybillId,
      awbNo: w.awbNo,
    })
    .from(o)
    .leftJoin(wp, eq(wp.orderId, o.id))
    .leftJoin(w, eq(w.id, wp.waybillId))
    .where(
      and(
        isNull(o.deletedAt),
        or(inArray(o.orderNo, numbers), inArray(o.insideNumber, numbers), inArray(o.trackingNo, numbers)),
      ),
    );
}

/** Links the orders; answers the ids linked now (one already on a waybill is left where it is). */
export async function linkParcels(db: Db, waybillId: number, orderIds: number[], by: number | null) {
  if (orderIds.length === 0) return [];
  const rows = await db
    .insert(wp)
    .values(orderIds.map((orderId) => ({ waybillId, orderId, linkedBy: by })))
    .onConflictDoNothing()
    .returning({ orderId: wp.orderId });
  return rows.map((r) => r.orderId);
}

export async function unlinkParcels(db: Db, waybillId: number, orderIds: number[]): Promise<number> {
  const rows = await db
    .delete(wp)
    .where(and(eq(wp.waybillId, waybillId), inArray(wp.orderId, orderIds)))
    .returning({ orderId: wp.orderId });
  return rows.length;
}

export async function listParcels(db: Db, waybillId: number, page: { offset: number; limit: number }) {
  const rows = await db
    .select({
      orderId: o.id,
      orderNo: o.orderNo,
      insideNumber: o.insideNumber,
      trackingNo: o.trackingNo,
      orderStatus: o.status,
      linkedAt: wp.linkedAt,
    })
    .from(wp)
    .innerJoin(o, eq(o.id, wp.orderId))
    .where(eq(wp.waybillId, waybillId))
    .orderBy(desc(wp.linkedAt), desc(wp.orderId))
    .offset(page.offset)
    .limit(page.limit);
  const [total] = await db.select({ n: count() }).from(wp).where(eq(wp.waybillId, waybillId));
  return { rows, total: total?.n ?? 0 };
}

/** A batch of a waybill's linked parcels after `afterOrderId`, as tracking finds them (inside number, carrier). */
export async function parcelBatch(db: Db, waybillId: number, afterOrderId: number, limit: number) {
  return db
    .select({ orderId: o.id, insideNumber: o.insideNumber, carrierCode: o.carrierCode })
    .from(wp)
    .innerJoin(o, eq(o.id, wp.orderId))
    .where(and(eq(wp.waybillId, waybillId), gt(wp.orderId, afterOrderId)))
    .orderBy(asc(wp.orderId))
    .limit(limit);
}
