import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createUser } from '../../../test/factories/users';
import { dataAccessOf } from '../../platform/db/data-access';
import { DEMO_PASSWORD, seedDemo } from '../../seed/demo';
import { users } from '../users';
import { operationLog } from '../oplog';
import { ledgerDrift, ledgerOf } from './test-support';
import { creditLimitChanges } from './wallet.tables';

// The wallet's calls over HTTP: balances, history and its export, and the platform's wallets, adjustments and
// credit limits, with the demo's funded customers (customer 10,000.00, customer2 2,000.00).
let t: TestApp;
let ledger: ReturnType<typeof ledgerOf>;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(dataAccessOf(t.database));
  ledger = ledgerOf(t);
  for (const u of ['admin', 'supplier', 'customer', 'customer-sub', 'customer2']) {
    tokens[u] = await t.login(u, DEMO_PASSWORD);
    [{ id: ids[u]! }] = (await t.db.select({ id: users.id }).from(users).where(eq(users.username, u))) as [
      { id: number },
    ];
  }
  const sub = await createUser(t.db, { parentId: ids.customer, grants: ['finance.wallet', 'finance.recharge'] });
  tokens.walletSub = await t.login(sub.username);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, who: string | null, body?: unknown, lang = 'en') =>
  t.call(method, url, { token: who ? tokens[who] : undefined, body, lang });
const mine = (who: string) => call('GET', '/api/finaWallet/mine', who);
const flows = (who: string, body: object = {}, lang = 'en') =>
  call('POST', '/api/finaWallet/flows', who, { pageNo: 0, pageSize: 50, ...body }, lang);

describe('GET api/finaWallet/mine', () => {
  it('answers the demo balances: customer 10,000.00 and customer2 2,000.00 CNY', async () => {
    expect((await mine('customer')).body.obj).toEqual({
      currency: 'CNY',
      available: '10000.00',
      deposit: '0.00',
      creditLimit: '0.00',
    });
    expect((await mine('customer2')).body.obj).toMatchObject({ available: '2000.00' });
  });

  it("answers a sub-account its main account's wallet", async () => {
    expect((await mine('walletSub')).body.obj).toEqual((await mine('customer')).body.obj);
  });

  it('refuses suppliers, the platform and a sub-account not granted the wallet (403), anonymous callers (401)', async () => {
    for (const who of ['supplier', 'admin', 'customer-sub']) {
      const res = await mine(who);
      expect(res.status, who).toBe(403);
    }
    expect((await mine('admin')).body.errorKey).toBe('FORBIDDEN');
    expect((await call('GET', '/api/finaWallet/mine', null)).status).toBe(401);
  });

  it('answers zeros for a customer that never moved money', async () => {
    const fresh = await createUser(t.db);
    const res = await t.call('GET', '/api/finaWallet/mine', { token: await t.login(fresh.username) });
    expect(res.body.obj).toEqual({ currency: 'CNY', available: '0.00', deposit: '0.00', creditLimit: '0.00' });
  });
});

