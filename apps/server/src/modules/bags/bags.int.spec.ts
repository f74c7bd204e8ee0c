import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoTestApp } from '../../../test/helpers/demo-app';
import type { TestApp } from '../../../test/helpers/test-app';
import { orderInput } from '../../../test/factories/orders';
import { sortRules } from '../sort-rules';
import { warehouseBays, warehouses } from '../warehouses';
import { users } from '../users';
import { bags } from './bags.tables';

let t: TestApp;
let usExp: number;
let szx1: number;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  ({ t, usExp } = await demoTestApp(['admin', 'customer', 'customer2'], tokens));
  szx1 = (await t.app.services.warehouses.byCode('SZX1'))!.id;
}, 60_000);
afterAll(() => t.close());

interface Placed {
  id: number;
  orderNo: string;
  insideNumber: string;
  status: string;
}

let seq = 0;
async function place(zipCode = '10001', weight = '3', who = 'customer'): Promise<Placed> {
  const base = orderInput(usExp, { referenceNo: `BAG-${++seq}-${Date.now()}` });
  const res = await t.call('POST', '/api/order/place', {
    token: tokens[who],
    body: {
      ...base,
      boxes: [{ length: '20', width: '20', height: '10', weight }],
      receiver: { ...base.receiver, zipCode },
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.obj as Placed;
}

const get = (url: string, lang = 'en', who = 'admin') => t.call('GET', url, { token: tokens[who], lang });
const scan = (number: string, warehouseId = szx1, type = 'DISTRIBUTION_CENTER', lang = 'en') =>
  get(`/api/ssBag/scanToBag/${encodeURIComponent(number)}/${warehouseId}/${type}`, lang);
const statusOf = async (id: number) => (await get(`/api/order/detail/${id}`)).body.obj.status as string;
const bay = (number: number, warehouseId = szx1) => t.app.services.warehouses.bay(warehouseId, number);

describe('scanToBag', () => {
  it('receives, sorts and bags a parcel, answering its bay, bag and rule; a second scan changes nothing', async () => {
    const o = await place('10001');
    const res = await scan(o.insideNumber);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.obj).toMatchObject({
      outcome: 'SORTED',
      bayNumber: 7,
      ruleCode: 'US-NYC',
      printLabel: true,
      orderNo: o.orderNo,
      weightKg: '3.000',
      bayPieces: 1,
      bagPieces: 1,
    });
    expect(await statusOf(o.id)).toBe('BAGGED');
    const again = await scan(o.insideNumber);
    expect(again.body.obj).toMatchObject({ outcome: 'REPEAT', bagId: res.body.obj.bagId, bayNumber: 7, bayPieces: 1 });
    expect((await bay(7)).pieces).toBe(1);
    // Each step is an event in the customer's timeline.
    const info = await t.call('GET', `/api/order/catchOrderTrackInfo/order/${o.insideNumber}`, {
      token: tokens.customer,
      lang: 'en',
    });
    expect(info.status).toBe(200);
    // One transaction, one event time: the three steps in any order.
    const subs = info.body.obj.events.map((e: { subStatus: string | null }) => e.subStatus);
    expect(subs.slice(0, 3).sort()).toEqual(['ARRIVED_AT_HUB', 'BAGGED', 'SORTED']);
  });

  it('lands one parcel scanned by 50 stations at once in one bag once; 50 parcels at once count exactly', async () => {
    const one = await place('90001', '1');
    const results = await Promise.all(Array.from({ length: 50 }, () => scan(one.insideNumber)));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(results.filter((r) => r.body.obj.outcome === 'SORTED')).toHaveLength(1);
    expect(new Set(results.map((r) => r.body.obj.bagId)).size).toBe(1);
    const bay2 = await bay(2);
    expect([bay2.pieces, bay2.weight]).toEqual([1, '1.000']);

    const many: Placed[] = [];
    for (let i = 0; i < 50; i++) many.push(await place('90210', '0.5'));
    const all = await Promise.all(many.map((o) => scan(o.insideNumber)));
    expect(all.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(all.map((r) => r.body.obj.bagId))).toEqual(new Set([results[0]!.body.obj.bagId]));
    const after = await bay(2);
    expect([after.pieces, after.weight]).toEqual([51, '26.000']);
    const bag = await get(`/api/ssBag/seachBag/${results[0]!.body.obj.bagId}`);
    expect(bag.body.obj).toMatchObject({ status: 'OPEN', pieces: 51, weight: '26.000', bayNumber: 2 });
    const parcels = await get(`/api/ssBag/seachBagList/${bag.body.obj.id}`);
    expect(parcels.body.rows).toHaveLength(51);
    expect(new Set(parcels.body.rows.map((p: { status: string }) => p.status))).toEqual(new Set(['BAGGED']));
  });

  it('prints no label for channel sorting', async () => {
    await t.db.insert(sortRules).values({
      warehouseId: szx1,
      code: 'CH-US',
      name: 'channel US',
      level: 1,
      bayNumber: 11,
      sortType: 'LOGISTICS_CHANNEL',
      destinations: 'US',
    });
    // Written past the service, so its rule version is moved here too (the compiled rules are kept per version).
    await t.db.execute(
      sql`insert into sort_rule_versions (warehouse_id, version) values (${szx1}, 1)
          on conflict (warehouse_id) do update set version = sort_rule_versions.version + 1`,
    );
    const o = await place('10001');
    const res = await scan(o.insideNumber, szx1, 'LOGISTICS_CHANNEL');
    expect(res.body.obj).toMatchObject({ bayNumber: 11, ruleCode: 'CH-US', printLabel: false });
  });

  it('refuses bad scans clearly in the caller’s language', async () => {
    const unknown = await scan('NOPE-123', szx1, 'DISTRIBUTION_CENTER', 'zh');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ errorKey: 'BAG_PARCEL_UNKNOWN', msg: '未找到包裹：NOPE-123' });
    expect((await scan('NOPE-123')).body.msg).toBe('Unknown parcel: NOPE-123');

    const cancelled = await place('10001');
    const c = await t.call('POST', `/api/order/cancelOrder/${cancelled.id}`, {
      token: tokens.customer,
      body: { reason: 'test' },
    });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    const zh = await scan(cancelled.insideNumber, szx1, 'DISTRIBUTION_CENTER', 'zh');
    expect(zh.status).toBe(409);
    expect(zh.body).toMatchObject({ errorKey: 'BAG_ORDER_CANCELLED' });
    expect(zh.body.msg).toBe(`订单 ${cancelled.orderNo} 已取消，不能分拣装袋`);
    expect((await scan(cancelled.insideNumber)).body.msg).toBe(
      `Order ${cancelled.orderNo} is cancelled: it cannot be sorted or bagged`,
    );

    // A customer's own warehouse takes only its customer's parcels; another warehouse's parcel is refused.
    const [c2] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'customer2'));
    const [own] = await t.db
      .insert(warehouses)
      .values({ code: 'C2WH', name: 'customer2 warehouse', accountId: c2!.id })
      .returning();
    const [other] = await t.db.insert(warehouses).values({ code: 'SZX2', name: 'Shenzhen 2' }).returning();
    await t.db.insert(warehouseBays).values({ warehouseId: other!.id, number: 1 });
    const o = await place('10001');
    const wrong = await scan(o.insideNumber, own!.id, 'DISTRIBUTION_CENTER', 'zh');
    expect(wrong.status).toBe(409);
    expect(wrong.body).toMatchObject({ errorKey: 'BAG_WRONG_WAREHOUSE' });
    expect(wrong.body.msg).toBe(`包裹 ${o.insideNumber} 不属于本仓库 C2WH`);
    expect((await scan(o.insideNumber)).status).toBe(200);
    const elsewhere = await scan(o.insideNumber, other!.id);
    expect(elsewhere.body).toMatchObject({ errorKey: 'BAG_WRONG_WAREHOUSE' });
    expect(elsewhere.body.msg).toBe(`Parcel ${o.insideNumber} belongs to another warehouse, not SZX2`);

    const noRule = await place('10001');
    const nr = await scan(noRule.insideNumber, other!.id);
    expect(nr.body).toMatchObject({ errorKey: 'SORT_RULE_UNMATCHED' });
    expect(await statusOf(noRule.id)).not.toBe('RECEIVED'); // a refused scan changes nothing
  });

  it('keeps the place a sort task gave a parcel, and refuses it at another warehouse', async () => {
    const o = await place('10001', '2');
    const bay10 = await bay(10);
    await t.app.services.warehouses.placeParcel({
      orderId: o.id,
      warehouseId: szx1,
      bayId: bay10.id,
      weightKg: '2',
      ruleId: null,
      source: 'TASK',
    });
    const [other] = await t.db.insert(warehouses).values({ code: 'SZX3', name: 'Shenzhen 3' }).returning();
    const elsewhere = await scan(o.insideNumber, other!.id, 'DISTRIBUTION_CENTER', 'zh');
    expect(elsewhere.body).toMatchObject({ errorKey: 'BAG_WRONG_WAREHOUSE' });
    expect(elsewhere.body.msg).toBe(`包裹 ${o.insideNumber} 不属于本仓库 SZX3`);
    const here = await scan(o.insideNumber);
    expect(here.body.obj).toMatchObject({ outcome: 'SORTED', bayNumber: 10, ruleCode: null, bayPieces: 1 });
    expect(await statusOf(o.id)).toBe('BAGGED');
  });

  it('refuses a disabled or full bay', async () => {
    await t.db
      .update(warehouseBays)
      .set({ valid: false })
      .where(eq(warehouseBays.id, (await bay(4)).id));
    const o = await place('55555'); // US-D: bay 4
    const off = await scan(o.insideNumber);
    expect(off.body).toMatchObject({ errorKey: 'BAG_BAY_DISABLED', msg: 'Bay 4 is disabled' });
    await t.db
      .update(warehouseBays)
      .set({ valid: true, state: 'FULL' })
      .where(eq(warehouseBays.id, (await bay(4)).id));
    const full = await scan(o.insideNumber);
    expect(full.body).toMatchObject({ errorKey: 'BAG_BAY_FULL' });
    await t.db
      .update(warehouseBays)
      .set({ state: 'IDLE' })
      .where(eq(warehouseBays.id, (await bay(4)).id));
    expect(await statusOf(o.id)).not.toBe('BAGGED');
  });

  it('answers 4xx, never 5xx, to hostile input', async () => {
    const o = await place('10001');
    const cases = [
      `/api/ssBag/scanToBag/${encodeURIComponent('A\u0000B')}/${szx1}/DISTRIBUTION_CENTER`,
      `/api/ssBag/scanToBag/${'9'.repeat(10_000)}/${szx1}/DISTRIBUTION_CENTER`,
      `/api/ssBag/scanToBag/${o.insideNumber}/${2 ** 40}/DISTRIBUTION_CENTER`,
      `/api/ssBag/scanToBag/${o.insideNumber}/abc/DISTRIBUTION_CENTER`,
      `/api/ssBag/scanToBag/${o.insideNumber}/${szx1}/TELEPORT`,
      `/api/ssBag/scanToBag/${o.insideNumber}/999999/DISTRIBUTION_CENTER`,
      `/api/ssBag/submmitBag/${2 ** 40}`,
      `/api/ssBag/submmitBag/abc`,
      `/api/ssBag/outBag/${encodeURIComponent('B\u0000')}/${o.insideNumber}`,
      `/api/ssBag/printPdf/99999`,
      `/api/sort-gap-work/bagChangeCompleted/99999`,
      `/api/ssBag/printOrderPdf/${encodeURIComponent('\u0000')}/${szx1}`,
    ];
    for (const url of cases) {
      const res = await get(url);
      expect(res.status, `${url.slice(0, 80)} ${JSON.stringify(res.body).slice(0, 200)}`).toBeGreaterThanOrEqual(400);
      expect(res.status, url.slice(0, 80)).toBeLessThan(500);
    }
    expect(await statusOf(o.id)).not.toBe('BAGGED');
    // The session cookie alone does not sign a state-changing GET in.
    const cookie = await t.app.inject({
      method: 'GET',
      url: `/api/ssBag/scanToBag/${o.insideNumber}/${szx1}/DISTRIBUTION_CENTER`,
      headers: { cookie: `token=${tokens.admin}` },
    });
    expect(cookie.statusCode).toBe(401);
    // A customer may not scan.
    expect(
      (await get(`/api/ssBag/scanToBag/${o.insideNumber}/${szx1}/DISTRIBUTION_CENTER`, 'en', 'customer')).status,
    ).toBe(403);
  });
});

