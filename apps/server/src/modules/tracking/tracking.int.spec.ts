import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { orderInput } from '../../../test/factories/orders';
import { createUser } from '../../../test/factories/users';
import { trackingEvents } from './tracking.tables';
import { moveAsWarehouse } from '../../../test/helpers/warehouse-moves';
import type { OrderStatus } from '@parcelhub/contracts';

interface Placed {
  id: number;
  orderNo: string;
  insideNumber: string;
  trackingNo: string;
  status: string;
}

describe('tracking: statuses, events, status from events (issue 38, first slice)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let usExp: number;

  beforeAll(async () => {
    ({ t, usExp } = await demoTestApp(['admin', 'supplier', 'customer', 'customer-sub', 'customer2'], tokens));
    const stranger = await createUser(t.db, { privilegeType: 'SUPPLIER' });
    tokens.otherSupplier = await t.login(stranger.username);
  });
  afterAll(() => t.close());

  const call = (who: string, method: 'GET' | 'POST', url: string, body?: unknown, lang = 'en') =>
    t.call(method, url, { token: tokens[who], body, lang });
  const place = async (overrides: Record<string, unknown> = {}): Promise<Placed> => {
    const res = await call('customer', 'POST', '/api/order/place', orderInput(usExp, overrides));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.obj.trackingNo).toBeTruthy();
    return res.body.obj;
  };
  const addEvent = (body: Record<string, unknown>, who = 'admin', lang = 'en') =>
    call(who, 'POST', '/api/trackInfomation/addTrackInfo', body, lang);
  const trackInfo = (who: string, insideNumber: string) =>
    call(who, 'GET', `/api/order/catchOrderTrackInfo/order/${encodeURIComponent(insideNumber)}`);
  const orderStatus = async (id: number) => (await call('admin', 'GET', `/api/order/detail/${id}`)).body.obj.status;
  const hoursAgo = (h: number) => new Date(Date.now() - h * 3600_000).toISOString();
  const inMinutes = (m: number) => new Date(Date.now() + m * 60_000).toISOString();
  /** Moves an order along the main line as the platform would at the warehouse (no warehouse module yet). */
  const moveTo = async (o: Placed, path: OrderStatus[]) =>
    moveAsWarehouse(t, { ...o, status: await orderStatus(o.id) }, path);
  const dispatched = async () => {
    const o = await place();
    await moveTo(o, ['RECEIVED', 'SORTED', 'BAGGED', 'DISPATCHED']);
    return o;
  };

  it('answers the standard statuses and their sub-statuses in the caller’s language', async () => {
    const all = await call('customer', 'GET', '/api/trackInfomation/getAllTrackingStatus');
    expect(all.status).toBe(200);
    expect(all.body.rows.map((r: { value: string }) => r.value)).toEqual([
      'PENDING',
      'INFO_RECEIVED',
      'IN_TRANSIT',
      'OUT_FOR_DELIVERY',
      'AVAILABLE_FOR_PICKUP',
      'DELIVERY_FAILED',
      'DELIVERED',
      'EXCEPTION',
      'EXPIRED',
    ]);
    const zh = await call('customer', 'GET', '/api/trackInfomation/getChildEventStatus/IN_TRANSIT', undefined, 'zh');
    expect(zh.body.rows).toContainEqual({ value: 'PICKED_UP', label: '已揽收' });
    const ko = await call('customer', 'GET', '/api/trackInfomation/getChildEventStatus/EXCEPTION', undefined, 'ko');
    expect(ko.body.rows).toContainEqual({ value: 'RETURNED', label: '반송 완료' });
    const unknown = await call('customer', 'GET', '/api/trackInfomation/getChildEventStatus/FLYING');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errorKey: 'TRACKING_STATUS_UNKNOWN', msg: 'Unknown tracking status FLYING' });
  });

  it('answers the tracking dropdowns as label/value pairs; the customers only to the platform', async () => {
    for (const name of ['orderTrackingStatusList', 'trackStatusList', 'otherOrderStatusList', 'exLabelStatusList']) {
      const res = await call('customer', 'GET', `/api/dropdownData/${name}`);
      expect(res.status, name).toBe(200);
      expect(res.body.rows.length, name).toBeGreaterThan(0);
      for (const row of res.body.rows) expect(Object.keys(row).sort(), name).toEqual(['label', 'value']);
    }
    const subs = await call('customer', 'GET', '/api/dropdownData/trackStatusList');
    expect(subs.body.rows).toContainEqual({ value: 'CUSTOMS_RELEASED', label: 'In transit / Customs released' });
    const customers = await call('admin', 'GET', '/api/dropdownData/platformCustomerList');
    expect(customers.status).toBe(200);
    expect(customers.body.rows.map((r: { label: string }) => r.label).join(' ')).toContain('customer');
    expect((await call('customer', 'GET', '/api/dropdownData/platformCustomerList')).status).toBe(403);
  });

  it('records our own events: the label issued and the warehouse receipt', async () => {
    const o = await place();
    expect(o.status).toBe('LABELED');
    let info = (await trackInfo('customer', o.insideNumber)).body.obj;
    expect(info).toMatchObject({ status: 'INFO_RECEIVED', subStatus: null });
    expect(info.events).toHaveLength(1);
    await moveTo(o, ['RECEIVED']);
    info = (await trackInfo('customer', o.insideNumber)).body.obj;
    expect(info).toMatchObject({ status: 'IN_TRANSIT', subStatus: 'ARRIVED_AT_HUB' });
    expect(info.events.map((e: { status: string }) => e.status)).toEqual(['IN_TRANSIT', 'INFO_RECEIVED']);
  });

  it('refuses a bad manual event with a clear message in the caller’s language', async () => {
    const o = await place();
    const base = { trackingNo: o.trackingNo, status: 'IN_TRANSIT', eventTime: inMinutes(1), location: 'LA' };
    const unknown = await addEvent({ ...base, status: 'TELEPORTED' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('Unknown tracking status TELEPORTED');
    const zh = await addEvent({ ...base, status: 'TELEPORTED' }, 'admin', 'zh');
    expect(zh.body.msg).toBe('未知的轨迹状态 TELEPORTED');
    const mismatch = await addEvent({ ...base, subStatus: 'RETURNED' });
    expect(mismatch.body).toMatchObject({ errorKey: 'TRACKING_SUB_STATUS_MISMATCH' });
    expect(mismatch.body.msg).toContain('RETURNED');
    const long = await addEvent({ ...base, description: '12345678901' });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain('description');
    expect((await addEvent({ ...base, description: '1234567890' })).status).toBe(200);
    const future = await addEvent({ ...base, eventTime: inMinutes(25 * 60) }, 'admin', 'ko');
    expect(future.body).toMatchObject({ errorKey: 'TRACKING_EVENT_IN_FUTURE' });
    expect(future.body.msg).toMatch(/미래/);
    expect((await addEvent({ ...base, eventTime: inMinutes(23 * 60) })).status).toBe(200);
    const tenYears = await addEvent({ ...base, eventTime: '2036-12-05T00:00:00Z' });
    expect(tenYears.body.errorKey).toBe('TRACKING_EVENT_IN_FUTURE');
    const before = await addEvent({ ...base, eventTime: hoursAgo(24) });
    expect(before.body).toMatchObject({ errorKey: 'TRACKING_EVENT_BEFORE_ORDER' });
    expect(before.body.msg).toContain('before the order was placed');
    const missing = await addEvent({ ...base, trackingNo: 'NO-SUCH-NUMBER' });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('No order has the tracking number NO-SUCH-NUMBER');
    expect((await addEvent({ ...base, status: undefined })).status).toBe(400);
    expect((await addEvent(base, 'customer')).status).toBe(403);
    expect((await addEvent(base, 'supplier')).status).toBe(403);
  });

  it('moves the order through its one transition, and a late older event moves nothing back', async () => {
    const o = await dispatched();
    const r1 = await addEvent({
      trackingNo: o.trackingNo,
      status: 'IN_TRANSIT',
      subStatus: 'PICKED_UP',
      eventTime: inMinutes(10),
    });
    expect(r1.status, JSON.stringify(r1.body)).toBe(200);
    expect(await orderStatus(o.id)).toBe('IN_TRANSIT');
    expect(
      (await addEvent({ trackingNo: o.trackingNo, status: 'DELIVERED', eventTime: inMinutes(30), location: 'LA' }))
        .status,
    ).toBe(200);
    expect(await orderStatus(o.id)).toBe('DELIVERED');
    // Arrives last, happened earlier: joins the timeline, moves nothing.
    expect(
      (await addEvent({ trackingNo: o.trackingNo, status: 'OUT_FOR_DELIVERY', eventTime: inMinutes(20) })).status,
    ).toBe(200);
    expect(await orderStatus(o.id)).toBe('DELIVERED');
    const info = (await trackInfo('customer', o.insideNumber)).body.obj;
    expect(info.status).toBe('DELIVERED');
    expect(info.events.map((e: { status: string }) => e.status)).toEqual([
      'DELIVERED',
      'OUT_FOR_DELIVERY',
      'IN_TRANSIT', // the carrier's
      'IN_TRANSIT', // dispatched, bagged, sorted, received at the warehouse (our own events)
      'IN_TRANSIT',
      'IN_TRANSIT',
      'IN_TRANSIT',
      'INFO_RECEIVED',
    ]);
    expect(info.events[0]).toMatchObject({ location: 'LA', description: '', subStatus: null });
    const logs = (await call('customer', 'GET', `/api/order/listOrderLog/${o.id}`)).body.rows;
    expect(JSON.stringify(logs)).toContain('Tracking reported DELIVERED');
  });

  it('keeps an event whose move the order table refuses, without an error', async () => {
    const o = await place();
    await moveTo(o, ['RECEIVED']); // in our warehouse: a carrier's word does not move it on
    const res = await addEvent({ trackingNo: o.trackingNo, status: 'DELIVERED', eventTime: inMinutes(1) });
    expect(res.status).toBe(200);
    expect(await orderStatus(o.id)).toBe('RECEIVED');
    expect((await trackInfo('customer', o.insideNumber)).body.obj.status).toBe('DELIVERED');
  });

  it('moves a dispatched parcel reported delivered, with no event between, through IN_TRANSIT', async () => {
    const o = await dispatched();
    const res = await addEvent({
      trackingNo: o.trackingNo,
      status: 'DELIVERED',
      eventTime: inMinutes(1),
      location: 'LA',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await orderStatus(o.id)).toBe('DELIVERED');
  });

  it('moves a returned parcel to RETURNED', async () => {
    const o = await dispatched();
    await addEvent({ trackingNo: o.trackingNo, status: 'EXCEPTION', subStatus: 'RETURNED', eventTime: inMinutes(1) });
    expect(await orderStatus(o.id)).toBe('RETURNED');
  });

  it('stores a repeated event once, and 50 identical events sent at once once', async () => {
    const o = await dispatched();
    const event = { trackingNo: o.trackingNo, status: 'IN_TRANSIT', eventTime: inMinutes(5), location: 'X' };
    expect((await addEvent(event)).status).toBe(200);
    expect((await addEvent(event)).status).toBe(200);
    const burst = { ...event, status: 'OUT_FOR_DELIVERY', eventTime: inMinutes(6) };
    const answers = await Promise.all(Array.from({ length: 50 }, () => addEvent(burst)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    const rows = await t.db.select().from(trackingEvents).where(eq(trackingEvents.orderId, o.id));
    expect(rows.filter((r) => r.status === 'IN_TRANSIT' && r.source === 'manual')).toHaveLength(1);
    expect(rows.filter((r) => r.status === 'OUT_FOR_DELIVERY')).toHaveLength(1);
    expect(await orderStatus(o.id)).toBe('IN_TRANSIT');
    const logs = (await call('admin', 'GET', `/api/order/listOrderLog/${o.id}`)).body.rows;
    expect(logs.filter((l: { message: string }) => /Tracking reported/.test(l.message))).toHaveLength(1);
  });

  it('shows an order’s track only to whoever sees the order; another’s answers like a missing one', async () => {
    const o = await place();
    expect((await trackInfo('customer', o.insideNumber)).status).toBe(200);
    // A sub-account acts for its main account: it follows the main account's parcels.
    expect((await trackInfo('customer-sub', o.insideNumber)).status).toBe(200);
    expect((await trackInfo('admin', o.insideNumber)).status).toBe(200);
    expect((await trackInfo('supplier', o.insideNumber)).status).toBe(200);
    for (const stranger of ['customer2', 'otherSupplier']) {
      const got = await trackInfo(stranger, o.insideNumber);
      const missing = await trackInfo(stranger, 'NO-SUCH-INSIDE');
      expect(got.status, stranger).toBe(404);
      expect({ ...got.body, msg: undefined, params: undefined }).toEqual({
        ...missing.body,
        msg: undefined,
        params: undefined,
      });
    }
  });
});
