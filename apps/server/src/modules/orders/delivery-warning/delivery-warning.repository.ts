import { and, asc, count, desc, eq, exists, inArray, isNull, not, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../platform/db/client';
import { scopeWhere, type DataScope } from '../../../platform/auth/scope';
import { products } from '../../products';
import { users } from '../../users';
import { orderLogs, orderOwners, orders as o } from '../orders.tables';

/** The order log's action that marks a delivery warning handled: the log is where "handled" is kept. */
export const WARNING_HANDLED = 'WARNING_HANDLED';

/** Orders that are done travelling (or will not travel): never overdue. */
const FINISHED = ['DELIVERED', 'SETTLED', 'COMPLETED', 'CANCELED'] as const;

export interface WarningFilter {
  handled: boolean;
  numbers?: string[];
  productId?: number;
  customerId?: number;
  countryCode?: string;
}

const ageDays = sql<number>`floor(extract(epoch from (now() - ${o.createdAt})) / 86400)::int`;
const deadline = sql`${o.createdAt} + make_interval(days => ${products.maxShippingCycle})`;

const handledExists = (db: Db) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, o.id), eq(orderLogs.action, WARNING_HANDLED))),
  );

/** Overdue: its product has a maximum shipping cycle, and that many days have passed since it was placed. */
function overdue(db: Db, scope: DataScope, f: WarningFilter, ids?: number[]): SQL | undefined {
  const n = f.numbers;
  return and(
    scopeWhere(scope, orderOwners),
    isNull(o.deletedAt),
    notInArray(o.status, [...FINISHED]),
    sql`${products.maxShippingCycle} > 0`,
    sql`${deadline} < now()`,
    f.handled ? handledExists(db) : not(handledExists(db)),
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
  /** A page of overdue orders, the longest overdue first. */
  async listWarnings(db: Db, scope: DataScope, f: WarningFilter, offset: number, limit: number) {
    const latest = db
      .select({ at: orderLogs.createdAt, by: orderLogs.operatorName, params: orderLogs.params })
      .from(orderLogs)
      .where(and(eq(orderLogs.orderId, o.id), eq(orderLogs.action, WARNING_HANDLED)))
      .orderBy(desc(orderLogs.id))
      .limit(1)
      .as('handled_log');
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
        ageDays,
        handledAt: latest.at,
        handledBy: latest.by,
        handledParams: latest.params,
      })
      .from(o)
      .innerJoin(products, eq(products.id, o.productId))
      .innerJoin(users, eq(users.id, o.accountId))
      .leftJoinLateral(latest, sql`true`)
      .where(overdue(db, scope, f))
      .orderBy(asc(deadline), asc(o.id))
      .offset(offset)
      .limit(limit);
  },

  async countWarnings(db: Db, scope: DataScope, f: WarningFilter): Promise<number> {
    const [row] = await db
      .select({ n: count() })
      .from(o)
      .innerJoin(products, eq(products.id, o.productId))
      .where(overdue(db, scope, f));
    return Number(row?.n ?? 0);
  },

  /** Of these orders, the ones overdue and not handled yet, locked until the transaction ends. */
  async lockUnhandled(db: Db, scope: DataScope, ids: number[]) {
    await db.select({ id: o.id }).from(o).where(inArray(o.id, ids)).orderBy(asc(o.id)).for('update');
    return db
      .select({ id: o.id, status: o.status, ageDays, maxShippingCycle: products.maxShippingCycle })
      .from(o)
      .innerJoin(products, eq(products.id, o.productId))
      .where(overdue(db, scope, { handled: false }, ids))
      .orderBy(asc(o.id));
  },
};
