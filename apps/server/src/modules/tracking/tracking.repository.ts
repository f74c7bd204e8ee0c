import { and, desc, eq, gt, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, TrackingSource, TrackingStatus } from '@parcelhub/contracts';
import type { Db } from '../../platform/db/client';
import { rowsOf } from '../../platform/db/rows';
import { insertRows, rowsDocument } from '../../platform/db/insert-rows';
import { ownedBy, scopeWhere, type DataScope } from '../../platform/auth/scope';
import { orders as o } from '../orders';
import { trackingEvents as e, trackingWaitingEvents as w } from './tracking.tables';
import type { RawEvent } from './raw-events';
import { latestFirst } from './latest-event';

/** An order's owners, read through the order: an event is seen by whoever sees its order. */
const orderOwners = ownedBy({ account: o.accountId, supplier: o.supplierId });
const scoped = (scope: DataScope, ...conds: (SQL | undefined)[]) =>
  and(scopeWhere(scope, orderOwners), isNull(o.deletedAt), ...conds);

const orderColumns = {
  id: o.id,
  orderNo: o.orderNo,
  status: o.status,
  carrierCode: o.carrierCode,
  trackingNo: o.trackingNo,
  insideNumber: o.insideNumber,
  createdAt: o.createdAt,
};
export interface TrackedOrder {
  id: number;
  orderNo: string;
  status: OrderStatus;
  carrierCode: string | null;
  trackingNo: string | null;
  insideNumber: string;
  createdAt: Date;
}

export interface NewEvent {
  orderId: number;
  carrierCode: string;
  trackingNo: string;
  code: string;
  source: TrackingSource;
  status: TrackingStatus;
  subStatus: string | null;
  description: string;
  location: string;
  eventTime: Date;
  operatorId: number | null;
}

export type StoredEvent = typeof e.$inferSelect;
/** A parcel's latest event, as the status derivation reads it. */
export type LatestEvent = Pick<
  StoredEvent,
  'orderId' | 'status' | 'subStatus' | 'eventTime' | 'code' | 'description' | 'location'
>;
/** A waiting event: raw, from a source outside our screens (the table's check admits only those). */
export type WaitingEvent = Omit<typeof w.$inferSelect, 'source'> & { source: RawEvent['source'] };

