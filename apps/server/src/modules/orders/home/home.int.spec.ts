import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { HOME_BUCKETS, type HomeBucket, type OrderStatus } from '@parcelhub/contracts';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { orderInput } from '../../../../test/factories/orders';
import { dataAccessOf } from '../../../platform/db/data-access';
import { DEMO_PASSWORD, seedDemo } from '../../../seed/demo';
import { products } from '../../products';
import { orders } from '../orders.tables';
import { startOfChinaDay } from './home-buckets';

const DAY = 86_400_000;

/**
 * The customer's orders, each put in a known state (there is no call yet that dispatches or settles an order, so
 * the states are written straight into the table), and what each bucket should count of them.
 */
const CUSTOMER_ORDERS: {
  ref: string;
  status: OrderStatus;
  labelStatus?: 'FAILED' | 'SUCCESS' | 'PENDING';
  /** Days before now it was placed; 0 = just now (today). */
  age: number | 'yesterday';
  buckets: HomeBucket[];
}[] = [
  { ref: 'H-1', status: 'LABELED', age: 0, buckets: ['today', 'toInvoice', 'unscanned'] },
  { ref: 'H-2', status: 'DISPATCHED', age: 'yesterday', buckets: ['toInvoice', 'inTransit'] },
  { ref: 'H-3', status: 'IN_TRANSIT', age: 30, buckets: ['toInvoice', 'inTransit', 'delayed'] },
  { ref: 'H-4', status: 'EXCEPTION', age: 2, buckets: ['toInvoice', 'abnormal'] },
  { ref: 'H-5', status: 'CREATED', labelStatus: 'FAILED', age: 0, buckets: ['today', 'labelFailed'] },
  { ref: 'H-6', status: 'CANCELED', labelStatus: 'FAILED', age: 1.5, buckets: [] },
  { ref: 'H-7', status: 'SETTLED', age: 40, buckets: [] },
  { ref: 'H-8', status: 'INTERCEPTED', age: 3, buckets: ['abnormal'] },
  // Within US-EXP's 8-day cycle: on its way, not late yet.
  { ref: 'H-9', status: 'RECEIVED', age: 6, buckets: ['toInvoice'] },
  { ref: 'H-10', status: 'DELIVERED', age: 20, buckets: ['toInvoice'] },
  // Placed 24 hours ago: yesterday in China, whatever the hour.
  { ref: 'H-11', status: 'LABELED', age: 1, buckets: ['toInvoice', 'unscanned'] },
  // Placed today and canceled: not one of today's orders (issue 37).
  { ref: 'H-12', status: 'CANCELED', age: 0, buckets: [] },
];

const expected = (refs: typeof CUSTOMER_ORDERS) =>
  Object.fromEntries(HOME_BUCKETS.map((b) => [b, refs.filter((o) => o.buckets.includes(b)).length]));

