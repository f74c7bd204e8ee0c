import { and, asc, count, desc, eq, exists, inArray, isNull, ne, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { scopeWhere, type DataScope } from '../../../platform/auth/scope';
import { orderLogs, orderOwners, orders as o, WARNING_HANDLED } from '../../orders';
import { products } from '../../products';
import { users } from '../../users';
import { trackingEvents as e } from '../tracking.tables';

/** Parcels done travelling (or that will not travel): never warned, however silent. */
const FINISHED = ['DELIVERED', 'SETTLED', 'COMPLETED', 'CANCELED', 'RETURNED'] as const;

export interface WarningFilter {
  handled: boolean;
  numbers?: string[];
  productId?: number;
  customerId?: number;
  countryCode?: string;
}

/**
 * Each order's latest tracking event by event time, one index read (`tracking_events_order_idx`). Our own EXPIRED
 * event is not news from the parcel (it is stamped when the silence is noticed), so it does not end the silence.
 */
const lastEventOf = (db: Db) =>
  db
    .select({ at: sql<string | Date | null>`max(${e.eventTime})`.as('last_event_at') })
    .from(e)
    .where(and(eq(e.orderId, o.id), ne(e.status, 'EXPIRED')))
    .as('last_event');

type LastEvent = ReturnType<typeof lastEventOf>;

/** Since when the parcel is silent: its latest event, else its latest label (the log's move to LABELED), else placed. */
const silentSince = (last: LastEvent) =>
  sql`coalesce(${last.at}, (select max(l.created_at) from ${orderLogs} l
        where l.order_id = ${o.id} and l.to_status = 'LABELED'), ${o.createdAt})`;
const deadline = (last: LastEvent) => sql`${silentSince(last)} + make_interval(days => ${products.maxShippingCycle})`;
const daysSince = (at: SQL) => sql<number>`floor(extract(epoch from (now() - ${at})) / 86400)::int`;

/** Handled: a WARNING_HANDLED log line since the silence began (a new event, then a new silence, warns again). */
const handledExists = (db: Db, last: LastEvent) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderLogs)
      .where(
        and(
          eq(orderLogs.orderId, o.id),
          eq(orderLogs.action, WARNING_HANDLED),
          sql`${orderLogs.createdAt} >= ${silentSince(last)}`,
        ),
      ),
  );

/**
 * Warned: labelled, not finished, its product has a maximum shipping cycle, and the parcel has been silent (no tracking
 * event, or no label without events) for longer than that cycle. Decision 260.
 */
function warned(db: Db, last: LastEvent, scope: DataScope, f: WarningFilter, ids?: number[]): SQL | undefined {
  const n = f.numbers;
  return and(
    scopeWhere(scope, orderOwners),
    isNull(o.deletedAt),
    eq(o.labelStatus, 'SUCCESS'),
    notInArray(o.status, [...FINISHED]),
    sql`${products.maxShippingCycle} > 0`,
    sql`${deadline(last)} < now()`,
    f.handled ? handledExists(db, last) : not(handledExists(db, last)),
    ids ? inArray(o.id, ids) : undefined,
    f.productId ? eq(o.productId, f.productId) : undefined,
    f.customerId ? eq(o.accountId, f.customerId) : undefined,
    f.countryCode ? eq(o.countryCode, f.countryCode) : undefined,
    n && n.length > 0
      ? or(inArray(o.orderNo, n), inArray(o.referenceNo, n), inArray(o.insideNumber, n), inArray(o.trackingNo, n))
      : undefined,
  );
}

export const deliveryWarningQueries = {
  /** A page of warned parcels, the longest overdue first: one statement, whatever the page size. */
  async listWarnings(db: Db, scope: DataScope, f: WarningFilter, offset: number, limit: number) {
    const last = lastEventOf(db);
    const latest = db
      .select({ at: orderLogs.createdAt, by: orderLogs.operatorName, params: orderLogs.params })
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, o.id), eq(orderLogs.action, WARNING_HANDLED)))
      .orderBy(desc(orderLogs.id))
      .limit(1)
      .as('handled_log');
    const since = silentSince(last);
    return db
      .select({
        id: o.id,
        orderNo: o.orderNo,
        referenceNo: o.referenceNo,
        trackingNo: o.trackingNo,
        status: o.status,
        customerId: o.accountId,
        customerName: users.username,
        productId: o.productId,
        productCode: products.code,
        productName: products.name,
        productNameEn: products.nameEn,
        countryCode: o.countryCode,
        createdAt: o.createdAt,
        maxShippingCycle: products.maxShippingCycle,
        ageDays: daysSince(sql`${o.createdAt}`),
        lastEventAt: last.at,
        silentSince: sql<string | Date>`${since}`,
        silentDays: daysSince(since),
        handledAt: latest.at,
        handledBy: latest.by,
        handledParams: latest.params,
      })
      .from(o)
      .innerJoin(products, eq(products.id, o.productId))
      .innerJoin(users, eq(users.id, o.accountId))
      .leftJoinLateral(last, sql`true`)
      .leftJoinLateral(latest, sql`true`)
      .where(warned(db, last, scope, f))
      .orderBy(asc(deadline(last)), asc(o.id))
      .offset(offset)
      .limit(limit);
  },

  async countWarnings(db: Db, scope: DataScope, f: WarningFilter): Promise<number> {
    const last = lastEventOf(db);
    const [row] = await db
      .select({ n: count() })
      .from(o)
      .innerJoin(products, eq(products.id, o.productId))
      .leftJoinLateral(last, sql`true`)
      .where(warned(db, last, scope, f));
    return Number(row?.n ?? 0);
  },

  /** Of these orders, the ones warned and not handled yet, locked (in id order) until the transaction ends. */
  async lockUnhandled(db: Db, scope: DataScope, ids: number[]) {
    await db.select({ id: o.id }).from(o).where(inArray(o.id, ids)).orderBy(asc(o.id)).for('update');
    const last = lastEventOf(db);
    return db
      .select({
        id: o.id,
        status: o.status,
        silentDays: daysSince(silentSince(last)),
        maxShippingCycle: products.maxShippingCycle,
      })
      .from(o)
      .innerJoin(products, eq(products.id, o.productId))
      .leftJoinLateral(last, sql`true`)
      .where(warned(db, last, scope, { handled: false }, ids))
      .orderBy(asc(o.id));
  },
};
