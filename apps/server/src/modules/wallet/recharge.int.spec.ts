import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createUser, type UserSpec } from '../../../test/factories/users';
import { encodePng } from '../../platform/files/png';
import { signFields } from './payments/signature';
import { ledgerDrift } from './test-support';

// Recharges over HTTP: the dropdowns, the fee, online through the sandbox provider (its page, its signed
// notification to our callback, replays), offline with a voucher and the platform's review (concurrent approvals).
const SECRET = 'test-sandbox-secret-0123456789abcdef';
let t: TestApp;
const tokens: Record<string, string> = {};
const ids: Record<string, number> = {};

beforeAll(async () => {
  process.env.PAYMENT_SANDBOX_SECRET = SECRET;
  t = await createTestApp();
  const specs: [string, UserSpec][] = [
    ['customer', {}],
    ['other', {}],
    ['admin', { privilegeType: 'PLATFORM', roles: ['admin'] }],
    ['supplier', { privilegeType: 'SUPPLIER' }],
  ];
  for (const [name, spec] of specs) {
    const user = await createUser(t.db, spec);
    ids[name] = user.id;
    tokens[name] = await t.login(user.username);
  }
  const sub = await createUser(t.db, { parentId: ids.customer, grants: ['finance.wallet', 'finance.recharge'] });
  tokens.sub = await t.login(sub.username);
});
afterAll(async () => {
  delete process.env.PAYMENT_SANDBOX_SECRET;
  await t.close();
});

const call = (method: 'GET' | 'POST', url: string, who: string | null, body?: unknown, lang = 'en') =>
  t.call(method, url, { token: who ? tokens[who] : undefined, body, lang });
const balance = async (who = 'customer') => (await call('GET', '/api/finaWallet/mine', who)).body.obj.available;

async function voucher(who: string) {
  const res = await t.upload('/api/advertisingManage/uploadImg', encodePng(2, 2, new Uint8Array(16).fill(200)), {
    name: 'transfer.png',
    token: tokens[who],
  });
  expect(res.status).toBe(200);
  return res.body.obj.id as number;
}

const offline = async (who: string, amount: string, voucherFileId?: number) =>
  call('POST', '/api/finaRecharge/offline', who, { amount, voucherFileId, remark: 'ICBC transfer' });

describe('the finance dropdowns', () => {
  it('answer label/value pairs in the caller’s language', async () => {
    expect((await call('GET', '/api/finaRecharge/operateTypeList', 'customer', undefined, 'zh')).body.rows).toEqual([
      { label: '在线充值', value: 'ONLINE' },
      { label: '线下转账', value: 'OFFLINE' },
    ]);
    expect((await call('GET', '/api/finaRecharge/payTypeList', 'customer')).body.rows).toEqual([
      { label: 'Sandbox payment (test)', value: 'SANDBOX', operateType: 'ONLINE' },
      { label: 'Bank transfer', value: 'BANK_TRANSFER', operateType: 'OFFLINE' },
    ]);
    expect(
      (await call('GET', '/api/finaRecharge/payTypeList?operateType=OFFLINE', 'customer', undefined, 'ko')).body.rows,
    ).toEqual([{ label: '계좌이체', value: 'BANK_TRANSFER', operateType: 'OFFLINE' }]);
    expect((await call('GET', '/api/financeOrderExpense/orderStatusList', 'admin')).body.rows).toEqual([
      { label: 'Charged', value: 'CHARGED' },
      { label: 'Partly refunded', value: 'PART_REFUNDED' },
      { label: 'Refunded', value: 'REFUNDED' },
      { label: 'Settled', value: 'SETTLED' },
    ]);
    expect((await call('GET', '/api/finaRecharge/payTypeList?operateType=CARD', 'customer')).status).toBe(400);
    expect((await call('GET', '/api/finaRecharge/operateTypeList', null)).status).toBe(401);
  });
});

