import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders } from '../orders';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { orderInput } from '../../../test/factories/orders';
import { standardMapper, type RawEvent } from './raw-events';

describe('tracking: raw events in, mapped or waiting, and the parcel listeners', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let usExp: number;

  beforeAll(async () => {
    ({ t, usExp } = await demoTestApp(['admin', 'customer'], tokens));
  });
  afterAll(() => t.close());

  const place = async () => {
    const res = await t.call('POST', '/api/order/place', {
      token: tokens.customer,
      body: orderInput(usExp),
      lang: 'en',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [row] = await t.db
      .select({
        id: orders.id,
        insideNumber: orders.insideNumber,
        trackingNo: orders.trackingNo,
        carrierCode: orders.carrierCode,
      })
      .from(orders)
      .where(eq(orders.id, res.body.obj.id));
    return { ...row!, trackingNo: row!.trackingNo!, carrierCode: row!.carrierCode ?? '' };
  };
  const raw = (o: { trackingNo: string; carrierCode: string }, code: string, minutesAfterLabel: number): RawEvent => ({
    carrierCode: o.carrierCode,
    trackingNo: o.trackingNo,
    code,
    description: `raw ${code}`,
    location: 'LAX',
    // After the label's own event (stamped now), so the parcel's latest event is one of these.
    eventTime: new Date(Date.now() + minutesAfterLabel * 60_000),
    source: 'carrier',
  });
  const timeline = async (insideNumber: string) =>
    (await t.call('GET', `/api/order/catchOrderTrackInfo/order/${insideNumber}`, { token: tokens.customer })).body
      .obj as { status: string; events: { status: string; description: string }[] };

  it('stores what maps once, keeps what does not for an operator, counts numbers no order has', async () => {
    const tracking = t.app.services.tracking;
    const o = await place();
    const told: number[] = [];
    tracking.onParcelUpdated(async ({ orderIds }) => void told.push(...orderIds));
    const events = [
      raw(o, 'IN_TRANSIT/DEPARTED_ORIGIN_PORT', 1),
      raw(o, 'XX-77', 2),
      { ...raw(o, 'DELIVERED', 3), trackingNo: 'NO-SUCH-NUMBER' },
    ];
    expect(await tracking.ingest(events, 'en')).toEqual({ recorded: 1, repeated: 0, waiting: 1, unknown: 1 });
    expect(told).toEqual([o.id]);
    expect(await tracking.ingest(events, 'en')).toEqual({ recorded: 0, repeated: 2, waiting: 0, unknown: 1 });
    expect(told).toEqual([o.id]);
    const info = await timeline(o.insideNumber);
    expect(info.status).toBe('IN_TRANSIT');
    expect(info.events.map((e) => e.description)).toContain('raw IN_TRANSIT/DEPARTED_ORIGIN_PORT');
    expect(info.events.map((e) => e.description)).not.toContain('raw XX-77');
    const waiting = await tracking.listWaiting({ carrierCode: o.carrierCode, code: 'XX-77' }, { offset: 0, limit: 10 });
    expect(waiting.total).toBe(1);
    expect(waiting.rows[0]).toMatchObject({ orderId: o.id, code: 'XX-77', description: 'raw XX-77' });
  });

  it('follows the latest event by event time, whatever came first; a tie goes to the later status', async () => {
    const tracking = t.app.services.tracking;
    const orderStatus = async (id: number) =>
      (await t.db.select({ status: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.status;
    const o = await place();
    // Delivered and out for delivery at the same instant, sent in the wrong order, then an older event late.
    await tracking.ingest([raw(o, 'DELIVERED', 5), raw(o, 'OUT_FOR_DELIVERY', 5)], 'en');
    expect((await timeline(o.insideNumber)).status).toBe('DELIVERED');
    expect(await orderStatus(o.id)).toBe('DELIVERED');
    await tracking.ingest([raw(o, 'IN_TRANSIT/DEPARTED_ORIGIN_PORT', 1)], 'en');
    expect((await timeline(o.insideNumber)).status).toBe('DELIVERED');
    expect(await orderStatus(o.id)).toBe('DELIVERED');
    // A parcel whose newer event is still on its way: its status is the newest one stored.
    const p = await place();
    await tracking.ingest([raw(p, 'IN_TRANSIT/DEPARTED_ORIGIN_PORT', 1), raw(p, 'OUT_FOR_DELIVERY', 2)], 'en');
    expect((await timeline(p.insideNumber)).status).toBe('OUT_FOR_DELIVERY');
    expect(await orderStatus(p.id)).toBe('IN_TRANSIT');
  });

  it('moves waiting events into the timeline once a rule maps their kind, and leaves the rest waiting', async () => {
    const tracking = t.app.services.tracking;
    const o = await place();
    await tracking.ingest([raw(o, 'YY-OUT', 2), raw(o, 'YY-ELSE', 1)], 'en');
    tracking.useRawMapper(async (events) =>
      events.map((e) => (e.code === 'YY-OUT' ? { status: 'OUT_FOR_DELIVERY', subStatus: null } : null)),
    );
    try {
      expect(await tracking.remapWaiting(o.carrierCode, 'YY-OUT', 'en')).toBe(1);
      expect(await tracking.remapWaiting(o.carrierCode, null, 'en')).toBe(0);
    } finally {
      tracking.useRawMapper(standardMapper);
    }
    const info = await timeline(o.insideNumber);
    expect(info.status).toBe('OUT_FOR_DELIVERY');
    const left = await tracking.listWaiting({ carrierCode: o.carrierCode }, { offset: 0, limit: 50 });
    expect(left.rows.filter((r) => r.orderId === o.id).map((r) => r.code)).toEqual(['YY-ELSE']);
  });

  it('takes 50 ingests at once over the same parcels, in any order, without a deadlock or a lost event', async () => {
    const tracking = t.app.services.tracking;
    const parcels = [await place(), await place(), await place(), await place(), await place()];
    const base = Date.now() + 60_000;
    const at = (o: (typeof parcels)[number], code: string, ms: number) => ({
      ...raw(o, code, 0),
      eventTime: new Date(base + ms),
    });
    const calls = Array.from({ length: 50 }, (_, call) => {
      const events = parcels.flatMap((o, p) => [
        at(o, 'IN_TRANSIT/SORTED', 1000 * (call + 1) + p),
        at(o, 'IN_TRANSIT/ARRIVED_AT_HUB', 0), // the same in every call: stored once
      ]);
      // Each call names the parcels in its own order: without a stable lock order these would deadlock.
      return call % 2 ? events.reverse() : events;
    });
    const results = await Promise.all(calls.map((events) => tracking.ingest(events, 'en')));
    const sum = (k: 'recorded' | 'repeated') => results.reduce((n, r) => n + r[k], 0);
    expect(sum('recorded')).toBe(50 * parcels.length + parcels.length);
    expect(sum('repeated')).toBe(49 * parcels.length);
    for (const o of parcels) {
      const info = await timeline(o.insideNumber);
      expect(info.events.filter((e) => e.status === 'IN_TRANSIT')).toHaveLength(51);
      expect(info.status).toBe('IN_TRANSIT');
    }
  });
});
