import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { orderInput } from '../../../test/factories/orders';
import { dueWork } from '../../platform/jobs/jobs.tables';
import { orders } from '../orders';
import { CarrierError, type CarrierAdapter } from '../carriers';

let t: TestApp;
let usExp: number;
const tokens: Record<string, string> = {};
// The sandbox carrier, replaced by one that fails (retryably) while `failing`, and counts what it is asked.
let failing = true;
const asked = new Map<string, number>();
let sandbox: CarrierAdapter;

beforeAll(async () => {
  ({ t, usExp } = await demoTestApp(['admin', 'customer'], tokens));
  sandbox = t.app.services.carriers.adapterFor('SANDBOX');
  t.app.services.carriers.registerAdapter({
    ...sandbox,
    createShipment: async (req, options) => {
      asked.set(req.referenceNo, (asked.get(req.referenceNo) ?? 0) + 1);
      if (failing) throw new CarrierError('SANDBOX', 'carrier timed out', { retryable: true });
      return sandbox.createShipment(req, options);
    },
  });
}, 60_000);
afterAll(async () => {
  t?.app.services.carriers.registerAdapter(sandbox);
  await t?.close();
});

const call = (who: string, method: string, url: string, body?: unknown) =>
  t.call(method, url, { token: tokens[who], lang: 'en', body });
const attemptsOf = async (id: number) =>
  (await t.db.select({ n: orders.labelAttempts }).from(orders).where(eq(orders.id, id)))[0]!.n;
const labelOf = async (id: number) =>
  (await t.db.select({ s: orders.labelStatus }).from(orders).where(eq(orders.id, id)))[0]!.s;