describe('the fee before paying', () => {
  it('is 0.6% with a minimum charge of 0.10 online (the defaults), nothing offline', async () => {
    expect((await call('GET', '/api/finaRecharge/settings', 'customer')).body.obj).toEqual({
      currency: 'CNY',
      minAmount: '1.00',
      maxAmount: '1000000.00',
      feePercent: '0.6',
      feeMinimum: '0.10',
    });
    const fee = async (amount: unknown, operateType: string) =>
      (await call('POST', '/api/finaRecharge/fee', 'customer', { amount, operateType })).body.obj;
    expect(await fee('100', 'ONLINE')).toEqual({ amount: '100.00', fee: '0.60', payAmount: '100.60' });
    expect(await fee(1, 'ONLINE')).toEqual({ amount: '1.00', fee: '0.10', payAmount: '1.10' });
    expect(await fee('100', 'OFFLINE')).toEqual({ amount: '100.00', fee: '0.00', payAmount: '100.00' });
  });

  it('refuses amounts below the minimum or above the maximum (422), and non-amounts (400)', async () => {
    const fee = (amount: unknown) =>
      call('POST', '/api/finaRecharge/fee', 'customer', { amount, operateType: 'ONLINE' });
    expect((await fee('0.99')).body).toMatchObject({
      errorKey: 'WALLET_RECHARGE_TOO_SMALL',
      msg: 'The recharge amount must be at least 1.00',
    });
    expect((await fee('1000000.01')).body).toMatchObject({ errorKey: 'WALLET_RECHARGE_TOO_LARGE' });
    for (const bad of ['0', '-1', '1.001', 'abc', '1e3', null]) expect((await fee(bad)).status, String(bad)).toBe(400);
  });
});