describe('the home overview: one count per bucket, in the caller’s scope, the same orders as the list', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let usExp: number;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(dataAccessOf(t.database));
    for (const u of ['admin', 'supplier', 'customer', 'customer-sub', 'customer2'])
      tokens[u] = await t.login(u, DEMO_PASSWORD);
    [{ id: usExp }] = (await t.db.select({ id: products.id }).from(products).where(eq(products.code, 'US-EXP'))) as [
      { id: number },
    ];
    const place = async (who: string, ref: string) => {
      const res = await t.call('POST', '/api/order/place', {
        token: tokens[who],
        body: orderInput(usExp, { referenceNo: ref }),
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      ids[ref] = res.body.obj.id;
    };
    for (const o of CUSTOMER_ORDERS) await place('customer', o.ref);
    await place('customer2', 'OTHER-1');
    const now = Date.now();
    for (const o of CUSTOMER_ORDERS) {
      const createdAt =
        o.age === 'yesterday'
          ? new Date(startOfChinaDay(new Date(now)).getTime() - 3_600_000)
          : new Date(now - o.age * DAY);
      await t.db
        .update(orders)
        .set({ status: o.status, labelStatus: o.labelStatus ?? 'SUCCESS', createdAt })
        .where(eq(orders.id, ids[o.ref]!));
    }
  });
  afterAll(() => t.close());

  const counts = async (who: string) => {
    const res = await t.call('GET', '/api/order/homeCounts', { token: tokens[who], lang: 'en' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.obj as Record<HomeBucket, number>;
  };
  const listed = async (who: string, bucket: HomeBucket) => {
    const res = await t.call('POST', '/api/order/list', {
      token: tokens[who],
      lang: 'en',
      body: { bucket, pageSize: 200 },
    });
    expect(res.status).toBe(200);
    return (res.body.rows as { referenceNo: string }[]).map((r) => r.referenceNo).sort();
  };

  it('counts a known set of orders bucket by bucket', async () => {
    expect(await counts('customer')).toEqual(expected(CUSTOMER_ORDERS));
    expect(await counts('customer')).toEqual({
      today: 2,
      toInvoice: 7,
      inTransit: 2,
      unscanned: 2,
      delayed: 1,
      abnormal: 2,
      labelFailed: 1,
    });
  });

  it('isolates scopes: a sub-account sees its main account’s, another customer its own, supplier and platform all', async () => {
    const mine = expected(CUSTOMER_ORDERS);
    expect(await counts('customer-sub')).toEqual(mine);
    const other = { today: 1, toInvoice: 1, inTransit: 0, unscanned: 1, delayed: 0, abnormal: 0, labelFailed: 0 };
    expect(await counts('customer2')).toEqual(other);
    const all = Object.fromEntries(HOME_BUCKETS.map((b) => [b, mine[b]! + other[b]]));
    // The demo supplier carries US-EXP: every order here is of its product.
    expect(await counts('supplier')).toEqual(all);
    expect(await counts('admin')).toEqual(all);
  });

  it('opens the same orders in the list: the bucket filter holds exactly what was counted', async () => {
    for (const bucket of HOME_BUCKETS) {
      const want = CUSTOMER_ORDERS.filter((o) => o.buckets.includes(bucket))
        .map((o) => o.ref)
        .sort();
      expect(await listed('customer', bucket), bucket).toEqual(want);
      expect(await listed('customer-sub', bucket), bucket).toEqual(want);
    }
    // The tabs' counts follow the bucket: only its statuses hold orders.
    const res = await t.call('POST', '/api/order/list', { token: tokens.customer, body: { bucket: 'inTransit' } });
    expect(res.body.counts).toEqual({ DISPATCHED: 1, IN_TRANSIT: 1 });
    const ids = await t.call('POST', '/api/order/getQueryIds', {
      token: tokens.customer,
      body: { bucket: 'abnormal' },
    });
    expect(ids.body.total).toBe(2);
    expect((await t.call('POST', '/api/order/list', { token: tokens.customer, body: { bucket: 'late' } })).status).toBe(
      400,
    );
  });

  it('reads a product’s own shipping cycle for delays, and 15 days when it sets none', async () => {
    await t.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 10 * DAY) })
      .where(eq(orders.id, ids['H-9']!));
    try {
      // 10 days > US-EXP's 8: late.
      expect((await counts('customer')).delayed).toBe(2);
      await t.db.update(products).set({ minShippingCycle: 0, maxShippingCycle: 0 }).where(eq(products.id, usExp));
      // No cycle: 15 days; the 30-day-old parcel is still late, the 10-day-old one not.
      expect((await counts('customer')).delayed).toBe(1);
      expect(await listed('customer', 'delayed')).toEqual(['H-3']);
    } finally {
      await t.db.update(products).set({ minShippingCycle: 5, maxShippingCycle: 8 }).where(eq(products.id, usExp));
      await t.db
        .update(orders)
        .set({ createdAt: new Date(Date.now() - 6 * DAY) })
        .where(eq(orders.id, ids['H-9']!));
    }
  });

  it('leaves deleted orders out, and refuses callers without the order list', async () => {
    await t.db
      .update(orders)
      .set({ deletedAt: new Date() })
      .where(inArray(orders.id, [ids['H-1']!, ids['H-5']!]));
    try {
      expect(await counts('customer')).toMatchObject({ today: 0, unscanned: 1, labelFailed: 0 });
    } finally {
      await t.db
        .update(orders)
        .set({ deletedAt: null })
        .where(inArray(orders.id, [ids['H-1']!, ids['H-5']!]));
    }
    expect((await t.call('GET', '/api/order/homeCounts')).status).toBe(401);
  });
});