export const trackingQueries = {
  /** The order a tracking number (or, before its label, its inside number) names, in the scope. */
  async findByTrackingNo(db: Db, scope: DataScope, number: string): Promise<TrackedOrder | null> {
    const [row] = await db
      .select(orderColumns)
      .from(o)
      .where(scoped(scope, or(eq(o.trackingNo, number), eq(o.insideNumber, number))))
      .orderBy(desc(o.id))
      .limit(1);
    return row ?? null;
  },

  async findByInsideNumber(db: Db, scope: DataScope, insideNumber: string): Promise<TrackedOrder | null> {
    const [row] = await db
      .select(orderColumns)
      .from(o)
      .where(scoped(scope, eq(o.insideNumber, insideNumber)))
      .limit(1);
    return row ?? null;
  },

  /**
   * These orders locked until the transaction ends, in the order of their ids: every writer that locks several takes
   * them in the same order, so concurrent ingests wait for each other instead of deadlocking.
   */
  async lockOrders(db: Db, orderIds: readonly number[]): Promise<TrackedOrder[]> {
    if (orderIds.length === 0) return [];
    return db
      .select(orderColumns)
      .from(o)
      .where(inArray(o.id, [...orderIds]))
      .orderBy(o.id)
      .for('update');
  },
  /** The orders a batch of carriers' numbers may name: by tracking number or (before a label) inside number. */
  async ordersForNumbers(
    db: Db,
    numbers: readonly string[],
  ): Promise<{ id: number; carrierCode: string | null; trackingNo: string | null; insideNumber: string }[]> {
    if (numbers.length === 0) return [];
    return db
      .select({ id: o.id, carrierCode: o.carrierCode, trackingNo: o.trackingNo, insideNumber: o.insideNumber })
      .from(o)
      .where(and(isNull(o.deletedAt), or(inArray(o.trackingNo, [...numbers]), inArray(o.insideNumber, [...numbers]))))
      .orderBy(desc(o.id));
  },
  /** Stores the events not stored yet (one statement): answers the order of each new one. */
  async insertEvents(db: Db, events: readonly NewEvent[]): Promise<number[]> {
    const rows = await insertRows(db, e, events, ['orderId'], { skipConflicts: true });
    return rows.map((r) => r.orderId);
  },
  /**
   * Stores the events not stored yet and answers, for each order that got a new one, its latest event now: one
   * statement where `insertEvents` then `latestOfMany` took two (the ingest bench's second cost). The statement cannot
   * read the rows it inserts, so the latest is taken over the inserted rows and each order's latest stored before,
   * ordered as `latestFirst` orders them.
   */
  async insertEventsLatest(db: Db, events: readonly NewEvent[]): Promise<{ inserted: number; latest: LatestEvent[] }> {
    if (events.length === 0) return { inserted: 0, latest: [] };
    const { list, doc } = rowsDocument(e, events);
    const rows = await rowsOf<LatestEvent & { eventTime: Date | string; inserted: number }>(
      db,
      sql`
      with ins as (
        insert into ${e} (${list}) select ${list} from json_populate_recordset(null::${e}, ${doc})
        on conflict do nothing
        returning order_id, status, sub_status, event_time, code, description, location
      ), before as (
        select distinct on (b.order_id) b.order_id, b.status, b.sub_status, b.event_time, b.code, b.description,
               b.location
        from ${e} b where b.order_id in (select order_id from ins)
        order by b.order_id, ${latestFirst('b')}
      )
      select distinct on (x.order_id) x.order_id as "orderId", x.status, x.sub_status as "subStatus",
             x.event_time as "eventTime", x.code, x.description, x.location,
             (select count(*) from ins)::int as inserted
      from (select * from ins union all select * from before) x
      order by x.order_id, ${latestFirst('x')}`,
    );
    return {
      inserted: Number(rows[0]?.inserted ?? 0),
      latest: rows.map(({ inserted: _n, ...r }) => ({
        ...r,
        orderId: Number(r.orderId),
        eventTime: new Date(r.eventTime),
      })),
    };
  },
  /** Keeps the raw events no rule maps and that are not waiting yet (one statement): answers how many were new. */
  async insertWaitingMany(db: Db, rows: readonly (RawEvent & { orderId: number })[]): Promise<number> {
    return (await insertRows(db, w, rows, ['id'], { skipConflicts: true })).length;
  },
  async eventsOfMany(db: Db, orderIds: readonly number[]): Promise<StoredEvent[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(e)
      .where(inArray(e.orderId, [...orderIds]));
  },
  /** Each order's latest event, the one its status derives from (an order without events has none). */
  async latestOfMany(db: Db, orderIds: readonly number[]): Promise<StoredEvent[]> {
    if (orderIds.length === 0) return [];
    return db
      .selectDistinctOn([e.orderId])
      .from(e)
      .where(inArray(e.orderId, [...orderIds]))
      .orderBy(e.orderId, latestFirst('tracking_events'));
  },
  /** Stores an event unless the same one is stored: answers whether it was new. */
  async insertEvent(db: Db, event: NewEvent): Promise<boolean> {
    const rows = await db.insert(e).values(event).onConflictDoNothing().returning({ id: e.id });
    return rows.length > 0;
  },

  /**
   * An event of our own about an order, its carrier and number read from the order in the same statement (a status
   * listener runs under the order's lock: one insert, nothing else).
   */
  async insertInternalEvent(
    db: Db,
    orderId: number,
    event: { code: string; status: TrackingStatus; subStatus: string | null; operatorId: number | null },
  ): Promise<boolean> {
    const rows = await rowsOf(
      db,
      sql`
      insert into ${e} (order_id, carrier_code, tracking_no, code, source, status, sub_status, event_time, operator_id)
      select ${o.id}, coalesce(${o.carrierCode}, ''), coalesce(${o.trackingNo}, ${o.insideNumber}), ${event.code},
             'internal', ${event.status}, ${event.subStatus}, now(), ${event.operatorId}
      from ${o} where ${o.id} = ${orderId}
      on conflict do nothing
      returning id`,
    );
    return rows.length > 0;
  },

  /**
   * Several events of our own in one statement (the steps of one write), each stamped now: answers the orders that got
   * a new one. A repeat (same order, code and time) is skipped, as `insertInternalEvent` skips it.
   */
  async insertInternalEvents(
    db: Db,
    events: readonly {
      orderId: number;
      code: string;
      status: TrackingStatus;
      subStatus: string | null;
      operatorId: number | null;
    }[],
  ): Promise<number[]> {
    if (events.length === 0) return [];
    const rows = await rowsOf<{ orderId: number }>(
      db,
      sql`
      insert into ${e} (order_id, carrier_code, tracking_no, code, source, status, sub_status, event_time, operator_id)
      select ${o.id}, coalesce(${o.carrierCode}, ''), coalesce(${o.trackingNo}, ${o.insideNumber}), v.code,
             'internal', v.status, v."subStatus", now(), v."operatorId"
      from json_to_recordset(${JSON.stringify(events)}::json)
             as v("orderId" int, code text, status text, "subStatus" text, "operatorId" int)
      join ${o} on ${o.id} = v."orderId"
      on conflict do nothing
      returning order_id as "orderId"`,
    );
    return rows.map((r) => Number(r.orderId));
  },

  /** An EXPIRED event of our own for each of these orders, stamped now: answers the orders it was new for. */
  async insertExpiredEvents(db: Db, orderIds: readonly number[]): Promise<number[]> {
    if (orderIds.length === 0) return [];
    const rows = await rowsOf<{ orderId: number }>(
      db,
      sql`
      insert into ${e} (order_id, carrier_code, tracking_no, code, source, status, description, event_time)
      select ${o.id}, coalesce(${o.carrierCode}, ''), coalesce(${o.trackingNo}, ${o.insideNumber}), 'EXPIRED',
             'internal', 'EXPIRED', 'No carrier event for 30 days', now()
      from ${o} where ${inArray(o.id, [...orderIds])}
      on conflict do nothing
      returning order_id as "orderId"`,
    );
    return rows.map((r) => Number(r.orderId));
  },
  /** Keeps a raw event no rule maps; answers whether it was new. */
  async insertWaiting(db: Db, orderId: number, raw: RawEvent): Promise<boolean> {
    const rows = await db
      .insert(w)
      .values({ orderId, ...raw })
      .onConflictDoNothing()
      .returning({ id: w.id });
    return rows.length > 0;
  },

  /** The waiting events of a carrier (of one code, when given), oldest first. */
  async waitingOf(
    db: Db,
    carrierCode: string,
    code: string | null,
    afterId: number,
    limit: number,
  ): Promise<WaitingEvent[]> {
    return (await db
      .select()
      .from(w)
      .where(and(eq(w.carrierCode, carrierCode), code === null ? undefined : eq(w.code, code), gt(w.id, afterId)))
      .orderBy(w.id)
      .limit(limit)) as WaitingEvent[];
  },

  async deleteWaiting(db: Db, id: number): Promise<void> {
    await db.delete(w).where(eq(w.id, id));
  },

  /** A page of waiting events, newest first, with the total (the rule groups' screen lists them). */
  async listWaiting(
    db: Db,
    filter: { carrierCode?: string; code?: string },
    page: { offset: number; limit: number },
  ): Promise<{ rows: WaitingEvent[]; total: number }> {
    const where = and(
      filter.carrierCode ? eq(w.carrierCode, filter.carrierCode) : undefined,
      filter.code ? eq(w.code, filter.code) : undefined,
    );
    const rows = (await db
      .select()
      .from(w)
      .where(where)
      .orderBy(desc(w.id))
      .offset(page.offset)
      .limit(page.limit)) as WaitingEvent[];
    const [count] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(w)
      .where(where);
    return { rows, total: count?.n ?? 0 };
  },

  async eventsOf(db: Db, orderId: number): Promise<StoredEvent[]> {
    return db.select().from(e).where(eq(e.orderId, orderId));
  },
};