describe('online recharge through the sandbox provider', () => {
  async function start(who = 'customer', amount = '100') {
    const res = await call('POST', '/api/finaRecharge/online', who, { amount, payType: 'SANDBOX' });
    expect(res.status).toBe(200);
    return res.body.obj as { recharge: { id: number; rechargeNo: string; status: string }; payUrl: string };
  }
  const notice = (rechargeNo: string, payAmount: string, extra: Record<string, string> = {}) =>
    signFields(
      {
        rechargeNo,
        payAmount,
        tradeNo: `SBXTEST${rechargeNo}`,
        tradeStatus: 'TRADE_SUCCESS',
        timestamp: '1',
        ...extra,
      },
      SECRET,
    );
  const callback = (body: unknown) => call('POST', '/api/finaRecharge/callback/SANDBOX', null, body);

  it('pays on the sandbox page, credits the wallet once, and the recharge shows it', async () => {
    const before = await balance();
    const { recharge, payUrl } = await start();
    expect(recharge).toMatchObject({
      operateType: 'ONLINE',
      payType: 'SANDBOX',
      amount: '100.00',
      fee: '0.60',
      payAmount: '100.60',
      status: 'PENDING',
      statusName: 'Pending',
      voucherUrl: null,
      customerName: expect.any(String),
    });
    expect(recharge.rechargeNo).toMatch(/^R\d{8}[0-9A-F]{10}$/);
    expect(payUrl).toMatch(new RegExp(`^/api/finaRecharge/sandbox/${recharge.rechargeNo}\\?sig=[0-9a-f]{64}$`));

    // The page opens without a session, in a new tab.
    const page = await t.app.inject({ method: 'GET', url: payUrl, headers: { 'accept-language': 'en' } });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('100.60 CNY');
    expect(page.body).toContain(`action="${payUrl.replace('?', '/pay?')}"`);

    const paid = await t.app.inject({
      method: 'POST',
      url: payUrl.replace('?', '/pay?'),
      headers: { 'content-type': 'text/plain', 'accept-language': 'en' },
      payload: '',
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.body).toContain('Payment complete');

    const detail = (await call('GET', `/api/finaRecharge/detail/${recharge.id}`, 'customer')).body.obj;
    expect(detail).toMatchObject({
      status: 'SUCCESS',
      statusName: 'Credited',
      providerReference: expect.stringMatching(/^SBX/),
    });
    expect(await balance()).toBe((Number(before) + 100).toFixed(2));
    const [flow] = (await call('POST', '/api/finaWallet/flows', 'customer', { pageNo: 0, pageSize: 1 })).body.rows;
    expect(flow).toMatchObject({ type: 'RECHARGE', amount: '100.00', remark: recharge.rechargeNo });

    // Paying again changes nothing; the page now says so.
    const again = await t.app.inject({
      method: 'POST',
      url: payUrl.replace('?', '/pay?'),
      headers: { 'content-type': 'text/plain' },
    });
    expect(again.statusCode).toBe(200);
    expect(await balance()).toBe((Number(before) + 100).toFixed(2));
    expect((await t.app.inject({ method: 'GET', url: payUrl, headers: { 'accept-language': 'en' } })).body).toContain(
      'already handled',
    );
  });

  it('credits a replayed or concurrent notification once', async () => {
    const before = await balance();
    const { recharge } = await start('customer', '10.00');
    const fields = notice(recharge.rechargeNo, '10.10');
    const answers = await Promise.all(Array.from({ length: 20 }, () => callback(fields)));
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.body.obj.credited)).toHaveLength(1);
    expect(answers.every((a) => a.body.obj.status === 'SUCCESS')).toBe(true);
    expect((await callback(fields)).body.obj).toEqual({
      rechargeNo: recharge.rechargeNo,
      status: 'SUCCESS',
      credited: false,
    });
    expect(await balance()).toBe((Number(before) + 10).toFixed(2));
    expect(await ledgerDrift(t.db)).toEqual({ accounts: [], entries: [], belowFloor: [] });
  });

  it('refuses forged, tampered and mismatched notifications, and credits nothing', async () => {
    const before = await balance();
    const { recharge } = await start('customer', '50');
    const good = notice(recharge.rechargeNo, '50.30');
    const refused = [
      { ...good, sign: 'f'.repeat(64) },
      { ...good, sign: '' },
      { ...good, payAmount: '5000.30' },
      { ...good, tradeStatus: 'TRADE_CLOSED' },
      signFields({ ...good }, 'another-secret-0123456789'),
    ];
    for (const body of refused) {
      const res = await callback(body);
      expect(res.status, JSON.stringify(body)).toBe(403);
      expect(res.body.errorKey).toBe('WALLET_SIGNATURE_INVALID');
    }
    const wrongAmount = await callback(notice(recharge.rechargeNo, '50.00'));
    expect(wrongAmount.status).toBe(409);
    expect(wrongAmount.body.errorKey).toBe('WALLET_PAYMENT_MISMATCH');
    expect((await callback(notice('R20260101FFFFFFFFFF', '50.30'))).status).toBe(404);
    const unpaid = await callback(notice(recharge.rechargeNo, '50.30', { tradeStatus: 'WAIT_BUYER_PAY' }));
    expect(unpaid.body.obj).toEqual({ rechargeNo: recharge.rechargeNo, status: 'PENDING', credited: false });
    expect((await call('POST', '/api/finaRecharge/callback/BANK_TRANSFER', null, good)).status).toBe(422);
    expect((await call('POST', '/api/finaRecharge/callback/PAYPAL', null, good)).status).toBe(400);
    for (const body of [{ sign: 1 }, 'text', [], { ['k'.repeat(65)]: 'v' }, { k: 'v'.repeat(513) }])
      expect((await callback(body)).status, JSON.stringify(body)).toBe(400);
    expect(await balance()).toBe(before);
  });

  it('hides the sandbox page behind its signature', async () => {
    const { recharge, payUrl } = await start();
    for (const url of [
      payUrl.replace(/sig=.*/, `sig=${'0'.repeat(64)}`),
      payUrl.replace(recharge.rechargeNo, 'R20260101AAAAAAAAAA'),
      `/api/finaRecharge/sandbox/${recharge.rechargeNo}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/finaRecharge/sandbox/${recharge.rechargeNo}/pay?sig=${'0'.repeat(64)}`,
      headers: { 'content-type': 'text/plain' },
    });
    expect(pay.statusCode).toBe(404);
    expect((await call('GET', `/api/finaRecharge/detail/${recharge.id}`, 'customer')).body.obj.status).toBe('PENDING');
  });

  it('is for customers: a sub-account recharges its main account; the platform and suppliers are refused', async () => {
    const { recharge } = await start('sub', '5');
    expect((await call('GET', `/api/finaRecharge/detail/${recharge.id}`, 'customer')).status).toBe(200);
    for (const who of ['admin', 'supplier'])
      expect((await call('POST', '/api/finaRecharge/online', who, { amount: '5', payType: 'SANDBOX' })).status).toBe(
        403,
      );
    expect(
      (await call('POST', '/api/finaRecharge/online', 'customer', { amount: '5', payType: 'BANK_TRANSFER' })).body
        .errorKey,
    ).toBe('WALLET_PAY_TYPE_UNAVAILABLE');
    expect(
      (await call('POST', '/api/finaRecharge/online', 'customer', { amount: '5', payType: 'ALIPAY' })).status,
    ).toBe(422);
    expect(
      (await call('POST', '/api/finaRecharge/online', 'customer', { amount: '0.5', payType: 'SANDBOX' })).status,
    ).toBe(422);
  });
});

