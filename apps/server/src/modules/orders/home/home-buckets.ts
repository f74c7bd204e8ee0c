import { and, eq, gte, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  ABNORMAL_STATUSES,
  DEFAULT_DELAY_DAYS,
  DELAY_WATCHED_STATUSES,
  HOME_UTC_OFFSET_HOURS,
  IN_TRANSIT_STATUSES,
  TO_INVOICE_STATUSES,
  UNSCANNED_STATUSES,
  type HomeBucket,
  type OrderStatus,
} from '@parcelhub/contracts';
import { products } from '../../products';
import { orders as o } from '../orders.tables';

const DAY_MS = 86_400_000;
const OFFSET_MS = HOME_UTC_OFFSET_HOURS * 3_600_000;

/** Midnight in China (UTC+8) of the day `now` falls in, as an instant. */
export function startOfChinaDay(now: Date): Date {
  const local = now.getTime() + OFFSET_MS;
  return new Date(local - (((local % DAY_MS) + DAY_MS) % DAY_MS) - OFFSET_MS);
}

const statusIn = (list: readonly OrderStatus[]) => inArray(o.status, [...list]);

/** Days after placement from which a parcel of this order's product is late (the product's longest cycle). */
const delayDays = sql`(select case when ${products.maxShippingCycle} > 0 then ${products.maxShippingCycle} else ${DEFAULT_DELAY_DAYS} end
  from ${products} where ${products.id} = ${o.productId})`;

/**
 * The one definition of each bucket of the home overview (contracts orders-home.ts words them): the counts and
 * the order list's `bucket` filter both use it, at the instant `now`.
 */
export function bucketCondition(bucket: HomeBucket, now: Date): SQL {
  switch (bucket) {
    case 'today':
      // Orders placed today that still stand: one canceled since is not today's business.
      return and(gte(o.createdAt, startOfChinaDay(now)), ne(o.status, 'CANCELED'))!;
    case 'toInvoice':
      return statusIn(TO_INVOICE_STATUSES);
    case 'inTransit':
      return statusIn(IN_TRANSIT_STATUSES);
    case 'unscanned':
      return statusIn(UNSCANNED_STATUSES);
    case 'delayed':
      return and(
        statusIn(DELAY_WATCHED_STATUSES),
        lt(o.createdAt, sql`${now.toISOString()}::timestamptz - make_interval(days => ${delayDays})`),
      )!;
    case 'abnormal':
      return statusIn(ABNORMAL_STATUSES);
    case 'labelFailed':
      return and(eq(o.labelStatus, 'FAILED'), ne(o.status, 'CANCELED'))!;
    default: {
      const never: never = bucket;
      throw new Error(`unknown bucket ${String(never)}`);
    }
  }
}

/**
 * A row counted in no bucket is skipped before counting: every bucket holds a status of this list, or was placed
 * today, or failed its label. Written on indexed columns (status, created_at, the label-due partial index), so the
 * platform's count reads the open orders, not the years of completed ones.
 */
export function anyBucketCondition(now: Date): SQL {
  const statuses = [
    ...new Set<OrderStatus>([
      ...TO_INVOICE_STATUSES,
      ...IN_TRANSIT_STATUSES,
      ...UNSCANNED_STATUSES,
      ...ABNORMAL_STATUSES,
      ...DELAY_WATCHED_STATUSES,
    ]),
  ];
  return or(statusIn(statuses), gte(o.createdAt, startOfChinaDay(now)), eq(o.labelStatus, 'FAILED'))!;
}