describe('POST api/finaWallet/flows', () => {
  it("shows a customer its own lines only, newest first, each with the balance after it, in the caller's language", async () => {
    await ledger.api.charge({
      accountId: ids.customer!,
      amount: '25.50',
      key: 'flows:c:1',
      type: 'ORDER_CHARGE',
      orderNo: 'PH0001',
    });
    await ledger.api.charge({ accountId: ids.customer2!, amount: '1.00', key: 'flows:c2:1', type: 'ORDER_CHARGE' });
    const res = await flows('customer', {}, 'zh');
    expect(res.status).toBe(200);
    expect(res.body.rows.every((r: { customerId: number }) => r.customerId === ids.customer)).toBe(true);
    expect(res.body.rows.slice(0, 2)).toEqual([
      expect.objectContaining({
        type: 'ORDER_CHARGE',
        typeName: '订单扣费',
        accountKind: 'AVAILABLE',
        accountKindName: '可用余额',
        customerName: 'customer',
        currency: 'CNY',
        amount: '-25.50',
        balanceAfter: '9974.50',
        orderNo: 'PH0001',
        operatorName: null,
      }),
      expect.objectContaining({ type: 'RECHARGE', amount: '10000.00', balanceAfter: '10000.00', orderNo: null }),
    ]);
    expect((await flows('walletSub')).body.rows).toEqual((await flows('customer')).body.rows);
  });

  it("ignores a customer's attempt to filter by another customer", async () => {
    const res = await flows('customer2', { customerId: ids.customer, customer: 'customer' });
    expect(res.status).toBe(200);
    expect(res.body.rows.length).toBeGreaterThan(0);
    expect(res.body.rows.every((r: { customerId: number }) => r.customerId === ids.customer2)).toBe(true);
  });

  it('filters by type, account, order number and time range, and pages with the total', async () => {
    for (let i = 0; i < 5; i++)
      await ledger.api.refund({ accountId: ids.customer2!, amount: '0.10', key: `flows:r:${i}`, type: 'REFUND' });
    const refunds = await flows('customer2', { type: 'REFUND', pageSize: 2 });
    expect(refunds.body.total).toBe(5);
    expect(refunds.body.rows).toHaveLength(2);
    const page3 = await flows('customer2', { type: 'REFUND', pageSize: 2, pageNo: 2 });
    expect(page3.body.rows).toHaveLength(1);
    expect((await flows('customer2', { type: 'REFUND', pageNo: 9 })).body).toMatchObject({ rows: [], total: 5 });
    expect((await flows('customer2', { accountKind: 'DEPOSIT' })).body.total).toBe(0);
    expect((await flows('customer', { orderNo: 'h000' })).body.rows.map((r: { orderNo: string }) => r.orderNo)).toEqual(
      ['PH0001'],
    );
    const future = new Date(Date.now() + 3_600_000).toISOString();
    expect((await flows('customer2', { from: future })).body.total).toBe(0);
    expect((await flows('customer2', { to: '2000-01-01T00:00:00Z' })).body.total).toBe(0);
    const all = (await flows('customer2')).body.total;
    expect((await flows('customer2', { from: '2000-01-01T00:00:00Z', to: future })).body.total).toBe(all);
  });

  it('shows the platform every customer, by customer id or name', async () => {
    const all = await flows('admin');
    expect(new Set(all.body.rows.map((r: { customerId: number }) => r.customerId))).toEqual(
      new Set([ids.customer, ids.customer2]),
    );
    const one = await flows('admin', { customerId: ids.customer2 });
    expect(one.body.rows.every((r: { customerId: number }) => r.customerId === ids.customer2)).toBe(true);
    const byName = await flows('admin', { customer: 'customer2' });
    expect(byName.body.total).toBe(one.body.total);
  });

  it('refuses suppliers and sub-accounts without the wallet (403)', async () => {
    expect((await flows('supplier')).status).toBe(403);
    expect((await flows('customer-sub')).status).toBe(403);
  });

  it('answers hostile filters with field errors, never a 5xx', async () => {
    for (const body of [
      { type: 'STEAL' },
      { from: 'yesterday' },
      { to: '2026-13-45T00:00:00Z' },
      { customerId: 2 ** 31 },
      { customerId: -1 },
      { orderNo: 'a\u0000b' },
      { orderNo: 'x'.repeat(51) },
      { pageSize: 501 },
      { pageNo: -1 },
      { accountKind: 'REVENUE' },
    ]) {
      const res = await flows('admin', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fieldErrors.length, JSON.stringify(body)).toBeGreaterThan(0);
    }
  });
});

describe('POST api/finaWallet/exportFlows', () => {
  async function readBook(buffer: Buffer) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = book.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    return { name: sheet.name, rows };
  }

  it("exports the caller's lines matching the filters through the task center", async () => {
    const submitted = await call('POST', '/api/finaWallet/exportFlows', 'customer2', { type: 'REFUND' });
    expect(submitted.status).toBe(200);
    const task = await t.taskEnded(tokens.customer2!, submitted.body.obj.taskId);
    expect(task).toMatchObject({
      taskName: 'Wallet history export',
      taskStatus: 'PROCESSDINGCOMPLETED',
      progress: { done: 5, total: 5 },
    });
    const file = await t.app.inject({
      method: 'GET',
      url: task.url,
      headers: { authorization: `Bearer ${tokens.customer2}` },
    });
    expect(file.statusCode).toBe(200);
    const book = await readBook(file.rawPayload);
    expect(book.rows[0]).toEqual([
      'Time',
      'Customer',
      'Type',
      'Account',
      'Amount',
      'Balance after',
      'Currency',
      'Order no.',
      'Remark',
      'Operator',
      'Entry',
    ]);
    expect(book.rows).toHaveLength(6);
    expect(book.rows[1]).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      'customer2',
      'Refund',
      'Available balance',
      '0.10',
      '1999.50',
      'CNY',
      // Empty cells (no order, remark nor operator) read back as nothing.
      undefined,
      undefined,
      undefined,
      expect.any(Number),
    ]);
    // Another customer cannot download it.
    const stolen = await t.app.inject({
      method: 'GET',
      url: task.url,
      headers: { authorization: `Bearer ${tokens.customer}` },
    });
    expect(stolen.statusCode).toBe(404);
  });

  it('exports every customer for the platform, and refuses a supplier', async () => {
    const submitted = await call('POST', '/api/finaWallet/exportFlows', 'admin', { customer: 'customer' });
    const task = await t.taskEnded(tokens.admin!, submitted.body.obj.taskId);
    expect(task.taskStatus).toBe('PROCESSDINGCOMPLETED');
    expect(task.progress.total).toBe((await flows('admin', { customer: 'customer' })).body.total);
    expect((await call('POST', '/api/finaWallet/exportFlows', 'supplier', {})).status).toBe(403);
  });
});

