import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/test-app';
import { orderInput } from '../../../../test/factories/orders';
import { signedInUser } from '../../../../test/factories/accounts';
import { dataAccessOf } from '../../../platform/db/data-access';
import { DEMO_PASSWORD, seedDemo } from '../../../seed/demo';
import { products } from '../../products';
import { orders } from '../orders.tables';

describe('order and box exports through the task center', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  const placed: Record<string, { id: number; orderNo: string }> = {};

  beforeAll(async () => {
    t = await createTestApp();
    await seedDemo(dataAccessOf(t.database));
    for (const u of ['admin', 'supplier', 'customer', 'customer-sub', 'customer2'])
      tokens[u] = await t.login(u, DEMO_PASSWORD);
    tokens.otherSupplier = (await signedInUser(t, { privilegeType: 'SUPPLIER' })).token;
    const [{ id: usExp }] = (await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.code, 'US-EXP'))) as [{ id: number }];
    const twoBoxes = [
      { length: '40', width: '30', height: '20', weight: '3' },
      { length: '20', width: '20', height: '10', weight: '1.5' },
    ];
    for (const [who, ref, extra] of [
      ['customer', 'X-1', {}],
      ['customer', 'X-2', { boxes: twoBoxes }],
      ['customer', 'X-3', {}],
      ['customer2', 'X-4', {}],
    ] as const) {
      const res = await t.call('POST', '/api/order/place', {
        token: tokens[who],
        body: orderInput(usExp, { referenceNo: ref, ...extra }),
      });
      expect(res.status).toBe(200);
      placed[ref] = res.body.obj;
    }
    // Abnormal states, as the carrier, the rules and the warehouse leave them.
    await t.db.update(orders).set({ status: 'EXCEPTION' }).where(eq(orders.id, placed['X-1']!.id));
    await t.db
      .update(orders)
      .set({ labelStatus: 'FAILED', labelError: 'carrier down', labelNextAt: null })
      .where(eq(orders.id, placed['X-3']!.id));
    await t.db.update(orders).set({ status: 'INTERCEPTED', labelNextAt: null }).where(eq(orders.id, placed['X-4']!.id));
  });
  afterAll(() => t.close());

  async function settled(token: string, id: number) {
    for (let i = 0; i < 150; i++) {
      const res = await t.call('POST', '/api/downloadTask/list', {
        token,
        lang: 'en',
        body: { pageNo: 0, pageSize: 50 },
      });
      const row = res.body.rows.find((r: { id: number }) => r.id === id);
      if (row && row.taskStatus !== 'BEINGPROCESSD') return row;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`task ${id} still in progress after 15 s`);
  }

  /** Submits an export, waits for its task and reads the sheet it made (row 1 the headers). */
  async function exported(who: string, path: string, body: Record<string, unknown> = {}, lang = 'en') {
    const res = await t.call('POST', `/api/order/${path}`, { token: tokens[who], body, lang });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const task = await settled(tokens[who]!, res.body.obj.taskId);
    expect(task.taskStatus, task.error).toBe('PROCESSDINGCOMPLETED');
    const file = await t.app.inject({
      method: 'GET',
      url: task.url,
      headers: { authorization: `Bearer ${tokens[who]}` },
    });
    expect(file.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: string[][] = [];
    book.worksheets[0]!.eachRow((row) => rows.push((row.values as string[]).slice(1)));
    return { task, name: book.worksheets[0]!.name, headers: rows[0]!, rows: rows.slice(1) };
  }
  const refsOf = (sheet: { headers: string[]; rows: string[][] }, header = 'Reference number') =>
    sheet.rows.map((r) => r[sheet.headers.indexOf(header)]);

  it("a customer exports its account's orders only, without the customer or the cost, in its language", async () => {
    const sheet = await exported('customer', 'exportCustomerOrders');
    expect(sheet.task).toMatchObject({ taskName: 'Orders export', progress: { done: 3, total: 3 } });
    expect(sheet.task.urlList[0].name).toMatch(/^orders-\d{14}\.xlsx$/);
    expect(sheet.headers).toEqual([
      'Order number',
      'Reference number',
      'Inside number',
      'Tracking number',
      'Status',
      'Label status',
      'Product',
      'Destination',
      'Receiver',
      'Pieces',
      'Weight (kg)',
      'Currency',
      'Fee total',
      'Created',
    ]);
    expect(refsOf(sheet)).toEqual(['X-3', 'X-2', 'X-1']);
    const x1 = sheet.rows[2]!;
    expect(x1.slice(0, 2)).toEqual([placed['X-1']!.orderNo, 'X-1']);
    expect(x1.slice(4, 6)).toEqual(['Exception', 'Issued']);
    expect(x1.slice(7)).toEqual([
      'US',
      'John Smith',
      '1',
      '3.000',
      'CNY',
      '166.15',
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
    ]);
    // The sub-account sees its main account's; the other customer its own.
    expect(refsOf(await exported('customer-sub', 'exportCustomerOrders'))).toEqual(['X-3', 'X-2', 'X-1']);
    expect(refsOf(await exported('customer2', 'exportCustomerOrders'))).toEqual(['X-4']);
  });

  it('words headers, statuses and the task in Chinese and Korean when asked', async () => {
    const zh = await exported('customer', 'exportCustomerOrders', { numbers: 'X-1' }, 'zh');
    expect(zh.name).toBe('订单导出');
    expect(zh.headers.slice(0, 6)).toEqual(['订单号', '参考号', '内部单号', '跟踪号', '订单状态', '面单状态']);
    expect(zh.rows).toHaveLength(1);
    expect(zh.rows[0]!.slice(4, 6)).toEqual(['异常', '已出单']);
    const ko = await exported('customer', 'exportCustomerOrders', { numbers: 'X-1' }, 'ko');
    expect(ko.headers[0]).toBe('주문 번호');
    expect(ko.rows[0]![4]).toBe('이상');
  });

  it("a supplier exports its products' orders with the customer and its cost, never the customer's fee; another supplier gets none", async () => {
    const sheet = await exported('supplier', 'exportSupplierOrders');
    expect(refsOf(sheet)).toEqual(['X-4', 'X-3', 'X-2', 'X-1']);
    expect(sheet.headers).toContain('Customer');
    expect(sheet.headers.slice(-2)).toEqual(['Cost total', 'Created']);
    expect(sheet.headers).not.toContain('Fee total');
    const platform = await exported('admin', 'exportPlatformOrders');
    const column = (s: typeof sheet, header: string) => s.rows.map((r) => r[s.headers.indexOf(header)]);
    expect(column(sheet, 'Cost total')).toEqual(column(platform, 'Cost total'));
    // No cell of the supplier's sheet holds a customer's fee (the demo's fees and costs differ).
    const fees = new Set(column(platform, 'Fee total'));
    expect(fees.size).toBeGreaterThan(0);
    for (const fee of fees) expect(column(platform, 'Cost total')).not.toContain(fee);
    expect(sheet.rows.flat().filter((cell) => fees.has(cell))).toEqual([]);
    expect(sheet.rows.map((r) => r[sheet.headers.indexOf('Customer')])).toEqual([
      'customer2',
      'customer',
      'customer',
      'customer',
    ]);
    const none = await exported('otherSupplier', 'exportSupplierOrders');
    expect(none.rows).toEqual([]);
    expect(none.task.progress).toEqual({ done: 0, total: 0 });
  });

  it('the platform exports every order with its cost; the filters narrow it', async () => {
    const all = await exported('admin', 'exportPlatformOrders');
    expect(refsOf(all)).toEqual(['X-4', 'X-3', 'X-2', 'X-1']);
    expect(all.headers.slice(-3)).toEqual(['Fee total', 'Cost total', 'Created']);
    expect(all.rows[0]![all.headers.indexOf('Cost total')]).toMatch(/^\d+\.\d\d$/);
    expect(refsOf(await exported('admin', 'exportPlatformOrders', { status: 'INTERCEPTED' }))).toEqual(['X-4']);
    const numbers = `${placed['X-2']!.orderNo}\nX-1`;
    expect(refsOf(await exported('admin', 'exportPlatformOrders', { numbers }))).toEqual(['X-2', 'X-1']);
    const customer2 = (await t.call('POST', '/api/order/list', { token: tokens.customer2, body: {} })).body.rows[0]
      .customerId;
    expect(refsOf(await exported('admin', 'exportPlatformOrders', { customerId: customer2 }))).toEqual(['X-4']);
  });

  it('box exports write one row per box, the customer its own, the platform all', async () => {
    const mine = await exported('customer', 'exportCustomerBoxes');
    expect(mine.headers).toEqual([
      'Order number',
      'Reference number',
      'Box number',
      'Length (cm)',
      'Width (cm)',
      'Height (cm)',
      'Box weight (kg)',
    ]);
    expect(mine.rows.map((r) => [r[1], r[2]])).toEqual([
      ['X-3', '1'],
      ['X-2', '1'],
      ['X-2', '2'],
      ['X-1', '1'],
    ]);
    expect(mine.rows[2]!.slice(3)).toEqual(['20', '20', '10', '1.5']);
    expect(mine.task.progress).toEqual({ done: 3, total: 3 });
    const all = await exported('admin', 'exportPlatformBoxes', {}, 'zh');
    expect(all.headers[2]).toBe('箱号');
    expect(all.rows).toHaveLength(5);
  });

  it('the abnormal export holds exception, intercepted and failed-label orders, each once', async () => {
    const sheet = await exported('admin', 'exportAbnormalOrders');
    expect(sheet.task.taskName).toBe('Abnormal orders export');
    expect([...refsOf(sheet)].sort()).toEqual(['X-1', 'X-3', 'X-4']);
    expect(sheet.headers).toContain('Problem');
    expect(sheet.rows.find((r) => r[1] === 'X-3')![sheet.headers.indexOf('Problem')]).toBe('carrier down');
    expect(refsOf(await exported('admin', 'exportAbnormalOrders', { status: 'EXCEPTION' }))).toEqual(['X-1']);
    expect(refsOf(await exported('admin', 'exportAbnormalOrders', { labelStatus: 'FAILED' }))).toEqual(['X-3']);
    expect(refsOf(await exported('admin', 'exportAbnormalOrders', { status: 'CREATED' }))).toEqual([]);
  });

  it('each export is for the privilege type its name says, with the order list permission', async () => {
    const post = (who: string | undefined, path: string) =>
      t.call('POST', `/api/order/${path}`, { token: who ? tokens[who] : undefined, body: {}, lang: 'en' });
    expect((await post(undefined, 'exportCustomerOrders')).status).toBe(401);
    for (const [who, path] of [
      ['customer', 'exportPlatformOrders'],
      ['customer', 'exportSupplierOrders'],
      ['customer', 'exportAbnormalOrders'],
      ['customer', 'exportPlatformBoxes'],
      ['supplier', 'exportCustomerOrders'],
      ['supplier', 'exportCustomerBoxes'],
      ['admin', 'exportCustomerOrders'],
      ['admin', 'exportSupplierOrders'],
    ] as const) {
      const res = await post(who, path);
      expect(res.status, `${who} ${path}`).toBe(403);
      expect(['ORDER_PLATFORM_ONLY', 'ORDER_PRIVILEGE_MISMATCH']).toContain(res.body.errorKey);
    }
  });

  it('answers hostile filters with 400, never 500', async () => {
    for (const body of [
      { productId: 2 ** 32 },
      { customerId: 2 ** 53 },
      { productId: -1 },
      { productId: 1.5 },
      { numbers: 'x'.repeat(20_001) },
      { status: 'NOPE' },
      { dateFrom: "2024-01-01'; drop table orders;--" },
      { countryCode: 'usa' },
      { numbers: 'a\u0000b' },
    ]) {
      const res = await t.call('POST', '/api/order/exportPlatformOrders', { token: tokens.admin, body, lang: 'en' });
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    const arr = await t.call('POST', '/api/order/exportPlatformOrders', {
      token: tokens.admin,
      body: [1, 2],
      lang: 'en',
    });
    expect(arr.status).toBe(400);
  });
});
