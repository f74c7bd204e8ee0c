import { and, desc, isNull, or } from 'drizzle-orm';
import type { OrderStatus } from '@parcelhub/contracts';
import { scopeWhere, type DataScope } from '../../../platform/auth/scope';
import type { Db } from '../../../platform/db/client';
import { anyOf } from '../../../platform/db/any-of';
import { bindRepository, type DataAccess } from '../../../platform/db/data-access';
import { orderOwners, orders as o } from '../orders.tables';

/** What a look-up by number answers of an order: its numbers and status, nothing about its people. */
export interface NumberedOrder {
  id: number;
  orderNo: string;
  insideNumber: string;
  referenceNo: string;
  trackingNo: string | null;
  status: OrderStatus;
}

/** A tracking number may in theory be reused by a carrier years apart: a look-up reads a bounded few per number. */
const MATCHES_PER_NUMBER = 5;

const columns = {
  id: o.id,
  orderNo: o.orderNo,
  insideNumber: o.insideNumber,
  referenceNo: o.referenceNo,
  trackingNo: o.trackingNo,
  status: o.status,
};
const inScope = (scope: DataScope) => and(scopeWhere(scope, orderOwners), isNull(o.deletedAt));

const queries = {
  /** Orders one of whose own numbers (tracking, order, inside) is among these, newest first. */
  async byOwnNumbers(db: Db, scope: DataScope, numbers: readonly string[]): Promise<NumberedOrder[]> {
    return db
      .select(columns)
      .from(o)
      .where(
        and(
          inScope(scope),
          or(
            anyOf(o.trackingNo, numbers, 'text'),
            anyOf(o.insideNumber, numbers, 'text'),
            anyOf(o.orderNo, numbers, 'text'),
          ),
        ),
      )
      .orderBy(desc(o.id))
      .limit(numbers.length * MATCHES_PER_NUMBER);
  },

  /** The newest order of each of these reference numbers (each customer picks its own: many may share one). */
  async byReference(db: Db, scope: DataScope, numbers: readonly string[]): Promise<NumberedOrder[]> {
    return db
      .selectDistinctOn([o.referenceNo], columns)
      .from(o)
      .where(and(inScope(scope), anyOf(o.referenceNo, numbers, 'text')))
      .orderBy(o.referenceNo, desc(o.id));
  },
};

const ownNumber = (order: NumberedOrder, n: string) =>
  order.trackingNo === n || order.insideNumber === n || order.orderNo === n;

/**
 * The order each number names in the scope, in the numbers' order (null when none): a tracking, order or inside
 * number first (the newest order carrying it), else a reference number (its newest order). Public tracking and the
 * tracking page read orders through this, never the table.
 */
export function createFindByNumbers(data: DataAccess) {
  const repo = bindRepository(data, queries);
  return async (
    scope: DataScope,
    numbers: readonly string[],
  ): Promise<{ number: string; order: NumberedOrder | null }[]> => {
    if (numbers.length === 0) return [];
    const own = await repo.byOwnNumbers(scope, numbers);
    const found = new Map<string, NumberedOrder>();
    for (const n of numbers) {
      const order = own.find((x) => ownNumber(x, n));
      if (order) found.set(n, order);
    }
    const rest = numbers.filter((n) => !found.has(n));
    if (rest.length > 0) for (const order of await repo.byReference(scope, rest)) found.set(order.referenceNo, order);
    return numbers.map((number) => ({ number, order: found.get(number) ?? null }));
  };
}
