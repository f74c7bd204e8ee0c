import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { orderInput } from '../../../test/factories/orders';
import { DEMO_PASSWORD } from '../../seed/demo';
import { products } from '../products';
import { users } from '../users';
import { DEMO_RECEIVER_PATH } from './demo-receiver';
import { signedHeaders } from './signing';

/** The demo receiver (decision 264): `npm start`'s customer gets signed messages, verified, in order of sequence. */
describe('the demo webhook receiver', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let usExp: number;
  let port: number;
  let endpointId: number;
  let customerId: number;

  beforeAll(async () => {
    // As npm start runs it: demo data seeded by the server itself, private addresses allowed.
    // PORT 0: the start-up registration waits for the port the test listens on.
    t = await createTestApp({
      SEED_DEMO: 'on',
      WEBHOOK_ALLOW_PRIVATE: 'on',
      WEBHOOK_RETRY_BASE_SECONDS: '1',
      PORT: '0',
    });
    for (const u of ['admin', 'customer', 'customer2']) tokens[u] = await t.login(u, DEMO_PASSWORD);
    const [p] = await t.db.select({ id: products.id }).from(products).where(eq(products.code, 'US-EXP'));
    usExp = p!.id;
    const [c] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'customer'));
    customerId = c!.id;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    endpointId = (await t.app.services.webhooks.demo.ensureRegistered(port))!;
  });
  afterAll(() => t.close());

  const messages = async (who = 'customer') =>
    t.call('GET', `${DEMO_RECEIVER_PATH}/messages`, { token: tokens[who], lang: 'en' });
  const addEvent = (trackingNo: string, status: string, minutesLater: number) =>
    t.call('POST', '/api/trackInfomation/addTrackInfo', {
      token: tokens.admin,
      lang: 'en',
      body: {
        trackingNo,
        status,
        eventTime: new Date(Date.now() + minutesLater * 60_000).toISOString(),
        location: 'LAX',
        description: status.slice(0, 10),
      },
    });

  it('registers the demo customer’s webhook to the receiver once', async () => {
    expect(endpointId).toBeGreaterThan(0);
    expect(await t.app.services.webhooks.demo.ensureRegistered(port)).toBe(endpointId);
    const list = await t.call('GET', '/api/apiDocking/webhooks', { token: tokens.customer, lang: 'en' });
    expect(list.body.rows).toHaveLength(1);
    expect(list.body.rows[0]).toMatchObject({
      id: endpointId,
      url: `http://127.0.0.1:${port}${DEMO_RECEIVER_PATH}/${customerId}`,
      events: ['tracking.updated'],
    });
  });

  it('a parcel’s tracking reaches the receiver as verified messages, its sequence ascending', async () => {
    const placed = await t.call('POST', '/api/order/place', { token: tokens.customer, body: orderInput(usExp) });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const trackingNo = placed.body.obj.trackingNo as string;
    expect((await addEvent(trackingNo, 'IN_TRANSIT', 1)).status).toBe(200);
    expect((await addEvent(trackingNo, 'OUT_FOR_DELIVERY', 2)).status).toBe(200);
    let rows: { trackingNo: string; sequence: number; verified: boolean; stale: boolean; status: string }[] = [];
    for (let i = 0; i < 120 && rows.length < 3; i++) {
      await new Promise((r) => setTimeout(r, 250));
      rows = (await messages()).body.rows.filter((r: { trackingNo: string }) => r.trackingNo === trackingNo);
    }
    expect(rows.map((r) => r.sequence)).toEqual([1, 2, 3]);
    expect(rows.every((r) => r.verified)).toBe(true);
    // Deliveries run concurrently: one may arrive after a higher sequence (stale); the highest never is.
    expect(rows.at(-1)!.stale).toBe(false);
    expect(rows.at(-1)!.status).toBe('OUT_FOR_DELIVERY');
    // Another account sees none of them.
    expect((await messages('customer2')).body.rows).toEqual([]);
  });

  it('refuses a message whose signature does not verify, and keeps nothing of it', async () => {
    const before = (await messages()).body.rows.length;
    const body = JSON.stringify({ type: 'tracking.updated', data: { sequence: 99, trackingNo: 'FORGED' } });
    const headers = signedHeaders(
      'whsec_' + Buffer.from('not the secret').toString('base64'),
      'msg_x',
      Date.now(),
      body,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `${DEMO_RECEIVER_PATH}/${customerId}`,
      headers: { ...headers, 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(401);
    expect((await messages()).body.rows.length).toBe(before);
  });
});