const labelLogs = async (id: number) =>
  Number(
    (
      (await t.db.execute(
        sql`select count(*)::int as n from order_logs where order_id = ${id} and action = 'LABEL'`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );

/** Places an order whose label fails its five attempts (each made due at once instead of after its backoff). */
async function givenUpLabel(referenceNo: string): Promise<number> {
  failing = true;
  const placed = await call('customer', 'POST', '/api/order/place', orderInput(usExp, { referenceNo }));
  expect(placed.status).toBe(200);
  const id = placed.body.obj.id as number;
  for (let n = 1; n < 5; n++) {
    await vi.waitFor(async () => expect(await attemptsOf(id)).toBe(n), { timeout: 10_000, interval: 50 });
    await t.db
      .update(dueWork)
      .set({ dueAt: new Date(Date.now() - 1_000) })
      .where(and(eq(dueWork.kind, 'orders.label'), eq(dueWork.key, String(id))));
    await t.app.services.orders.labels.sweep();
  }
  await vi.waitFor(async () => expect(await attemptsOf(id)).toBe(5), { timeout: 10_000, interval: 50 });
  return id;
}

describe('due work for operators', () => {
  it('a label failing five times gives up, is listed, and a retry issues it exactly once', async () => {
    const id = await givenUpLabel('DUE-GIVEN-UP');
    expect(asked.get('DUE-GIVEN-UP')).toBe(5);
    const list = await call('admin', 'GET', '/api/dueWork/list?state=gaveUp&kind=orders.label&pageSize=100');
    expect(list.status).toBe(200);
    const item = list.body.rows.find((r: { key: string }) => r.key === String(id));
    expect(item).toMatchObject({
      kind: 'orders.label',
      kindName: 'Label request',
      state: 'gaveUp',
      attempts: 5,
      lastError: 'carrier timed out',
    });
    expect(item.gaveUpAt).toEqual(expect.any(String));
    // Given up: no worker takes it again by itself.
    await t.app.services.orders.labels.sweep();
    expect(asked.get('DUE-GIVEN-UP')).toBe(5);
    // In Chinese too.
    const zh = await t.call('GET', '/api/dueWork/list?state=gaveUp&kind=orders.label&pageSize=100', {
      token: tokens.admin,
      lang: 'zh',
    });
    expect(zh.body.rows.find((r: { key: string }) => r.key === String(id)).kindName).toBe('申请面单');

    failing = false;
    const retried = await call('admin', 'POST', '/api/dueWork/retry', { kind: 'orders.label', key: String(id) });
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    await vi.waitFor(async () => expect(await labelOf(id)).toBe('SUCCESS'), { timeout: 10_000, interval: 50 });
    await t.app.services.orders.labels.sweep();
    expect(asked.get('DUE-GIVEN-UP')).toBe(6);
    expect(await labelLogs(id)).toBe(1);
    // Done: gone from both lists.
    for (const state of ['gaveUp', 'due']) {
      const rows = (await call('admin', 'GET', `/api/dueWork/list?state=${state}&pageSize=500`)).body.rows;
      expect(rows.some((r: { key: string }) => r.key === String(id))).toBe(false);
    }
  });

  it('50 retries of the same item at once: one makes it due, the label is issued once', async () => {
    const id = await givenUpLabel('DUE-RETRIED-50');
    failing = false;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        call('admin', 'POST', '/api/dueWork/retry', { kind: 'orders.label', key: String(id) }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(answers.find((a) => a.status === 409)!.body.errorKey).toBe('DUE_WORK_NOT_GIVEN_UP');
    await vi.waitFor(async () => expect(await labelOf(id)).toBe('SUCCESS'), { timeout: 10_000, interval: 50 });
    await t.app.services.orders.labels.sweep();
    expect(asked.get('DUE-RETRIED-50')).toBe(6);
    expect(await labelLogs(id)).toBe(1);
  });

  it('filters by state and kind, and pages', async () => {
    failing = true;
    await t.app.services.orders.labels.stop(); // what is due stays due
    const placed = await call('customer', 'POST', '/api/order/place', orderInput(usExp, { referenceNo: 'DUE-WAITS' }));
    const id = String(placed.body.obj.id);
    const due = await call('admin', 'GET', '/api/dueWork/list?state=due&kind=orders.label&pageSize=500');
    expect(due.status).toBe(200);
    expect(due.body.rows.find((r: { key: string }) => r.key === id)).toMatchObject({ state: 'due', attempts: 1 });
    expect(due.body.rows.every((r: { state: string }) => r.state === 'due')).toBe(true);
    // Another kind (the carriers' tracking pulls the labels made due) has none of them; the default state is given up.
    const other = await call('admin', 'GET', '/api/dueWork/list?state=due&kind=tracking.pull&pageSize=500');
    expect(other.body.rows.every((r: { kind: string }) => r.kind === 'tracking.pull')).toBe(true);
    expect(other.body.rows.some((r: { key: string }) => r.key === id)).toBe(false);
    const given = await call('admin', 'GET', '/api/dueWork/list');
    expect(given.body.rows.every((r: { state: string }) => r.state === 'gaveUp')).toBe(true);
    // Pages: one row a page, the total counts them all.
    const first = await call('admin', 'GET', '/api/dueWork/list?state=due&pageNo=0&pageSize=1');
    expect(first.body.rows).toHaveLength(1);
    expect(first.body.total).toBe(due.body.total + other.body.total);
    const kinds = await call('admin', 'GET', '/api/dueWork/kinds');
    expect(kinds.body.rows).toContainEqual({ value: 'orders.label', label: 'Label request' });
    // Not given up: nothing to retry.
    const early = await call('admin', 'POST', '/api/dueWork/retry', { kind: 'orders.label', key: id });
    expect(early.status).toBe(409);
  });

  it('is the platform’s: a customer is refused, a signed-out caller too', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/dueWork/list', undefined],
      ['GET', '/api/dueWork/kinds', undefined],
      ['POST', '/api/dueWork/retry', { kind: 'orders.label', key: '1' }],
    ] as const) {
      expect((await call('customer', method, url, body)).status).toBe(403);
      expect((await t.call(method, url, { body })).status).toBe(401);
    }
  });

  it('answers hostile input with 400 or 404, never a 5xx', async () => {
    const bad = [
      '/api/dueWork/list?state=bogus',
      '/api/dueWork/list?pageNo=-1',
      '/api/dueWork/list?pageNo=abc',
      '/api/dueWork/list?pageSize=100000',
      `/api/dueWork/list?kind=${encodeURIComponent("orders.label' or 1=1 --")}`,
      `/api/dueWork/list?kind=${'a'.repeat(500)}.x`,
    ];
    for (const url of bad) expect((await call('admin', 'GET', url)).status, url).toBe(400);
    const bodies: unknown[] = [
      {},
      { kind: 'orders.label' },
      { kind: 'orders', key: '1' },
      { kind: 'orders.label', key: '' },
      { kind: 'orders.label', key: 'x'.repeat(201) },
      { kind: 'orders.label', key: 'a b' },
      { kind: 'orders.label', key: 1 },
      { kind: ['orders.label'], key: '1' },
      { kind: "orders.label'; drop table due_work; --", key: '1' },
    ];
    for (const body of bodies)
      expect((await call('admin', 'POST', '/api/dueWork/retry', body)).status, JSON.stringify(body)).toBe(400);
    for (const key of ['0', '999999999', '-1', "1' or '1'='1"]) {
      const res = await call('admin', 'POST', '/api/dueWork/retry', { kind: 'orders.label', key });
      expect([400, 404], key).toContain(res.status);
    }
    const missing = await call('admin', 'POST', '/api/dueWork/retry', { kind: 'orders.label', key: '999999999' });
    expect(missing.body.errorKey).toBe('DUE_WORK_NOT_FOUND');
  });
});
