import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { orderInput } from '../../../test/factories/orders';
import { createDueWork, type DueWork } from '../../platform/jobs/due-work';
import { outbox } from '../../platform/messaging/outbox.tables';
import { users } from '../users';
import { DELIVERY_KIND, type WebhooksService } from './webhooks.service';
import { webhookMessages } from './webhooks.tables';
import { startReceiver } from './test-receiver';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('webhook deliveries on a fake clock: signed, in sequence, retried, re-pushed, disabled after 5 days', () => {
  let t: TestApp;
  let usExp: number;
  const tokens: Record<string, string> = {};
  let hooks: WebhooksService;
  let runner: DueWork;
  let clock = Date.now();
  let up = true;
  let rx: Awaited<ReturnType<typeof startReceiver>>;
  let dead: Awaited<ReturnType<typeof startReceiver>>;
  let sys: Awaited<ReturnType<typeof startReceiver>>;
  let secret: string;
  let endpointId: number;
  let deadId: number;

  beforeAll(async () => {
    ({ t, usExp } = await demoTestApp(['admin', 'customer', 'customer2', 'supplier'], tokens, {
      WEBHOOK_ALLOW_PRIVATE: 'on',
      WEBHOOK_RETRY_BASE_SECONDS: '30',
    }));
    hooks = t.app.services.webhooks;
    // The app's own runner leaves deliveries alone while a clock is installed: this one runs them on that clock.
    hooks.useClock(() => clock);
    runner = createDueWork(t.database, { [DELIVERY_KIND]: { run: (id) => hooks.deliver(id) } }, { now: () => clock });
    rx = await startReceiver(() => (up ? 200 : 503));
    dead = await startReceiver(() => 500);
    sys = await startReceiver(() => 204);
  });
  afterAll(async () => {
    await runner.stop();
    await t.close();
    await Promise.all([rx.close(), dead.close(), sys.close()]);
  });

  const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, lang = 'en') =>
    t.call(method, url, { token: tokens[who], body, lang });
  const place = async () => {
    const res = await call('customer', 'POST', '/api/order/place', orderInput(usExp));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.obj as { id: number; trackingNo: string; insideNumber: string };
  };
  const addEvent = async (trackingNo: string, status: string, eventTime: Date) => {
    const res = await call('admin', 'POST', '/api/trackInfomation/addTrackInfo', {
      trackingNo,
      status,
      eventTime: eventTime.toISOString(),
      location: 'LAX',
      description: status.slice(0, 10),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  };
  const messagesOf = (id: number) => t.db.select().from(webhookMessages).where(eq(webhookMessages.endpointId, id));
  const bodyOf = (r: { body: string }) =>
    JSON.parse(r.body) as {
      type: string;
      data: { sequence: number; trackingNo: string; status: string; events: unknown[] };
    };

  it('registers endpoints and a trace business system; a delivered message verifies with standardwebhooks', async () => {
    const created = await call('customer', 'POST', '/api/apiDocking/webhooks', {
      url: rx.url,
      events: ['tracking.updated'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    ({ id: endpointId, secret } = created.body.obj);
    deadId = (await call('customer', 'POST', '/api/apiDocking/webhooks', { url: dead.url })).body.obj.id;
    const [customer] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'customer'));
    const system = await call('admin', 'POST', '/api/traceBusinessSystem/saveAndUpdate', {
      name: 'ERP',
      url: sys.url,
      customerIds: [customer!.id],
    });
    expect(system.status, JSON.stringify(system.body)).toBe(200);

    const order = await place(); // the label issued is the parcel's first event
    await runner.runDue();
    const [first] = rx.delivered();
    expect(first).toBeDefined();
    const verified = new Webhook(secret).verify(first!.body, first!.headers) as {
      type: string;
      data: { sequence: number };
    };
    expect(verified).toMatchObject({ type: 'tracking.updated', data: { sequence: 1, trackingNo: order.trackingNo } });
    expect(first!.headers['webhook-id']).toMatch(/^msg_/);
    expect(sys.delivered().map((r) => r.headers['webhook-id'])).toHaveLength(1);
    expect(bodyOf(sys.delivered()[0]!).data.sequence).toBe(1);
    // Another secret does not verify it: each endpoint signs with its own.
    expect(() => new Webhook(system.body.obj.secret).verify(first!.body, first!.headers)).toThrow();
  });

  it('a receiver down for an hour, then back, gets every message, each parcel’s in a gapless sequence', async () => {
    up = false;
    const parcels = [await place(), await place(), await place()];
    for (let step = 0; step < 6; step++) {
      clock += 10 * MINUTE;
      await addEvent(parcels[step % 3]!.trackingNo, 'IN_TRANSIT', new Date(Date.now() + step * MINUTE));
      await runner.runDue();
    }
    expect(rx.received.filter((r) => r.answered === 503).length).toBeGreaterThan(6);
    clock += HOUR;
    up = true;
    for (let i = 0; i < 20; i++) {
      clock += 15 * MINUTE;
      await runner.runDue();
      if ((await messagesOf(endpointId)).every((m) => m.status === 'SUCCESS')) break;
    }
    const rows = await messagesOf(endpointId);
    expect(rows.every((m) => m.status === 'SUCCESS')).toBe(true);
    expect(rows.some((m) => m.attempts > 3)).toBe(true);
    const got = new Set(rx.delivered().map((r) => r.headers['webhook-id']));
    for (const m of rows) expect(got.has(m.id), m.id).toBe(true);
    for (const p of parcels) {
      const seqs = rx
        .delivered()
        .map(bodyOf)
        .filter((b) => b.data.trackingNo === p.trackingNo)
        .map((b) => b.data.sequence);
      const distinct = [...new Set(seqs)].sort((a, b) => a - b);
      expect(distinct).toEqual(distinct.map((_, i) => i + 1));
    }
  });

  it('a late, older event makes a new message with a higher sequence; a receiver keeping the highest keeps the newest state', async () => {
    const order = await place();
    const now = Date.now();
    await addEvent(order.trackingNo, 'DELIVERED', new Date(now + 2 * MINUTE));
    await addEvent(order.trackingNo, 'IN_TRANSIT', new Date(now + MINUTE)); // arrives late
    clock += MINUTE;
    await runner.runDue();
    const bodies = rx
      .delivered()
      .map(bodyOf)
      .filter((b) => b.data.trackingNo === order.trackingNo);
    // Delivered in any order, a receiver drops what is older than what it kept.
    let kept: (typeof bodies)[number] | null = null;
    for (const b of [...bodies].reverse()) if (!kept || b.data.sequence > kept.data.sequence) kept = b;
    expect(kept!.data.sequence).toBe(3);
    expect(kept!.data.status).toBe('DELIVERED');
    expect(kept!.data.events).toHaveLength(3);
  });

  it('re-pushes by id with the same webhook-id, and by window; the log shows attempts', async () => {
    const [one] = await messagesOf(endpointId);
    const before = rx.delivered().filter((r) => r.headers['webhook-id'] === one!.id).length;
    const res = await call('customer', 'POST', '/api/trackWebhookRecord/repush', { ids: [one!.id] });
    expect(res.body.obj).toEqual({ repushed: 1 });
    await runner.runDue();
    expect(rx.delivered().filter((r) => r.headers['webhook-id'] === one!.id).length).toBe(before + 1);

    const window = await call('admin', 'POST', '/api/trackWebhookRecord/repush', {
      from: new Date(clock - 30 * DAY).toISOString(),
      to: new Date(clock + DAY).toISOString(),
    });
    expect(window.body.obj.repushed).toBeGreaterThan(1);
    const tooLong = await call('admin', 'POST', '/api/trackWebhookRecord/repush', {
      from: new Date(clock - 40 * DAY).toISOString(),
      to: new Date(clock).toISOString(),
    });
    expect(tooLong.body.errorKey).toBe('WEBHOOK_REPUSH_WINDOW');
    await runner.runDue();

    const page = await call('customer', 'POST', '/api/trackWebhookRecord/page', { pageSize: 200 });
    expect(page.status).toBe(200);
    expect(page.body.rows.length).toBeGreaterThan(5);
    expect(page.body.rows.every((r: { endpointKind: string }) => r.endpointKind === 'customer')).toBe(true);
  });

  it('records: a customer sees only its own, the platform all, a supplier none', async () => {
    const own = (await call('customer', 'POST', '/api/trackWebhookRecord/page', {})).body.total;
    const all = (await call('admin', 'POST', '/api/trackWebhookRecord/page', {})).body.total;
    expect(all).toBeGreaterThan(own);
    const other = await call('customer2', 'POST', '/api/trackWebhookRecord/page', {});
    expect(other.body.total).toBe(0);
    const [m] = await messagesOf(endpointId);
    expect((await call('customer2', 'POST', '/api/trackWebhookRecord/repush', { ids: [m!.id] })).body.obj).toEqual({
      repushed: 0,
    });
    expect((await call('supplier', 'POST', '/api/trackWebhookRecord/page', {})).status).toBe(403);
  });

  it('an endpoint failing for five days is disabled, its waiting messages dropped, and its owner told', async () => {
    const listed = async () =>
      (
        (await call('customer', 'GET', '/api/apiDocking/webhooks')).body.rows as {
          id: number;
          enabled: boolean;
          failingSince: string | null;
          disabledReason: string | null;
        }[]
      ).find((r) => r.id === deadId)!;
    const since = Date.parse((await listed()).failingSince!);
    while (clock < since + 5 * DAY - 6 * HOUR) {
      clock += 6 * HOUR;
      await runner.runDue();
    }
    expect((await listed()).enabled).toBe(true);
    for (let i = 0; i < 8 && (await listed()).enabled; i++) {
      clock += 6 * HOUR;
      await runner.runDue();
    }
    const after = await listed();
    expect(after).toMatchObject({ enabled: false, disabledReason: 'FAILING_5_DAYS' });
    expect((await messagesOf(deadId)).every((m) => m.status !== 'PENDING')).toBe(true);
    const told = await t.db.select().from(outbox).where(eq(outbox.purpose, 'webhook-disabled'));
    expect(told).toHaveLength(1);
    expect(told[0]!.recipient).toBe('ship@customer.test');
    expect(told[0]!.body).toContain(dead.url);
    // The healthy endpoint kept working throughout.
    expect((await messagesOf(endpointId)).every((m) => m.status === 'SUCCESS')).toBe(true);
  });
});
