import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { BATTERY_DECLARATIONS as battery, interceptBatteries, orderInput } from '../../../test/factories/orders';
import { rowsOf } from '../../platform/db/rows';
import { ledgerDrift } from '../wallet/test-support';

/**
 * The same money-moving call on one order, 50 times at once: cancel (a refund), re-weigh (a charge), release, and
 * two of them racing each other. Exactly one of each wins, the wallet moves once, and the ledger balances.
 */
const AT_ONCE = 50;
const heavier = [{ length: '40', width: '30', height: '20', weight: '5' }];

describe('one order, the same call 50 times at once', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let usExp: number;

  beforeAll(async () => {
    ({ t, usExp } = await demoTestApp(['admin', 'supplier', 'customer'], tokens));
    await interceptBatteries(t, tokens.admin!);
  });
  afterAll(() => t.close());

  const call = (who: string, method: 'GET' | 'POST', url: string, body?: unknown) =>
    t.call(method, url, { token: tokens[who], body, lang: 'en' });
  const balance = async () => (await call('customer', 'GET', '/api/finaWallet/mine')).body.obj.available as string;
  const place = async (ref: string, declarations?: typeof battery) => {
    const res = await call(
      'customer',
      'POST',
      '/api/order/place',
      orderInput(usExp, { referenceNo: ref, ...(declarations ? { declarations } : {}) }),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.obj as { id: number; status: string; fee: { total: string } };
  };
  const statuses = (results: { status: number }[]) => {
    const counts: Record<number, number> = {};
    for (const r of results) counts[r.status] = (counts[r.status] ?? 0) + 1;
    return counts;
  };
  /** The order's journal entries by type (their keys start `order:<id>:`), and its log's actions. */
  const entriesOf = (id: number) =>
    rowsOf<{ key: string }>(
      t.db,
      sql`select idempotency_key as key from journal_entries where idempotency_key like ${`order:${id}:%`}`,
    );
  const logActions = async (id: number) =>
    (await rowsOf<{ action: string }>(t.db, sql`select action from order_logs where order_id = ${id} order by id`)).map(
      (r) => r.action,
    );
  /** AT_ONCE calls at once, alternating between two (the odd ones `odd`, the even ones `even`). */
  const alternating = <T>(odd: (i: number) => Promise<T>, even: (i: number) => Promise<T>) =>
    Promise.all(Array.from({ length: AT_ONCE }, (_, i) => (i % 2 ? odd(i) : even(i))));
  const balanced = async () => expect(await ledgerDrift(t.db)).toEqual({ accounts: [], entries: [], belowFloor: [] });

  it('cancel: one succeeds, the fee is refunded once', async () => {
    const before = await balance();
    const o = await place('CC-1');
    const results = await alternating(
      (i) => call('customer', 'POST', `/api/order/cancelOrder/${o.id}`, { reason: `try ${i}` }),
      () => call('customer', 'POST', '/api/order/batchCancelOrder/USER', { ids: [o.id] }),
    );
    expect(Object.keys(statuses(results)).every((s) => s === '200' || s === '409')).toBe(true);
    // A batch cancel answers 200 with each order's outcome: one success in all, across both calls.
    const wins = results.filter(
      (r) => r.status === 200 && (r.body.obj?.status === 'CANCELED' || r.body.rows?.[0]?.ok === true),
    );
    expect(wins).toHaveLength(1);
    expect(await balance()).toBe(before);
    expect((await entriesOf(o.id)).filter((e) => e.key.endsWith(':cancel'))).toHaveLength(1);
    expect((await logActions(o.id)).filter((a) => a === 'CANCEL')).toHaveLength(1);
    await balanced();
  });

  it('re-weigh: one succeeds, the difference is charged once', async () => {
    const o = await place('CC-2');
    const before = await balance();
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, () =>
        call('admin', 'POST', '/api/order/confirmWeight', { id: o.id, boxes: heavier }),
      ),
    );
    expect(statuses(results)).toEqual({ 200: 1, 409: AT_ONCE - 1 });
    const won = results.find((r) => r.status === 200)!.body.obj as { difference: string; total: string };
    expect(Number(won.difference)).toBeGreaterThan(0);
    expect((Number(before) - Number(await balance())).toFixed(2)).toBe(Number(won.difference).toFixed(2));
    const detail = (await call('customer', 'GET', `/api/order/detail/${o.id}`)).body.obj;
    expect(detail).toMatchObject({ status: 'RECEIVED', feeTotal: won.total });
    await balanced();
  });

  it('re-weigh and cancel racing: whichever wins, the wallet ends as the order does', async () => {
    const start = await balance();
    const o = await place('CC-3');
    const results = await alternating(
      () => call('admin', 'POST', '/api/order/confirmWeight', { id: o.id, boxes: heavier }),
      () => call('customer', 'POST', `/api/order/cancelOrder/${o.id}`, {}),
    );
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const detail = (await call('customer', 'GET', `/api/order/detail/${o.id}`)).body.obj;
    // Canceled (before or after the re-weigh): everything charged came back. Received: its new total was paid.
    if (detail.status === 'CANCELED') expect(await balance()).toBe(start);
    else {
      expect(detail.status).toBe('RECEIVED');
      expect((Number(start) - Number(await balance())).toFixed(2)).toBe(detail.feeTotal);
    }
    await balanced();
  });

  it('release: one succeeds, the label is made once', async () => {
    const o = await place('CC-4', battery);
    expect(o.status).toBe('INTERCEPTED');
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, () => call('admin', 'POST', `/api/order/intercept/release/${o.id}`, {})),
    );
    expect(statuses(results)).toEqual({ 200: 1, 409: AT_ONCE - 1 });
    const actions = await logActions(o.id);
    expect(actions.filter((a) => a === 'RELEASE')).toHaveLength(1);
    const detail = (await call('customer', 'GET', `/api/order/detail/${o.id}`)).body.obj;
    expect(detail).toMatchObject({ status: 'LABELED', labelStatus: 'SUCCESS' });
    await balanced();
  });

  it('release and cancel racing on an intercepted order: a canceled order is refunded once', async () => {
    const start = await balance();
    const o = await place('CC-5', battery);
    const results = await alternating(
      () => call('admin', 'POST', `/api/order/intercept/release/${o.id}`, {}),
      () => call('admin', 'POST', `/api/order/cancelOrder/${o.id}`, { reason: 'race' }),
    );
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const detail = (await call('customer', 'GET', `/api/order/detail/${o.id}`)).body.obj;
    const refunds = (await entriesOf(o.id)).filter((e) => e.key.endsWith(':cancel'));
    if (detail.status === 'CANCELED') {
      expect(refunds.length).toBeLessThanOrEqual(1);
      expect(await balance()).toBe(refunds.length ? start : (Number(start) - Number(o.fee.total)).toFixed(2));
    } else {
      expect(detail.status).toBe('LABELED');
      expect(refunds).toHaveLength(0);
      expect((Number(start) - Number(await balance())).toFixed(2)).toBe(o.fee.total);
    }
    await balanced();
  });
  it('refuse: one succeeds, the order is held once, and nothing is refunded', async () => {
    const o = await place('CC-6');
    const before = await balance();
    const results = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) =>
        call('supplier', 'POST', `/api/order/refuseOrder/${o.id}`, { reason: `refused ${i}` }),
      ),
    );
    expect(statuses(results)).toEqual({ 200: 1, 409: AT_ONCE - 1 });
    const won = results.find((r) => r.status === 200)!.body.obj as { holdReason: string };
    expect((await logActions(o.id)).filter((a) => a === 'REFUSE')).toHaveLength(1);
    const detail = (await call('customer', 'GET', `/api/order/detail/${o.id}`)).body.obj;
    expect(detail).toMatchObject({ status: 'EXCEPTION', holdReason: won.holdReason });
    expect(await balance()).toBe(before);
    await balanced();
  });

  it('refuse racing the platform’s cancel: a canceled order is refunded once, a refused one keeps its charge', async () => {
    const start = await balance();
    const o = await place('CC-7');
    const results = await alternating(
      () => call('supplier', 'POST', `/api/order/refuseOrder/${o.id}`, { reason: 'race' }),
      () => call('admin', 'POST', `/api/order/cancelOrder/${o.id}`, { reason: 'race' }),
    );
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const detail = (await call('customer', 'GET', `/api/order/detail/${o.id}`)).body.obj;
    const refunds = (await entriesOf(o.id)).filter((e) => e.key.endsWith(':cancel'));
    expect(refunds.length).toBeLessThanOrEqual(1);
    if (detail.status === 'CANCELED') expect(await balance()).toBe(start);
    else {
      expect(detail.status).toBe('EXCEPTION');
      expect((Number(start) - Number(await balance())).toFixed(2)).toBe(o.fee.total);
    }
    await balanced();
  });
});
