import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { BATTERY_DECLARATIONS as battery, interceptBatteries, orderInput } from '../../../test/factories/orders';

describe('the intercept queue: an order an INTERCEPT rule stops waits for the platform to release or cancel it', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let usExp: number;

  beforeAll(async () => {
    ({ t, usExp } = await demoTestApp(['admin', 'customer', 'customer-sub'], tokens));
    await interceptBatteries(t, tokens.admin!);
  });
  afterAll(() => t.close());

  const call = (who: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.call(method, url, { token: tokens[who], body, lang: 'en' });
  const balance = async () => (await call('customer', 'GET', '/api/finaWallet/mine')).body.obj.available as string;
  const placeIntercepted = async (ref: string) => {
    const res = await call(
      'customer',
      'POST',
      '/api/order/place',
      orderInput(usExp, { referenceNo: ref, declarations: battery }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.obj).toMatchObject({ status: 'INTERCEPTED', labelStatus: 'NOT_REQUESTED', trackingNo: null });
    return res.body.obj as { id: number; fee: { total: string } };
  };

  it('queues the order charged and unlabelled; only the platform decides', async () => {
    const before = await balance();
    const o = await placeIntercepted('INT-1');
    expect(Number(before) - Number(await balance())).toBeCloseTo(Number(o.fee.total), 2);
    const queue = await call('admin', 'POST', '/api/order/list', { status: 'INTERCEPTED' });
    expect(queue.body.rows.map((r: { id: number }) => r.id)).toEqual([o.id]);
    expect((await call('admin', 'GET', '/api/order/homeCounts')).body.obj.abnormal).toBe(1);
    // The customer sees it waiting but can neither release nor cancel it.
    expect((await call('customer', 'POST', `/api/order/intercept/release/${o.id}`, {})).status).toBe(403);
    expect((await call('customer-sub', 'POST', `/api/order/intercept/release/${o.id}`, {})).status).toBe(403);
    expect((await call('customer', 'POST', `/api/order/cancelOrder/${o.id}`, {})).status).toBe(409);
    expect((await call('customer', 'GET', `/api/order/detail/${o.id}`)).body.obj).toMatchObject({
      status: 'INTERCEPTED',
      canCancel: false,
    });
  });

  it('release moves the order on and requests its label, once', async () => {
    const o = await placeIntercepted('INT-2');
    const res = await call('admin', 'POST', `/api/order/intercept/release/${o.id}`, {
      reason: 'battery documents checked',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The demo carrier answers at once: released, labelled.
    expect(res.body.obj).toMatchObject({ id: o.id, status: 'LABELED', labelStatus: 'SUCCESS' });
    expect(res.body.obj.trackingNo).toMatch(/\S/);
    const detail = (await call('customer', 'GET', `/api/order/detail/${o.id}`)).body.obj;
    expect(detail).toMatchObject({ status: 'LABELED', labelStatus: 'SUCCESS' });
    expect(detail.logs).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ action: 'RELEASE', fromStatus: 'INTERCEPTED', toStatus: 'CREATED' }),
      ]),
    );
    const again = await call('admin', 'POST', `/api/order/intercept/release/${o.id}`, {});
    expect(again.status).toBe(409);
  });

  it('cancel by the platform refunds the full fee, once', async () => {
    const before = await balance();
    const o = await placeIntercepted('INT-3');
    const res = await call('admin', 'POST', `/api/order/cancelOrder/${o.id}`, { reason: 'not allowed by air' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.obj).toEqual({ status: 'CANCELED', refunded: true, refundAmount: o.fee.total });
    expect(await balance()).toBe(before);
    expect((await call('admin', 'POST', `/api/order/cancelOrder/${o.id}`, {})).status).toBe(409);
    expect((await call('admin', 'POST', `/api/order/intercept/release/${o.id}`, {})).status).toBe(409);
    expect(await balance()).toBe(before);
  });
});
