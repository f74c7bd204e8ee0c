import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { orderInput } from '../../../../test/factories/orders';
import { dataAccessOf } from '../../../platform/db/data-access';
import { DEMO_PASSWORD, seedDemo } from '../../../seed/demo';
import { products } from '../../products';
import { orderLogs, orders } from '../../orders';
import { trackingEvents } from '../tracking.tables';

/**
 * Delivery warnings come from tracking (decision 260): a labelled parcel is warned when its latest tracking event (its
 * label without events) is older than its product's maximum shipping cycle, not when its order is merely old.
 */
describe('delivery warnings: parcels silent past their product’s window, handled by the platform', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const placed: Record<string, { id: number; orderNo: string; trackingNo: string }> = {};
  const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

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
      ['customer', 'W-SILENT'],
      ['customer', 'W-RECENT'],
      ['customer', 'W-NEW'],
      ['customer2', 'W-OLD2'],
      ['customer', 'W-DONE'],
      ['customer', 'W-NOEVENTS'],
      ['customer', 'W-NOLABEL'],
    ] as const) {
      const res = await t.call('POST', '/api/order/place', {
        token: tokens[who],
        body: orderInput(usExp, { referenceNo: ref }),
      });
      expect(res.status).toBe(200);
      expect(res.body.obj.trackingNo).toBeTruthy();
      placed[ref] = res.body.obj;
    }
    const id = (ref: string) => placed[ref]!.id;
    /** Placed `placedDays` ago, labelled then, and its events (the label's own) `eventDays` ago. */
    const age = async (ref: string, placedDays: number, eventDays: number) => {
      await t.db.update(orders).set({ createdAt: daysAgo(placedDays) }).where(eq(orders.id, id(ref)));
      await t.db
        .update(orderLogs)
        .set({ createdAt: daysAgo(placedDays) })
        .where(and(eq(orderLogs.orderId, id(ref)), eq(orderLogs.toStatus, 'LABELED')));
      await t.db
        .update(trackingEvents)
        .set({ eventTime: daysAgo(eventDays) })
        .where(eq(trackingEvents.orderId, id(ref)));
    };
    await age('W-SILENT', 21, 20); // silent 20 days: 11 past the 9-day window
    await age('W-RECENT', 30, 29); // placed long ago, but a carrier event 2 days ago (below)
    await age('W-NEW', 5, 5); // within the window
    await age('W-OLD2', 13, 12); // 3 days past
    await age('W-DONE', 30, 30);
    await t.db.update(orders).set({ status: 'DELIVERED' }).where(eq(orders.id, id('W-DONE')));
    // Without events, the silence runs from the label: labelled 15 days ago, 6 past.
    await age('W-NOEVENTS', 16, 15);
    await t.db
      .update(orderLogs)
      .set({ createdAt: daysAgo(15) })
      .where(and(eq(orderLogs.orderId, id('W-NOEVENTS')), eq(orderLogs.toStatus, 'LABELED')));
    await t.db.delete(trackingEvents).where(eq(trackingEvents.orderId, id('W-NOEVENTS')));
    // Not labelled: nothing to follow, however old.
    await age('W-NOLABEL', 30, 30);
    await t.db.update(orders).set({ labelStatus: 'FAILED' }).where(eq(orders.id, id('W-NOLABEL')));
    // Our own EXPIRED event, stamped when the silence is noticed, does not end the silence.
    await t.db.insert(trackingEvents).values({
      orderId: id('W-SILENT'),
      trackingNo: placed['W-SILENT']!.trackingNo,
      code: 'EXPIRED',
      source: 'internal',
      status: 'EXPIRED',
      eventTime: new Date(),
    });
    const event = await addEvent('W-RECENT', new Date(Date.now() - 2 * 86_400_000));
    expect(event.status, JSON.stringify(event.body)).toBe(200);
  });
  afterAll(() => t.close());

  const addEvent = (ref: string, at: Date) =>
    t.call('POST', '/api/trackInfomation/addTrackInfo', {
      token: tokens.admin,
      lang: 'en',
      body: {
        trackingNo: placed[ref]!.trackingNo,
        status: 'IN_TRANSIT',
        eventTime: at.toISOString(),
        location: 'LAX',
        description: 'Departed',
      },
    });
  const list = (body: Record<string, unknown> = {}, who = 'admin', lang = 'en') =>
    t.call('POST', '/api/order/deliveryWarning/list', { token: tokens[who], body, lang });
  const update = (body: Record<string, unknown>, who = 'admin') =>
    t.call('POST', '/api/order/deliveryWarning/update', { token: tokens[who], body, lang: 'en' });
  const refs = (res: { body: { rows: { referenceNo: string }[] } }) => res.body.rows.map((r) => r.referenceNo);

  it('lists the labelled parcels silent past the window, the longest overdue first; a recent event is no warning', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(refs(res)).toEqual(['W-SILENT', 'W-NOEVENTS', 'W-OLD2']);
    expect(res.body.total).toBe(3);
    expect(res.body.rows[0]).toMatchObject({
      orderNo: placed['W-SILENT']!.orderNo,
      customerName: 'customer',
      productCode: 'US-EXP',
      countryCode: 'US',
      maxShippingCycle: 9,
      ageDays: 21,
      silentDays: 20,
      overdueDays: 11,
      handled: false,
      handledAt: null,
      handledBy: null,
      remark: null,
    });
    expect(res.body.rows[0].lastEventAt).toBe(res.body.rows[0].silentSince);
    expect(res.body.rows[1]).toMatchObject({ lastEventAt: null, silentDays: 15, overdueDays: 6, ageDays: 16 });
    expect(refs(await list({ numbers: 'W-OLD2' }))).toEqual(['W-OLD2']);
    expect(refs(await list({ numbers: 'W-RECENT W-NEW W-DONE W-NOLABEL' }))).toEqual([]);
    expect(refs(await list({ pageNo: 1, pageSize: 2 }))).toEqual(['W-OLD2']);
  });

  it('marks a warning handled: logged in the order log, gone from the default list, found among the handled', async () => {
    const res = await update({
      ids: [placed['W-SILENT']!.id, placed['W-RECENT']!.id, 999_999],
      handled: true,
      remark: 'Carrier chased',
    });
    expect(res.status).toBe(200);
    expect(res.body.obj).toEqual({ updated: 1, skipped: 2 });
    expect(refs(await list())).toEqual(['W-NOEVENTS', 'W-OLD2']);
    const handled = await list({ handled: true });
    expect(refs(handled)).toEqual(['W-SILENT']);
    expect(handled.body.rows[0]).toMatchObject({ handled: true, handledBy: 'admin', remark: 'Carrier chased' });
    expect(handled.body.rows[0].handledAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    const logs = await t.call('GET', `/api/order/listOrderLog/${placed['W-SILENT']!.id}`, {
      token: tokens.customer,
      lang: 'en',
    });
    expect(logs.body.rows.at(-1)).toMatchObject({
      action: 'WARNING_HANDLED',
      message: 'Delivery warning handled (11 days overdue). Carrier chased',
      operator: 'admin',
    });
    // Handled once: a second time changes nothing.
    expect((await update({ ids: [placed['W-SILENT']!.id], handled: true })).body.obj).toEqual({
      updated: 0,
      skipped: 1,
    });
  });

  it('handles one silence: a handling older than the silence warns again; a new event ends the warning', async () => {
    const id = placed['W-SILENT']!.id;
    await t.db
      .update(orderLogs)
      .set({ createdAt: daysAgo(25) })
      .where(and(eq(orderLogs.orderId, id), eq(orderLogs.action, 'WARNING_HANDLED')));
    const again = await list();
    expect(refs(again)).toEqual(['W-SILENT', 'W-NOEVENTS', 'W-OLD2']);
    expect(again.body.rows[0]).toMatchObject({ handled: false, handledAt: null, remark: null });
    expect(refs(await list({ handled: true }))).toEqual([]);
    expect((await addEvent('W-SILENT', new Date(Date.now() - 3_600_000))).status).toBe(200);
    expect(refs(await list())).toEqual(['W-NOEVENTS', 'W-OLD2']);
    expect(refs(await list({ handled: true }))).toEqual([]);
  });

  it('is the platform’s: customers and suppliers are refused', async () => {
    for (const who of ['customer', 'supplier']) {
      expect((await list({}, who)).status).toBe(403);
      expect((await update({ ids: [placed['W-OLD2']!.id], handled: true }, who)).status).toBe(403);
    }
    expect(refs(await list())).toEqual(['W-NOEVENTS', 'W-OLD2']);
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