describe('a bag’s life', () => {
  it('closes, prints, frees its bay and is dispatched; each step refused twice clearly', async () => {
    const a = await place('10150', '2');
    const b = await place('10200', '1.5');
    const first = (await scan(a.insideNumber)).body.obj;
    await scan(b.insideNumber);
    const bayId = first.bayId as number;
    const bagId = first.bagId as number;

    const early = await get(`/api/sort-gap-work/bagChangeCompleted/${bayId}`);
    expect(early.body).toMatchObject({ errorKey: 'BAG_STILL_OPEN' });
    const notClosed = await get(`/api/ssBag/batchOutBag/${bagId}`);
    expect(notClosed.body).toMatchObject({ errorKey: 'BAG_NOT_CLOSED' });

    const before = (await get(`/api/ssBag/seachBag/${bagId}`)).body.obj;
    expect(before.pieces).toBeGreaterThanOrEqual(2); // with what other tests of this file put in bay 7
    const closed = await get(`/api/ssBag/submmitBag/${bagId}`);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    expect(closed.body.obj).toMatchObject({ id: bagId, pieces: before.pieces, weight: before.weight });
    const twiceZh = await get(`/api/ssBag/submmitBag/${bagId}`, 'zh');
    expect(twiceZh.status).toBe(409);
    expect(twiceZh.body.msg).toBe(`袋子 ${closed.body.obj.bagNo} 已封袋，不能再次封袋`);
    expect((await get(`/api/ssBag/submmitBag/${bagId}`)).body.msg).toBe(
      `Bag ${closed.body.obj.bagNo} is already closed`,
    );

    // A scan for a bay whose closed bag still waits for its change is refused.
    const c = await place('10100', '1');
    expect((await scan(c.insideNumber)).body).toMatchObject({ errorKey: 'BAG_BAY_AWAITING_CHANGE' });

    // The label: 4x6 inches, the bag number in Code 128 and as text.
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/ssBag/printPdf/${bagId}`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bag-label-'));
    const file = path.join(dir, 'bag.pdf');
    fs.writeFileSync(file, pdf.rawPayload);
    expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/Page size:\s+288 x 432 pts/);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    for (const s of [closed.body.obj.bagNo, 'SZX1', `${before.weight} kg`, 'Pieces']) expect(text).toContain(s);
    execFileSync('pdftoppm', ['-r', '300', '-png', '-singlefile', file, path.join(dir, 'bag')]);
    const read = execFileSync('zbarimg', ['-q', '--raw', path.join(dir, 'bag.png')])
      .toString()
      .trim();
    expect(read).toBe(closed.body.obj.bagNo);

    // The parcels' shipping labels print from the station.
    const labels = await t.app.inject({
      method: 'GET',
      url: `/api/ssBag/batchPrintOrderPdf/${bagId}`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(labels.statusCode).toBe(200);
    expect(labels.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/ssBag/printOrderPdf/${a.insideNumber}/${szx1}`,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(one.statusCode).toBe(200);

    const freed = await get(`/api/sort-gap-work/bagChangeCompleted/${bayId}`);
    expect(freed.body.obj).toMatchObject({ bayId, bayNumber: 7 });
    expect([(await bay(7)).pieces, (await bay(7)).state]).toEqual([0, 'IDLE']);
    // The bay takes parcels again, in a new bag.
    const next = (await scan(c.insideNumber)).body.obj;
    expect(next.bagId).not.toBe(bagId);

    const wrongParcel = await get(`/api/ssBag/outBag/${closed.body.obj.bagNo}/${c.insideNumber}`);
    expect(wrongParcel.body).toMatchObject({ errorKey: 'BAG_PARCEL_NOT_IN_BAG' });
    const out = await get(`/api/ssBag/outBag/${closed.body.obj.bagNo}/${a.insideNumber}`);
    expect(out.status, JSON.stringify(out.body)).toBe(200);
    expect(out.body.obj).toMatchObject({ dispatched: before.pieces, skipped: 0 });
    expect(await statusOf(a.id)).toBe('DISPATCHED');
    expect(await statusOf(b.id)).toBe('DISPATCHED');
    const twice = await get(`/api/ssBag/batchOutBag/${bagId}`);
    expect(twice.body).toMatchObject({ errorKey: 'BAG_ALREADY_DISPATCHED' });
    const list = await t.call('POST', '/api/ssBag/custList', {
      token: tokens.admin,
      body: { status: 'DISPATCHED', warehouseId: szx1 },
    });
    expect(list.body.rows.map((r: { id: number }) => r.id)).toContain(bagId);
    const today = new Date().toISOString().slice(0, 10);
    const byNo = await t.call('POST', '/api/ssBag/custList', {
      token: tokens.admin,
      body: { bagNo: closed.body.obj.bagNo.slice(2, 12), dateFrom: today, dateTo: today, pageNo: 0, pageSize: 5 },
    });
    expect(byNo.body.rows.map((r: { id: number }) => r.id)).toContain(bagId);
    const past = await t.call('POST', '/api/ssBag/custList', {
      token: tokens.admin,
      body: { dateTo: '2020-01-01' },
    });
    expect(past.body).toMatchObject({ rows: [], total: 0 });
    const bad = await t.call('POST', '/api/ssBag/custList', {
      token: tokens.admin,
      body: { bagNo: 'a\u0000', dateFrom: 'x' },
    });
    expect(bad.status).toBe(400);
  });

  it('disbands an open bag: its parcels stay BAGGED and join the bay’s next bag', async () => {
    const o = await place('00501', '1'); // US-E: bay 1
    const first = (await scan(o.insideNumber)).body.obj;
    expect(first.bayNumber).toBe(1);
    const removed = await get(`/api/ssBag/remove/${first.bagId}`);
    expect(removed.body.obj).toMatchObject({ parcels: 1 });
    expect((await get(`/api/ssBag/remove/${first.bagId}`)).body).toMatchObject({ errorKey: 'BAG_NOT_OPEN' });
    expect(await statusOf(o.id)).toBe('BAGGED');
    expect((await bay(1)).pieces).toBe(1);
    const again = (await scan(o.insideNumber)).body.obj;
    expect(again).toMatchObject({ outcome: 'SORTED', bayNumber: 1, bagPieces: 1, bayPieces: 1 });
    expect(again.bagId).not.toBe(first.bagId);
    const [row] = await t.db.select().from(bags).where(eq(bags.id, first.bagId));
    expect(row!.status).toBe('DISBANDED');
    const empty = await get(`/api/ssBag/submmitBag/${again.bagId}`);
    expect(empty.status).toBe(200);
  });

  it('lists sort types and bag statuses in the caller’s language', async () => {
    const types = await get('/api/ssBag/listSortType', 'zh');
    expect(types.body.rows).toContainEqual({ value: 'DISTRIBUTION_CENTER', label: '按分拨中心' });
    const statuses = await get('/api/ssBag/listBagStatus', 'ko');
    expect(statuses.body.rows).toContainEqual({ value: 'DISPATCHED', label: '출고됨' });
    const whs = await get('/api/ssBag/stationWarehouses');
    expect(whs.body.rows).toContainEqual({ id: szx1, code: 'SZX1', name: expect.any(String) });
    const board = await get(`/api/ssBag/stationBays/${szx1}`);
    expect(board.body.rows).toHaveLength(12);
    expect(board.body.rows.find((r: { number: number }) => r.number === 2)).toMatchObject({
      bagStatus: 'OPEN',
      pieces: 51,
    });
    expect((await get(`/api/ssBag/stationBays/${2 ** 40}`)).status).toBe(400);
  });
});