describe('offline recharge and its review', () => {
  it('requires a voucher (please upload voucher), the customer’s own', async () => {
    for (const [lang, msg] of [
      ['en', 'Please upload voucher'],
      ['zh', '请上传凭证'],
      ['ko', '증빙을 업로드해 주세요'],
    ]) {
      const res = await call('POST', '/api/finaRecharge/offline', 'customer', { amount: '100' }, lang);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorKey: 'WALLET_VOUCHER_REQUIRED', code: 4002139, msg });
    }
    const stranger = await offline('customer', '100', await voucher('other'));
    expect(stranger.status).toBe(404);
    expect(stranger.body.errorKey).toBe('WALLET_VOUCHER_NOT_FOUND');
    expect((await offline('customer', '0.99', await voucher('customer'))).body.errorKey).toBe(
      'WALLET_RECHARGE_TOO_SMALL',
    );
    expect(
      (
        await call('POST', '/api/finaRecharge/offline', 'customer', {
          amount: '5',
          payType: 'SANDBOX',
          voucherFileId: 1,
        })
      ).status,
    ).toBe(422);
  });

  it('is approved by the platform: credited without a fee, once', async () => {
    const before = await balance();
    const submitted = await offline('customer', '300', await voucher('customer'));
    expect(submitted.status).toBe(200);
    const r = submitted.body.obj;
    expect(r).toMatchObject({
      operateType: 'OFFLINE',
      payType: 'BANK_TRANSFER',
      amount: '300.00',
      fee: '0.00',
      payAmount: '300.00',
      status: 'PENDING',
      remark: 'ICBC transfer',
      voucherUrl: `/api/files/${r.voucherFileId}`,
    });
    expect(await balance()).toBe(before);
    // The platform sees the voucher.
    const file = await t.app.inject({
      method: 'GET',
      url: r.voucherUrl,
      headers: { authorization: `Bearer ${tokens.admin}` },
    });
    expect(file.statusCode).toBe(200);
    const pending = await call('POST', '/api/finaRecharge/list', 'admin', {
      status: 'PENDING',
      operateType: 'OFFLINE',
    });
    expect(pending.body.rows.map((x: { id: number }) => x.id)).toContain(r.id);

    const approved = await call('POST', `/api/finaRecharge/approve/${r.id}`, 'admin');
    expect(approved.status).toBe(200);
    expect(approved.body.obj).toMatchObject({
      status: 'SUCCESS',
      reviewedBy: expect.any(String),
      reviewedDate: expect.any(String),
    });
    expect(await balance()).toBe((Number(before) + 300).toFixed(2));
    const twice = await call('POST', `/api/finaRecharge/approve/${r.id}`, 'admin');
    expect(twice.status).toBe(409);
    expect(twice.body.errorKey).toBe('WALLET_RECHARGE_NOT_PENDING');
    expect((await call('POST', `/api/finaRecharge/reject/${r.id}`, 'admin', { reason: 'late' })).status).toBe(409);
  });

  it('credits once when 50 approvals of one recharge arrive at once', async () => {
    const before = await balance();
    const { id } = (await offline('customer', '20.00', await voucher('customer'))).body.obj;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => call('POST', `/api/finaRecharge/approve/${id}`, 'admin')),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    expect(await balance()).toBe((Number(before) + 20).toFixed(2));
    expect(await ledgerDrift(t.db)).toEqual({ accounts: [], entries: [], belowFloor: [] });
  });

  it('is rejected with a reason, crediting nothing', async () => {
    const before = await balance();
    const { id } = (await offline('customer', '80', await voucher('customer'))).body.obj;
    expect((await call('POST', `/api/finaRecharge/reject/${id}`, 'admin', { reason: '' })).status).toBe(400);
    expect((await call('POST', `/api/finaRecharge/reject/${id}`, 'admin', {})).status).toBe(400);
    const rejected = await call(
      'POST',
      `/api/finaRecharge/reject/${id}`,
      'admin',
      { reason: 'No transfer received' },
      'zh',
    );
    expect(rejected.body.obj).toMatchObject({
      status: 'REJECTED',
      statusName: '已驳回',
      reason: 'No transfer received',
    });
    expect((await call('POST', `/api/finaRecharge/approve/${id}`, 'admin')).status).toBe(409);
    expect(await balance()).toBe(before);
  });

  it('is reviewed by the platform only; online recharges are not reviewed', async () => {
    const { id } = (await offline('customer', '10', await voucher('customer'))).body.obj;
    for (const who of ['customer', 'sub', 'supplier', 'other']) {
      expect((await call('POST', `/api/finaRecharge/approve/${id}`, who)).status, who).toBe(403);
      expect((await call('POST', `/api/finaRecharge/reject/${id}`, who, { reason: 'x' })).status, who).toBe(403);
    }
    const online = (await call('POST', '/api/finaRecharge/online', 'customer', { amount: '5', payType: 'SANDBOX' }))
      .body.obj;
    expect((await call('POST', `/api/finaRecharge/approve/${online.recharge.id}`, 'admin')).status).toBe(409);
    expect((await call('POST', `/api/finaRecharge/approve/2147483000`, 'admin')).status).toBe(404);
    expect((await call('POST', `/api/finaRecharge/approve/2147483648`, 'admin')).status).toBe(400);
  });
});

