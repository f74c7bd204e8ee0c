import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { createUser } from '../../../../test/factories/users';
import { dataAccessOf } from '../../../platform/db/data-access';
import { rowsOf } from '../../../platform/db/rows';
import { DEMO_PASSWORD, seedDemo } from '../../../seed/demo';
import { users } from '../../users';
import { orders } from '../orders.tables';
import { orderBatches } from './batch.tables';
import { batchSheet, boxRow, headers, usRow, type RowSpec } from './test-support';

let t: TestApp;
const tokens: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(dataAccessOf(t.database));
  for (const u of ['admin', 'customer', 'customer2', 'supplier']) tokens[u] = await t.login(u, DEMO_PASSWORD);
  const [owner] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'customer'));
  const sub = await createUser(t.db, { parentId: owner!.id, grants: ['order.batch'] });
  tokens.sub = await t.login(sub.username);
  tokens.stranger = await t.login((await createUser(t.db)).username);
}, 120_000);
afterAll(() => t.close());

const upload = (who: string, bytes: Buffer, name = 'orders.xlsx', lang = 'en') =>
  t.upload('/api/order/batch/import', bytes, { token: tokens[who], name, lang });
const balance = async (who: string) =>
  (await t.call('GET', '/api/finaWallet/mine', { token: tokens[who] })).body.obj.available as string;
const detail = (who: string, id: number) =>
  t.call('GET', `/api/order/batch/detail/${id}`, { token: tokens[who], lang: 'en' });

/** Uploads, waits for the task, answers the batch as its owner sees it. */
async function runBatch(who: string, rows: RowSpec[], name = 'orders.xlsx') {
  const res = await upload(who, await batchSheet(rows), name);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const task = await t.taskEnded(tokens[who]!, res.body.obj.taskId);
  const batch = (await detail(who, res.body.obj.batchId)).body.obj;
  return { task, batch, batchId: res.body.obj.batchId as number };
}

