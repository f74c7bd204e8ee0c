import { and, desc, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { OrderStatus, TrackEvent, TrackingStatus } from '@parcelhub/contracts';
import type { Db } from '../../platform/db/client';
import { anyOf } from '../../platform/db/any-of';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { rowsOf } from '../../platform/db/rows';
import { ownedBy, scopeWhere, type DataScope } from '../../platform/auth/scope';
import { orders as o } from '../orders';
import { trackingEvents as e } from './tracking.tables';
import { latestFirst } from './latest-event';
import { deriveStatus, EXPIRY_DAYS, newestFirst, type DerivableEvent } from './status-derivation';

/** A parcel as a reader sees it: its status from its events and its timeline, newest first. */
export interface ParcelTimeline {
  status: TrackingStatus;
  subStatus: string | null;
  events: TrackEvent[];
}

/** An order of the tracking list with its parcel's status and latest event. */
export interface ParcelListRow {
  orderId: number;
  orderNo: string;
  insideNumber: string;
  referenceNo: string;
  trackingNo: string | null;
  carrierCode: string | null;
  orderStatus: OrderStatus;
  createdAt: Date;
  status: TrackingStatus;
  subStatus: string | null;
  latestEvent: TrackEvent | null;
}

export interface ParcelListFilter {
  status?: TrackingStatus;
  /** Tracking, order, inside or reference numbers (already split and counted by the caller). */
  numbers?: readonly string[];
}

const orderOwners = ownedBy({ account: o.accountId, supplier: o.supplierId });
const EXPIRY_MS = EXPIRY_DAYS * 24 * 60 * 60 * 1000;

export const eventOut = (ev: DerivableEvent): TrackEvent => ({
  status: ev.status,
  subStatus: ev.subStatus,
  eventTime: ev.eventTime.toISOString(),
  location: ev.location,
  description: ev.description,
});

interface ListSqlRow {
  order_id: number;
  order_no: string;
  inside_number: string;
  reference_no: string;
  tracking_no: string | null;
  carrier_code: string | null;
  order_status: OrderStatus;
  created_at: Date | string;
  parcel_status: TrackingStatus;
  ev_status: TrackingStatus | null;
  ev_sub_status: string | null;
  ev_time: Date | string | null;
  ev_location: string | null;
  ev_description: string | null;
  ev_code: string | null;
}

/**
 * Each order of the scope with its latest event, chosen as status-derivation.ts chooses it (event time, then the
 * status's place along a parcel's life, then the other fields byte by byte), and the status derived from it: PENDING
 * without events, EXPIRED when the latest is older than 30 days at `now` and did not end the parcel's life.
 */
function parcelsSql(scope: DataScope, numbers: readonly string[] | undefined, now: Date): SQL {
  const expiredBefore = new Date(now.getTime() - EXPIRY_MS).toISOString();
  const where = and(
    scopeWhere(scope, orderOwners),
    isNull(o.deletedAt),
    numbers?.length
      ? or(
          anyOf(o.trackingNo, numbers, 'text'),
          anyOf(o.insideNumber, numbers, 'text'),
          anyOf(o.orderNo, numbers, 'text'),
          anyOf(o.referenceNo, numbers, 'text'),
        )
      : undefined,
  );
  return sql`
    select ${o.id} as order_id, ${o.orderNo} as order_no, ${o.insideNumber} as inside_number,
           ${o.referenceNo} as reference_no, ${o.trackingNo} as tracking_no, ${o.carrierCode} as carrier_code,
           ${o.status} as order_status, ${o.createdAt} as created_at,
           le.status as ev_status, le.sub_status as ev_sub_status, le.event_time as ev_time,
           le.location as ev_location, le.description as ev_description, le.code as ev_code,
           case when le.status is null then 'PENDING'
                when not (le.status = 'DELIVERED' or (le.status = 'EXCEPTION' and le.sub_status = 'RETURNED'))
                     and le.event_time < ${expiredBefore}::timestamptz then 'EXPIRED'
                else le.status end as parcel_status
    from ${o}
    left join lateral (
      select ev.status, ev.sub_status, ev.event_time, ev.location, ev.description, ev.code
      from ${e} ev
      where ev.order_id = ${o.id}
      order by ${latestFirst('ev')}
      limit 1
    ) le on true
    where ${where ?? sql`true`}`;
}

const asDate = (v: Date | string) => (v instanceof Date ? v : new Date(v));

function listRowOf(r: ListSqlRow): ParcelListRow {
  const expired = r.parcel_status === 'EXPIRED';
  return {
    orderId: Number(r.order_id),
    orderNo: r.order_no,
    insideNumber: r.inside_number,
    referenceNo: r.reference_no,
    trackingNo: r.tracking_no,
    carrierCode: r.carrier_code,
    orderStatus: r.order_status,
    createdAt: asDate(r.created_at),
    status: r.parcel_status,
    subStatus: expired ? null : r.ev_sub_status,
    latestEvent:
      r.ev_status && r.ev_time
        ? {
            status: r.ev_status,
            subStatus: r.ev_sub_status,
            eventTime: asDate(r.ev_time).toISOString(),
            location: r.ev_location ?? '',
            description: r.ev_description ?? '',
          }
        : null,
  };
}

export const parcelReadQueries = {
  async eventsOfOrders(db: Db, orderIds: readonly number[]): Promise<(typeof e.$inferSelect)[]> {
    if (orderIds.length === 0) return [];
    return db
      .select()
      .from(e)
      .where(inArray(e.orderId, [...orderIds]))
      .orderBy(desc(e.eventTime));
  },

  async listParcels(
    db: Db,
    scope: DataScope,
    filter: ParcelListFilter,
    page: { offset: number; limit: number },
    now: Date,
  ): Promise<{ rows: ParcelListRow[]; total: number }> {
    const base = parcelsSql(scope, filter.numbers, now);
    const byStatus = filter.status ? sql`where p.parcel_status = ${filter.status}` : sql``;
    const [rows, counted] = await Promise.all([
      rowsOf<ListSqlRow>(
        db,
        sql`select * from (${base}) p ${byStatus} order by p.order_id desc limit ${page.limit} offset ${page.offset}`,
      ),
      rowsOf<{ n: number | string }>(db, sql`select count(*)::int as n from (${base}) p ${byStatus}`),
    ]);
    return { rows: rows.map(listRowOf), total: Number(counted[0]?.n ?? 0) };
  },
};

/**
 * What other modules read of parcels (public tracking, the order tracking page): the caller resolves the orders in
 * its own scope first (through the orders' service), or reads the list here through the orders' scope.
 */
export function createParcelReads(data: DataAccess) {
  const repo = bindRepository(data, parcelReadQueries);
  return {
    /** The status and timeline of each of these orders (an order without events is PENDING with none). */
    async parcelsOf(orderIds: readonly number[], now = new Date()): Promise<Map<number, ParcelTimeline>> {
      const byOrder = new Map<number, DerivableEvent[]>(orderIds.map((id) => [id, []]));
      for (const ev of await repo.eventsOfOrders(orderIds)) byOrder.get(ev.orderId)?.push(ev);
      const states = new Map<number, ParcelTimeline>();
      for (const [id, events] of byOrder) {
        const { status, subStatus } = deriveStatus(events, now);
        states.set(id, { status, subStatus, events: newestFirst(events).map(eventOut) });
      }
      return states;
    },

    /** A page of the scope's orders, newest first, with their parcel's status and latest event. */
    listParcels: (
      scope: DataScope,
      filter: ParcelListFilter,
      page: { offset: number; limit: number },
      now = new Date(),
    ) => repo.listParcels(scope, filter, page, now),
  };
}

export type ParcelReads = ReturnType<typeof createParcelReads>;