describe('GET api/finaWallet/flowTypeList', () => {
  it('lists the movement types in the caller’s language', async () => {
    const res = await call('GET', '/api/finaWallet/flowTypeList', 'customer', undefined, 'ko');
    expect(res.body.rows).toHaveLength(6);
    expect(res.body.rows[0]).toEqual({ label: '충전', value: 'RECHARGE' });
  });
});

describe('the platform: wallets, adjustments and credit limits', () => {
  it('lists every customer main account with its wallet, zeros for one never used', async () => {
    const fresh = await createUser(t.db, { username: `walletfresh${Date.now() % 100000}` });
    const res = await call('POST', '/api/finaWallet/list', 'admin', { pageNo: 0, pageSize: 100 });
    expect(res.status).toBe(200);
    const byId = new Map(res.body.rows.map((r: { customerId: number }) => [r.customerId, r]));
    expect(byId.get(ids.customer)).toMatchObject({ username: 'customer', nickName: '环球优品', currency: 'CNY' });
    expect(byId.get(fresh.id)).toEqual({
      customerId: fresh.id,
      username: fresh.username,
      nickName: '',
      currency: 'CNY',
      available: '0.00',
      deposit: '0.00',
      creditLimit: '0.00',
      updatedDate: null,
    });
    expect(byId.has(ids.supplier)).toBe(false);
    expect(byId.has(ids['customer-sub'])).toBe(false);
    const found = await call('POST', '/api/finaWallet/list', 'admin', { keyword: '海淘' });
    expect(found.body.rows.map((r: { username: string }) => r.username)).toEqual(['customer2']);
    for (const who of ['customer', 'supplier'])
      expect((await call('POST', '/api/finaWallet/list', who, {})).status).toBe(403);
  });

  it('credits and debits a balance with a reason, as a logged MANUAL_ADJUSTMENT', async () => {
    const c = await createUser(t.db);
    const credit = await call('POST', '/api/finaWallet/adjust', 'admin', {
      customerId: c.id,
      direction: 'CREDIT',
      amount: '50',
      reason: 'Compensation for a lost parcel',
    });
    expect(credit.status).toBe(200);
    expect(credit.body.obj).toEqual({
      entryId: expect.any(Number),
      balance: { currency: 'CNY', available: '50.00', deposit: '0.00', creditLimit: '0.00' },
    });
    const debit = await call('POST', '/api/finaWallet/adjust', 'admin', {
      customerId: c.id,
      direction: 'DEBIT',
      amount: 20.5,
      reason: 'Duplicate compensation',
    });
    expect(debit.body.obj.balance.available).toBe('29.50');
    const [row] = (await flows('admin', { customerId: c.id })).body.rows;
    expect(row).toMatchObject({
      type: 'MANUAL_ADJUSTMENT',
      amount: '-20.50',
      remark: 'Duplicate compensation',
      operatorName: 'admin',
    });
    const logged = await t.db
      .select()
      .from(operationLog)
      .where(and(eq(operationLog.tableName, 'journal_entries'), eq(operationLog.recordId, credit.body.obj.entryId)));
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ action: 'INSERT', userId: ids.admin, ownerId: c.id });
    expect(logged[0]!.after).toMatchObject({ remark: 'Compensation for a lost parcel', type: 'MANUAL_ADJUSTMENT' });
  });

  it('refuses a debit past the balance with the spec’s words in every language', async () => {
    const c = await createUser(t.db);
    const words: Record<string, string> = {
      zh: '抱歉，余额不足',
      en: 'Sorry, not enough balance',
      ko: '죄송합니다. 잔액이 부족합니다',
    };
    for (const [lang, msg] of Object.entries(words)) {
      const res = await call(
        'POST',
        '/api/finaWallet/adjust',
        'admin',
        { customerId: c.id, direction: 'DEBIT', amount: '0.01', reason: 'x' },
        lang,
      );
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ flag: false, code: 4092130, errorKey: 'WALLET_NOT_ENOUGH_BALANCE', msg });
    }
  });

  it('an adjustment submitted 50 times at once under one Idempotency-Key moves the balance once', async () => {
    const c = await createUser(t.db);
    const body = { customerId: c.id, direction: 'CREDIT', amount: '12.34', reason: 'goodwill' };
    const adjust = (key: string, b: unknown = body) =>
      t.call('POST', '/api/finaWallet/adjust', {
        token: tokens.admin,
        body: b,
        lang: 'en',
        headers: { 'idempotency-key': key },
      });
    const results = await Promise.all(Array.from({ length: 50 }, () => adjust('adj-1')));
    expect(results.map((r) => r.status)).toEqual(Array(50).fill(200));
    expect(new Set(results.map((r) => r.body.obj.entryId)).size).toBe(1);
    expect(results[0]!.body.obj.balance.available).toBe('12.34');
    const wallet = await call('POST', '/api/finaWallet/list', 'admin', { keyword: c.username });
    expect(wallet.body.rows[0].available).toBe('12.34');
    // Another amount or direction under the same key is refused; a fresh key is a new adjustment.
    const other = await adjust('adj-1', { ...body, amount: '1.00' });
    expect(other.status).toBe(409);
    expect(other.body.errorKey).toBe('WALLET_KEY_CONFLICT');
    expect((await adjust('adj-1', { ...body, direction: 'DEBIT' })).body.errorKey).toBe('WALLET_KEY_CONFLICT');
    expect((await adjust('adj-2')).body.obj.balance.available).toBe('24.68');
    // The same key for another customer is that customer's own.
    const d = await createUser(t.db);
    expect((await adjust('adj-1', { ...body, customerId: d.id })).body.obj.balance.available).toBe('12.34');
    for (const bad of ['', 'a b', 'k'.repeat(101), '键'])
      expect((await adjust(bad)).body, JSON.stringify(bad)).toMatchObject({
        errorKey: 'IDEMPOTENCY_KEY_INVALID',
      });
  });

  it('refuses an adjustment without a reason, with a bad amount, or for someone who has no wallet', async () => {
    const base = { customerId: ids.customer2, direction: 'CREDIT', amount: '1.00', reason: 'ok' };
    for (const body of [
      { ...base, reason: '' },
      { ...base, reason: '   ' },
      { ...base, reason: 'a\u0000b' },
      { ...base, reason: 'r'.repeat(201) },
      { ...base, amount: '0' },
      { ...base, amount: '-5' },
      { ...base, amount: '1.001' },
      { ...base, amount: '1e3' },
      { ...base, amount: '100000000.01' },
      { ...base, direction: 'STEAL' },
      { ...base, customerId: 2 ** 31 },
      { ...base, customerId: '1' },
    ]) {
      const res = await call('POST', '/api/finaWallet/adjust', 'admin', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    for (const id of [ids.supplier, ids.admin, ids['customer-sub'], 2_147_483_000]) {
      const res = await call('POST', '/api/finaWallet/adjust', 'admin', { ...base, customerId: id });
      expect(res.status, String(id)).toBe(404);
      expect(res.body.errorKey).toBe('WALLET_NOT_FOUND');
    }
    for (const who of ['customer', 'supplier'])
      expect((await call('POST', '/api/finaWallet/adjust', who, base)).status).toBe(403);
  });

  it('sets a credit limit the balance may then go below zero by, refused below the current debt', async () => {
    const c = await createUser(t.db);
    const set = (creditLimit: unknown) =>
      call('POST', '/api/finaWallet/creditLimit', 'admin', { customerId: c.id, creditLimit });
    expect((await set('500')).body.obj).toEqual({
      currency: 'CNY',
      available: '0.00',
      deposit: '0.00',
      creditLimit: '500.00',
    });
    await ledger.api.charge({ accountId: c.id, amount: '300.00', key: `limit:${c.id}`, type: 'ORDER_CHARGE' });
    const refused = await set('299.99');
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      errorKey: 'WALLET_CREDIT_LIMIT_BELOW_DEBT',
      msg: expect.stringContaining('300.00'),
    });
    expect((await set(300)).body.obj).toMatchObject({ available: '-300.00', creditLimit: '300.00' });
    const changes = await t.db.select().from(creditLimitChanges).where(eq(creditLimitChanges.accountId, c.id));
    expect(changes.map((x) => [x.before, x.after, x.changedBy])).toEqual([
      ['0.00', '500.00', ids.admin],
      ['500.00', '300.00', ids.admin],
    ]);
    for (const bad of ['-1', '1.001', 'x', 100_000_001]) expect((await set(bad)).status, String(bad)).toBe(400);
    expect(
      (await call('POST', '/api/finaWallet/creditLimit', 'admin', { customerId: ids.supplier, creditLimit: '1' }))
        .status,
    ).toBe(404);
    expect(
      (await call('POST', '/api/finaWallet/creditLimit', 'customer', { customerId: c.id, creditLimit: '1' })).status,
    ).toBe(403);
    expect(await ledgerDrift(t.db)).toEqual({ accounts: [], entries: [], belowFloor: [] });
  });
});