async function reportOf(who: string, batchId: number): Promise<unknown[][]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/order/batch/report/${batchId}`,
    headers: { authorization: `Bearer ${tokens[who]}` },
  });
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1, 4)));
  return rows;
}

describe('GET api/order/batch/template', () => {
  it('answers an xlsx whose headers are in the caller’s language and whose list holds its products', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/order/batch/template',
      headers: { authorization: `Bearer ${tokens.customer}`, 'accept-language': 'ko' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const data = book.worksheets[0]!;
    expect((data.getRow(1).values as unknown[]).slice(1)).toEqual(headers('ko'));
    expect(String(data.getCell('B2').dataValidation.formulae?.[0])).toContain('US-EXP');
  });

  it('holds an example order the import places as it is: its product delivers to its receiver', async () => {
    const template = await t.app.inject({
      method: 'GET',
      url: '/api/order/batch/template',
      headers: { authorization: `Bearer ${tokens.customer}`, 'accept-language': 'en' },
    });
    const res = await upload('customer', template.rawPayload, 'template.xlsx');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    await t.taskEnded(tokens.customer!, res.body.obj.taskId);
    const batch = (await detail('customer', res.body.obj.batchId)).body.obj;
    expect(batch, JSON.stringify(batch)).toMatchObject({ successCount: 1, failureCount: 0 });
  });
});

describe('POST api/order/batch/import', () => {
  it('50 orders (some of two boxes) with 3 bad rows: 47 placed and charged, an error file naming those rows', async () => {
    const before = await balance('customer');
    const rows: RowSpec[] = [];
    for (let i = 1; i <= 50; i++) {
      const ref = `F-${i}`;
      if (i === 10) rows.push(usRow(ref, { productCode: 'NO-SUCH' }));
      else if (i === 20) rows.push(usRow(ref, { receiverZipCode: '1001' }));
      else if (i === 30)
        rows.push(
          usRow(ref, { receiverCountry: 'DE', receiverZipCode: '10115', receiverAddress1: 'Unter den Linden' }),
        );
      else rows.push(usRow(ref));
      if (i % 10 === 1) rows.push(boxRow(ref));
    }
    const { task, batch, batchId } = await runBatch('customer', rows, '五十单.xlsx');
    expect(task.taskStatus).toBe('PROCESSDINGCOMPLETED');
    expect(batch).toMatchObject({
      fileName: '五十单.xlsx',
      status: 'COMPLETED',
      totalOrders: 50,
      successCount: 47,
      failureCount: 3,
      currency: 'CNY',
      hasReport: true,
    });
    expect(batch.completedAt).not.toBeNull();

    const placed = await t.db
      .select({ fee: orders.feeTotal, source: orders.source })
      .from(orders)
      .where(eq(orders.batchId, batchId));
    expect(placed).toHaveLength(47);
    expect(new Set(placed.map((o) => o.source))).toEqual(new Set(['EXCEL']));
    const fees = placed.reduce((sum, o) => sum + Math.round(Number(o.fee) * 100), 0);
    expect(Math.round(Number(batch.feeTotal) * 100)).toBe(fees);
    expect(Math.round((Number(before) - Number(await balance('customer'))) * 100)).toBe(fees);

    const lineOf = (ref: string) => rows.findIndex((r) => r.referenceNo === ref) + 2;
    const report = await reportOf('customer', batchId);
    expect(report.slice(1).map((r) => r.slice(0, 2))).toEqual([
      [lineOf('F-10'), 'F-10'],
      [lineOf('F-20'), 'F-20'],
      [lineOf('F-30'), 'F-30'],
    ]);
    expect(report[3]![2]).toMatch(/^Receiver house number: /);
    // The same file through the task center.
    const viaTasks = await t.app.inject({
      method: 'GET',
      url: `/api/downloadTask/file/${task.id}?part=report`,
      headers: { authorization: `Bearer ${tokens.customer}` },
    });
    expect(viaTasks.statusCode).toBe(200);
  });

  it('holds the label sweeps while it runs (one hold a batch), and its orders are labelled right after', async () => {
    const held = vi.spyOn(t.app.services.orders.labels, 'heldWhile');
    const { batch, batchId } = await runBatch('customer', [usRow('HOLD-1'), usRow('HOLD-2'), boxRow('HOLD-2')]);
    expect(batch).toMatchObject({ status: 'COMPLETED', successCount: 2 });
    expect(held).toHaveBeenCalledTimes(1);
    held.mockRestore();
    const unlabelled = async () =>
      (
        await t.db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.batchId, batchId), sql`label_status <> 'SUCCESS'`))
      ).length;
    await vi.waitFor(async () => expect(await unlabelled()).toBe(0), { timeout: 4_000, interval: 50 });
  });

  it('blank sender columns ship from the default sender of the address book', async () => {
    const row = Object.fromEntries(Object.entries(usRow('NOSENDER-1')).filter(([k]) => !k.startsWith('sender')));
    const { batch } = await runBatch('customer', [row]);
    expect(batch).toMatchObject({ successCount: 1, failureCount: 0 });
  });

  it('when the balance runs out midway the rest is "not enough balance", and the wallet never goes negative', async () => {
    expect(await balance('customer2')).toBe('2000.00');
    const rows = Array.from({ length: 20 }, (_, i) => usRow(`LOW-${i}`));
    const { batch, batchId } = await runBatch('customer2', rows);
    // 170.28 a parcel: 2,000.00 pays for 11 (1,873.08).
    expect(batch).toMatchObject({ totalOrders: 20, successCount: 11, failureCount: 9, feeTotal: '1873.08' });
    expect(await balance('customer2')).toBe('126.92');
    // The eleven it could pay for were written together, by one transaction (on PostgreSQL after the chunk's early
    // write rolled back for the short balance), not placed one by one: they share the transaction's start time. (Not
    // xmin: the label sweep may already have updated some of them.)
    const [{ writers }] = (await rowsOf<{ writers: number }>(
      t.db,
      sql`select count(distinct created_at)::int as writers from orders where reference_no like 'LOW-%'`,
    )) as [{ writers: number }];
    expect(writers).toBe(1);
    const report = await reportOf('customer2', batchId);
    expect(report.slice(1).map((r) => r[2])).toEqual(Array(9).fill('Sorry, not enough balance'));

    // The same file again: nothing is charged twice; the eleven are already placed, the rest still cannot be paid.
    const again = await runBatch('customer2', rows);
    expect(again.batch).toMatchObject({ totalOrders: 20, successCount: 0, failureCount: 20, feeTotal: '0.00' });
    expect(await balance('customer2')).toBe('126.92');
    const second = await reportOf('customer2', again.batchId);
    expect(second.slice(1, 12).every((r) => String(r[2]).startsWith('Already placed: PH'))).toBe(true);
    expect(second.slice(12).every((r) => r[2] === 'Sorry, not enough balance')).toBe(true);
    const [{ n }] = (await t.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(orders)
      .where(and(sql`${orders.referenceNo} like 'LOW-%'`))) as [{ n: number }];
    expect(n).toBe(11);
  });
});

describe('the batch history', () => {
  let batchId: number;
  beforeAll(async () => {
    ({ batchId } = await runBatch('customer', [usRow('HIST-1'), usRow('', {})], 'history.xlsx'));
  });

  it('lists the caller’s batches newest first with their counts; a sub-account sees its main account’s', async () => {
    for (const who of ['customer', 'sub']) {
      const res = await t.call('POST', '/api/order/batch/list', {
        token: tokens[who],
        body: { pageNo: 0, pageSize: 5 },
      });
      expect(res.status).toBe(200);
      expect(res.body.rows[0]).toMatchObject({
        id: batchId,
        fileName: 'history.xlsx',
        successCount: 1,
        failureCount: 1,
        totalOrders: 2,
      });
    }
    const all = await t.call('POST', '/api/order/batch/list', {
      token: tokens.admin,
      body: { pageNo: 0, pageSize: 500 },
    });
    expect(all.body.rows.map((r: { id: number }) => r.id)).toContain(batchId);
  });

  it('a stranger cannot list, see or download another account’s batch: the same 404 as a missing one', async () => {
    const list = await t.call('POST', '/api/order/batch/list', { token: tokens.stranger, body: {} });
    expect(list.body.rows).toEqual([]);
    for (const url of [`/api/order/batch/detail/`, `/api/order/batch/report/`]) {
      const theirs = await t.call('GET', `${url}${batchId}`, { token: tokens.stranger, lang: 'en' });
      const missing = await t.call('GET', `${url}2147483000`, { token: tokens.stranger, lang: 'en' });
      expect(theirs.status).toBe(404);
      expect(theirs.body).toEqual(missing.body);
    }
    const supplier = await t.call('GET', `/api/order/batch/report/${batchId}`, { token: tokens.supplier });
    expect(supplier.status).toBeGreaterThanOrEqual(403);
    expect(supplier.status).toBeLessThan(500);
  });
});

describe('hostile uploads: a clear 4xx, or a task ended with a reason, never a 5xx', () => {
  it('wrong headers, bytes that are no xlsx, an empty file, no file at all: refused before any batch exists', async () => {
    const batches = async () =>
      (await t.db.select({ n: sql<number>`count(*)`.mapWith(Number) }).from(orderBatches))[0]!.n;
    const before = await batches();
    const wrong = await upload('customer', await batchSheet([usRow('W-1')], 'en', ['Type', 'Name', 'Phone']));
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('The headers do not match the template; download the template again');
    const text = await upload('customer', Buffer.from('ref,product\nA,US-EXP\n'), 'orders.xlsx');
    expect([text.status, text.body.errorKey]).toEqual([400, 'FILE_NOT_XLSX']);
    const empty = await upload('customer', Buffer.alloc(0));
    expect(empty.status).toBe(400);
    const none = await t.call('POST', '/api/order/batch/import', { token: tokens.customer, body: {} });
    expect(none.status).toBe(400);
    expect(await batches()).toBe(before);
  });

  it('a bare header ends with no orders; a NUL byte (the xlsx writer drops it) or a huge cell is no 5xx', async () => {
    const bare = await runBatch('customer', []);
    expect(bare.batch).toMatchObject({ status: 'COMPLETED', totalOrders: 0, hasReport: false });
    const hostile = await runBatch('customer', [
      usRow('H-1', { receiverName: 'a\u0000b', remark: 'x'.repeat(20_000) }),
    ]);
    expect(hostile.batch).toMatchObject({ successCount: 0, failureCount: 1 });
    const report = await reportOf('customer', hostile.batchId);
    expect(report[1]![2]).toBe('Remark: At most 500 characters');
  });

  it('only customers upload: the platform is refused with a 403', async () => {
    const res = await upload('admin', await batchSheet([usRow('P-1')]));
    expect(res.status).toBe(403);
  });
});
