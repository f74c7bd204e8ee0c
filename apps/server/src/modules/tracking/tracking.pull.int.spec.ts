import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { orders } from '../orders';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { orderInput, placeOrders } from '../../../test/factories/orders';
import { createDueWork } from '../../platform/jobs/due-work';
import { dataAccessOf } from '../../platform/db/data-access';
import type { TrackingEvent } from '../carriers';
import { createTrackingPull, TRACK_PULL_KIND } from './tracking.pull';
import { trackingEvents } from './tracking.tables';

describe('tracking: the carrier pulls, the sandbox script, expiry', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let usExp: number;

  beforeAll(async () => {
    ({ t, usExp } = await demoTestApp(['admin', 'customer', 'customer2'], tokens));
  });
  afterAll(() => t.close());

  const place = async (zipCode = '10001') => {
    const base = orderInput(usExp);
    const res = await t.call('POST', '/api/order/place', {
      token: tokens.customer,
      body: { ...base, receiver: { ...base.receiver, zipCode } },
      lang: 'en',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.obj as { id: number; insideNumber: string; trackingNo: string };
  };
  const info = async (insideNumber: string) =>
    (await t.call('GET', `/api/order/catchOrderTrackInfo/order/${insideNumber}`, { token: tokens.customer })).body
      .obj as { status: string; subStatus: string | null; events: { status: string; subStatus: string | null }[] };
  const orderStatus = async (id: number) =>
    (await t.db.select({ s: orders.status }).from(orders).where(eq(orders.id, id)))[0]!.s;
  const pull = () => t.app.services.tracking.pull.pullCarrier('SANDBOX');

  it('moves a parcel one scripted step a pull to delivered, one to its return (99996), none for 99995', async () => {
    const delivered = await place();
    const returned = await place('99996');
    const silent = await place('99995');
    expect(await orderStatus(delivered.id)).toBe('LABELED');
    const first = await pull();
    expect(first).toMatchObject({ failed: 0, expired: 0 });
    expect(first.numbers).toBeGreaterThanOrEqual(3);
    expect((await info(delivered.insideNumber)).status).toBe('INFO_RECEIVED');
    await pull();
    expect(await info(delivered.insideNumber)).toMatchObject({ status: 'IN_TRANSIT', subStatus: 'PICKED_UP' });
    expect(await orderStatus(delivered.id)).toBe('IN_TRANSIT');
    for (let i = 0; i < 4; i++) await pull();
    expect((await info(delivered.insideNumber)).status).toBe('OUT_FOR_DELIVERY');
    await pull();
    const done = await info(delivered.insideNumber);
    expect(done.status).toBe('DELIVERED');
    expect(done.events.filter((e) => e.status === 'IN_TRANSIT').map((e) => e.subStatus)).toEqual([
      'CUSTOMS_RELEASED',
      'ARRIVED_DESTINATION_PORT',
      'DEPARTED_ORIGIN_PORT',
      'PICKED_UP',
    ]);
    expect(await orderStatus(delivered.id)).toBe('DELIVERED');
    expect((await info(returned.insideNumber)).status).toBe('DELIVERY_FAILED');
    await pull();
    expect(await info(returned.insideNumber)).toMatchObject({ status: 'EXCEPTION', subStatus: 'RETURNED' });
    expect(await orderStatus(returned.id)).toBe('RETURNED');
    // Only the label's own event: the carrier never answers for 99995.
    expect((await info(silent.insideNumber)).events).toHaveLength(1);
    expect(await orderStatus(silent.id)).toBe('LABELED');
    // Delivered and returned parcels are asked about no more; the silent one still is.
    const after = await pull();
    expect(after.numbers).toBe(first.numbers - 2);
    expect(after.ingested.recorded).toBe(0);
  });

  async function exported(who: string, path: string, body: Record<string, unknown>, lang = 'en') {
    const res = await t.call('POST', `/api/order/${path}`, { token: tokens[who], body, lang });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    let task: { taskStatus: string; error?: string; url: string; taskName: string } | undefined;
    for (let i = 0; i < 150 && (!task || task.taskStatus === 'BEINGPROCESSD'); i++) {
      if (i) await new Promise((r) => setTimeout(r, 100));
      const list = await t.call('POST', '/api/downloadTask/list', {
        token: tokens[who],
        lang,
        body: { pageNo: 0, pageSize: 50 },
      });
      task = list.body.rows.find((r: { id: number }) => r.id === res.body.obj.taskId);
    }
    expect(task!.taskStatus, task!.error).toBe('PROCESSDINGCOMPLETED');
    const file = await t.app.inject({
      method: 'GET',
      url: task!.url,
      headers: { authorization: `Bearer ${tokens[who]}` },
    });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { task: task!, headers: rows[0] as string[], rows: rows.slice(1) };
  }

  it('exports the events and the orders’ tracking through the task center, in the caller’s language', async () => {
    const first = (await t.db.select().from(orders).where(eq(orders.status, 'DELIVERED')))[0]!;
    const events = await exported('customer', 'exportTrackingInfo', { numbers: first.orderNo });
    expect(events.task.taskName).toBe('Tracking events export');
    expect(events.headers).toEqual([
      'Order number',
      'Reference number',
      'Inside number',
      'Tracking number',
      'Tracking status',
      'Sub-status',
      'Event time',
      'Location',
      'Description',
      'Source',
    ]);
    // The label's own event and the seven of the script, oldest first.
    expect(events.rows.map((r) => r[4])).toEqual([
      'Info received',
      'Info received',
      'In transit',
      'In transit',
      'In transit',
      'In transit',
      'Out for delivery',
      'Delivered',
    ]);
    expect(events.rows.map((r) => r[5]).slice(2, 6)).toEqual([
      'Picked up',
      'Departed origin port',
      'Arrived at destination port',
      'Customs released',
    ]);
    expect(new Set(events.rows.map((r) => r[0]))).toEqual(new Set([first.orderNo]));
    const all = await exported('customer', 'exportOrdersTrackInfo', {}, 'zh');
    expect(all.headers.slice(4, 7)).toEqual(['订单状态', '轨迹状态', '子状态']);
    const mine = all.rows.find((r) => r[0] === first.orderNo)!;
    expect(mine.slice(4, 6)).toEqual(['DELIVERED', '已签收']);
    expect(mine[10]).toBe(8);
    expect(all.rows.some((r) => r[5] === '异常' && r[6] === '已退回')).toBe(true);
    // Another customer's export holds none of these orders.
    const stranger = await exported('customer2', 'exportOrdersTrackInfo', {});
    expect(stranger.rows.map((r) => r[0])).not.toContain(first.orderNo);
  });

  it('expires a parcel whose carrier said nothing for 30 days: EXPIRED, the order held, no more pulls', async () => {
    const silent = await place('99995');
    await pull();
    await t.db
      .update(trackingEvents)
      .set({ eventTime: sql`${trackingEvents.eventTime} - interval '31 days'` })
      .where(eq(trackingEvents.orderId, silent.id));
    const result = await pull();
    expect(result.expired).toBeGreaterThanOrEqual(1);
    expect((await info(silent.insideNumber)).status).toBe('EXPIRED');
    expect(await orderStatus(silent.id)).toBe('EXCEPTION');
    const logs = (await t.call('GET', `/api/order/listOrderLog/${silent.id}`, { token: tokens.admin, lang: 'en' })).body
      .rows as { message: string }[];
    expect(JSON.stringify(logs)).toContain('EXPIRED');
    expect((await pull()).expired).toBe(0);
  });

  it('asks 40 numbers a call at most, at the carrier’s rate, and fails the item for backoff when a call fails', async () => {
    await placeOrders(t, tokens.customer!, usExp, 'PULL40', 41);
    const calls: string[][] = [];
    const slept: number[] = [];
    let clock = Date.now();
    let failOnce = true;
    const dueWork = createDueWork(t.database, {}, { now: () => clock });
    // Registers its kind on this due work: the runner below runs its pulls.
    createTrackingPull({
      data: dataAccessOf(t.database),
      carriers: {
        track: async (_code: string | null, numbers: string[]): Promise<TrackingEvent[]> => {
          calls.push(numbers);
          if (failOnce && calls.length === 2) {
            failOnce = false;
            throw new Error('carrier down');
          }
          return [];
        },
      },
      dueWork,
      ingest: t.app.services.tracking.ingest,
      expire: t.app.services.tracking.expire,
      intervalSeconds: 3600,
      rate: { perMinute: 60, capacity: 1 },
      now: () => clock,
      sleep: async (ms) => {
        slept.push(ms);
        clock += ms;
      },
    });
    await dueWork.schedule(TRACK_PULL_KIND, 'SANDBOX', new Date(clock));
    expect(await dueWork.runDue(5, [TRACK_PULL_KIND])).toBe(0);
    expect(calls.length).toBeGreaterThanOrEqual(2);
    expect(Math.max(...calls.map((c) => c.length))).toBe(40);
    // One call a second at this rate: every call after the first waited for its token.
    expect(slept.length).toBe(calls.length - 1);
    const item = await dueWork.find(TRACK_PULL_KIND, 'SANDBOX');
    expect(item).toMatchObject({ attempts: 1, gaveUpAt: null });
    expect(item!.lastError).toContain('carrier down');
    expect(item!.dueAt.getTime()).toBeGreaterThan(clock);
    // The retry succeeds and makes the next pull due an interval later.
    clock = item!.dueAt.getTime() + 1;
    expect(await dueWork.runDue(5, [TRACK_PULL_KIND])).toBe(1);
    const next = await dueWork.find(TRACK_PULL_KIND, 'SANDBOX');
    expect(next).toMatchObject({ attempts: 0 });
    expect(next!.dueAt.getTime()).toBe(clock + 3600_000);
    await dueWork.stop();
  });
});
