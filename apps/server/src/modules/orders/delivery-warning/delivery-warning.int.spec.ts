import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { orderInput } from '../../../../test/factories/orders';
import { dataAccessOf } from '../../../platform/db/data-access';
import { DEMO_PASSWORD, seedDemo } from '../../../seed/demo';
import { products } from '../../products';
import { orders } from '../orders.tables';

describe('delivery warnings: overdue orders, handled by the platform', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const placed: Record<string, { id: number; orderNo: string }> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(dataAccessOf(t.database));
    for (const u of ['admin', 'supplier', 'customer', 'customer2']) tokens[u] = await t.login(u, DEMO_PASSWORD);
    const [{ id: usExp }] = (await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'US-EXP'))) as [{ id: number }];
    await t.db.update(products).set({ minShippingCycle: 3, maxShippingCycle: 9 }).where(eq(products.id, usExp));
    for (const [who, ref] of [
      ['customer', 'W-OLD'],
      ['customer', 'W-NEW'],
      ['customer2', 'W-OLD2'],
      ['customer', 'W-DONE'],
    ] as const) {
      const res = await t.call('POST', '/api/order/place', {
        token: tokens[who],
        body: orderInput(usExp, { referenceNo: ref }),
      });
      expect(res.status).toBe(200);
      placed[ref] = res.body.obj;
    }
    const age = (ref: string, days: number) =>
      t.db
        .update(orders)
        .set({ createdAt: sql`now() - make_interval(days => ${days})` })
        .where(eq(orders.id, placed[ref]!.id));
    await age('W-OLD', 20); // 11 days past the 9-day cycle
    await age('W-OLD2', 12); // 3 days past
    await age('W-NEW', 5); // within the cycle
    await age('W-DONE', 30);
    await t.db.update(orders).set({ status: 'DELIVERED' }).where(eq(orders.id, placed['W-DONE']!.id));
  });
  afterAll(() => t.close());

  const list = (body: Record<string, unknown> = {}, who = 'admin', lang = 'en') =>
    t.call('POST', '/api/order/deliveryWarning/list', { token: tokens[who], body, lang });
  const update = (body: Record<string, unknown>, who = 'admin') =>
    t.call('POST', '/api/order/deliveryWarning/update', { token: tokens[who], body, lang: 'en' });
  const refs = (res: { body: { rows: { referenceNo: string }[] } }) => res.body.rows.map((r) => r.referenceNo);

  it('lists the overdue orders not yet delivered, the longest overdue first', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(refs(res)).toEqual(['W-OLD', 'W-OLD2']);
    expect(res.body.total).toBe(2);
    expect(res.body.rows[0]).toMatchObject({
      orderNo: placed['W-OLD']!.orderNo,
      customerName: 'customer',
      productCode: 'US-EXP',
      countryCode: 'US',
      maxShippingCycle: 9,
      ageDays: 20,
      overdueDays: 11,
      handled: false,
      handledAt: null,
      handledBy: null,
      remark: null,
    });
    expect(refs(await list({ numbers: 'W-OLD2' }))).toEqual(['W-OLD2']);
    expect(refs(await list({ pageNo: 1, pageSize: 1 }))).toEqual(['W-OLD2']);
  });

  it('marks a warning handled: logged in the order log, gone from the default list, found among the handled', async () => {
    const res = await update({
      ids: [placed['W-OLD']!.id, placed['W-NEW']!.id, 999_999],
      handled: true,
      remark: 'Carrier chased',
    });
    expect(res.status).toBe(200);
    expect(res.body.obj).toEqual({ updated: 1, skipped: 2 });
    expect(refs(await list())).toEqual(['W-OLD2']);
    const handled = await list({ handled: true });
    expect(refs(handled)).toEqual(['W-OLD']);
    expect(handled.body.rows[0]).toMatchObject({ handled: true, handledBy: 'admin', remark: 'Carrier chased' });
    expect(handled.body.rows[0].handledAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const logs = await t.call('GET', `/api/order/listOrderLog/${placed['W-OLD']!.id}`, {
      token: tokens.customer,
      lang: 'en',
    });
    expect(logs.body.rows.at(-1)).toMatchObject({
      action: 'WARNING_HANDLED',
      message: 'Delivery warning handled (11 days overdue). Carrier chased',
      operator: 'admin',
    });
    // Handled once: a second time changes nothing.
    expect((await update({ ids: [placed['W-OLD']!.id], handled: true })).body.obj).toEqual({ updated: 0, skipped: 1 });
  });

  it('is the platform’s: customers and suppliers are refused', async () => {
    for (const who of ['customer', 'supplier']) {
      expect((await list({}, who)).status).toBe(403);
      expect((await update({ ids: [placed['W-OLD2']!.id], handled: true }, who)).status).toBe(403);
    }
    expect(refs(await list())).toEqual(['W-OLD2']);
  });

  it('answers hostile input with 400, never 500', async () => {
    for (const body of [
      { ids: [2 ** 32], handled: true },
      { ids: [2 ** 53 + 1], handled: true },
      { ids: [], handled: true },
      { ids: [1], handled: false },
      { ids: [1] },
      { ids: Array.from({ length: 501 }, (_, i) => i + 1), handled: true },
      { ids: [1], handled: true, remark: 'r'.repeat(100_000) },
      { ids: ['1 or 1=1'], handled: true },
    ]) {
      const res = await update(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    for (const body of [
      { pageNo: 2 ** 40 },
      { pageSize: 100_000 },
      { productId: 2 ** 32 },
      { customerId: -5 },
      { numbers: 'n'.repeat(20_001) },
      { handled: 'yes' },
      { countryCode: "US' --" },
    ]) {
      const res = await list(body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
  });
});