describe('whose recharges', () => {
  it('shows a customer its own only; another customer’s answers like a missing one', async () => {
    const { id } = (await offline('customer', '10', await voucher('customer'))).body.obj;
    const mineList = await call('POST', '/api/finaRecharge/list', 'customer', { pageNo: 0, pageSize: 100 });
    expect(mineList.body.rows.every((r: { customerId: number }) => r.customerId === ids.customer)).toBe(true);
    expect((await call('POST', '/api/finaRecharge/list', 'sub', {})).body.total).toBe(mineList.body.total);
    const theirs = await call('POST', '/api/finaRecharge/list', 'other', { customerId: ids.customer });
    expect(theirs.body.rows.map((r: { id: number }) => r.id)).not.toContain(id);
    const stolen = await call('GET', `/api/finaRecharge/detail/${id}`, 'other');
    const missing = await call('GET', '/api/finaRecharge/detail/2147483000', 'other');
    expect(stolen.status).toBe(404);
    expect({ ...stolen.body, params: undefined }).toEqual({ ...missing.body, params: undefined });
    expect((await call('GET', `/api/finaRecharge/detail/${id}`, 'supplier')).status).toBe(403);
    const platform = await call('POST', '/api/finaRecharge/list', 'admin', { customerId: ids.customer, pageSize: 500 });
    expect(platform.body.rows.map((r: { id: number }) => r.id)).toContain(id);
  });
});
