import { execFileSync } from 'node:child_process';
import Decimal from 'decimal.js';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';
import { bookOf, rowsOf } from '../../platform/sheets/sheets.test-support';
import { MANIFEST_SHEET } from './manifest.sheet';

// The clearance order's life through its calls: papers, the check as a task, the correction, pay (once, under
// concurrency), the platform's review; and the bad input each answered in the caller's words.
let t: TestApp;
let admin: string;
const PRICE = '88.50';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const header = MANIFEST_SHEET.headers('en');
const line = (over: Record<string, string> = {}) => {
  const base: Record<string, string> = {
    parcelNo: 'P1',
    bagNo: 'B1',
    goodsName: 'T-shirt',
    hsCode: '610910',
    quantity: '1',
    weightKg: '1',
    declaredValue: '20',
    country: 'KR',
    consigneeType: 'Personal',
    personalCustomsCode: 'P123456789012',
    eori: '',
    zip: '',
  };
  return MANIFEST_SHEET.columns.map((c) => ({ ...base, ...over })[c.key] ?? '');
};
/** Two bags, three parcels of 1 kg: the manifest's totals agree with the bill's. */
const goodManifest = () => bookOf([header, line(), line({ parcelNo: 'P2' }), line({ parcelNo: 'P3', bagNo: 'B2' })]);
const bill = (awbNo = '180-12345675') => ({
  productId: 1,
  portCode: 'icn',
  awbNo,
  bags: [
    {
      bagNo: 'B1',
      weightKg: '2',
      parcels: [
        { parcelNo: 'P1', weightKg: '1' },
        { parcelNo: 'P2', weightKg: '1' },
      ],
    },
    { bagNo: 'B2', weightKg: '1', parcels: [{ parcelNo: 'P3', weightKg: '1' }] },
  ],
});

beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] })).token;
  t.app.services.clearanceOrders.usePricing(async () => ({ amount: PRICE, currency: 'CNY' }));
});
afterAll(() => t?.close());

async function customer(balance = '1000') {
  const c = await signedInUser(t);
  if (balance !== '0') {
    const res = await t.call('POST', '/api/finaWallet/adjust', {
      token: admin,
      body: { customerId: c.user.id, direction: 'CREDIT', amount: balance, reason: 'test' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  return c;
}

async function create(token: string, body = bill()) {
  const res = await t.call('POST', '/api/clearance/aviation/submitClearanceData', { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.obj.id as number;
}

const upload = (token: string, id: number, type: string, bytes: Buffer, name: string, lang = 'en') =>
  t.upload(`/api/clearance/aviation/uploadRepeat?id=${id}&type=${type}`, bytes, { name, token, lang });

async function papers(token: string, id: number, manifest: Buffer) {
  expect((await upload(token, id, 'MANIFEST', manifest, 'm.xlsx')).status).toBe(200);
  expect((await upload(token, id, 'MAWB', PDF, 'mawb.pdf')).status).toBe(200);
  expect((await upload(token, id, 'HAWB', PNG, 'hawb.png')).status).toBe(200);
}

async function submitted(token: string, id: number) {
  const res = await t.call('POST', `/api/clearance/order/submit/${id}`, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  await t.taskEnded(token, res.body.obj.taskId);
  return (await t.call('GET', `/api/clearance/order/base/${id}`, { token, lang: 'en' })).body.obj;
}

const balance = async (token: string) =>
  (await t.call('GET', '/api/finaWallet/mine', { token })).body.obj.available as string;

describe('a clearance order', () => {
  it('is flagged by the check, corrected, passed, paid once, approved and completed', async () => {
    const { token } = await customer();
    const id = await create(token);
    const bad = await bookOf([
      header,
      line({ hsCode: '61091' }),
      line({ parcelNo: 'P2' }),
      line({ parcelNo: 'P3', bagNo: 'B2' }),
    ]);
    const early = await t.call('POST', `/api/clearance/order/submit/${id}`, { token, lang: 'en' });
    expect(early.status).toBe(409);
    expect(early.body.msg).toContain('Manifest');
    await papers(token, id, bad);
    const failed = await submitted(token, id);
    expect(failed.orderInfo.status).toBe('REJECTED');
    expect(failed.orderInfo.checkStatus).toBe('FAILED');
    expect(failed.findings).toEqual([expect.objectContaining({ lineNo: 2, code: 'HS_FORMAT', severity: 'ERROR' })]);

    const refused = await t.call('POST', `/api/clearance/order/doPay/${id}`, { token, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toContain('Rejected');

    expect((await upload(token, id, 'MANIFEST', await goodManifest(), 'fixed.xlsx')).status).toBe(200);
    const passed = await submitted(token, id);
    expect(passed.orderInfo).toMatchObject({ status: 'SUBMITTED', checkStatus: 'PASSED' });
    expect(passed.price).toBe(PRICE);

    const before = await balance(token);
    const pays = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', `/api/clearance/order/doPay/${id}`, { token })),
    );
    expect(pays.map((p) => p.status)).toEqual(Array(50).fill(200));
    expect(pays.filter((p) => !p.body.obj.replayed)).toHaveLength(1);
    // Money compared as decimals: the wallet fell by the quote's price exactly once.
    expect(new Decimal(before).minus(await balance(token)).toFixed(2)).toBe(PRICE);

    for (const status of ['APPROVED', 'COMPLETE']) {
      const res = await t.call('POST', '/api/clearance/order/update', { token: admin, body: { id, status } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.obj.status).toBe(status);
    }
    const done = (await t.call('GET', `/api/clearance/order/base/${id}`, { token })).body.obj;
    expect(done.progress).toEqual(['FORM_SUBMITTED', 'MANIFEST_SUBMITTED', 'ATTACHMENT_SUBMITTED', 'PAID', 'DONE']);
  });

  it('lets only the platform approve, and refunds a paid order the platform cancels', async () => {
    const { token } = await customer();
    const id = await create(token);
    await papers(token, id, await goodManifest());
    await submitted(token, id);
    const approve = await t.call('POST', '/api/clearance/order/update', { token, body: { id, status: 'APPROVED' } });
    expect(approve.status).toBe(409);
    const unpaid = await t.call('POST', '/api/clearance/order/update', {
      token: admin,
      body: { id, status: 'APPROVED' },
    });
    expect(unpaid.body.errorKey).toBe('CLEARANCE_APPROVE_NEEDS_PAY');
    const noReason = await t.call('POST', '/api/clearance/order/update', {
      token: admin,
      body: { id, status: 'REJECTED' },
    });
    expect(noReason.body.errorKey).toBe('CLEARANCE_REJECT_REASON_REQUIRED');
    const before = await balance(token);
    expect((await t.call('GET', `/api/clearance/aviation/payAviation/${id}`, { token })).status).toBe(200);
    await t.call('POST', '/api/clearance/order/update', { token: admin, body: { id, status: 'APPROVED' } });
    const cancel = await t.call('POST', '/api/clearance/order/update', {
      token: admin,
      body: { id, status: 'CANCELED' },
    });
    expect(cancel.status, JSON.stringify(cancel.body)).toBe(200);
    expect(await balance(token)).toBe(before);
  });

  it('pays one of two orders at once on a wallet that holds one, the other refused cleanly', async () => {
    const { token } = await customer('100');
    const ids = [await create(token), await create(token, bill('180-12345686'))];
    for (const id of ids) {
      await papers(token, id, await goodManifest());
      await submitted(token, id);
    }
    const pays = await Promise.all(
      ids.map((id) => t.call('POST', `/api/clearance/order/doPay/${id}`, { token, lang: 'en' })),
    );
    expect(pays.map((p) => p.status).sort()).toEqual([200, 409]);
    const refused = pays.find((p) => p.status === 409)!;
    expect(refused.body).toMatchObject({ errorKey: 'WALLET_NOT_ENOUGH_BALANCE', msg: 'Sorry, not enough balance' });
    expect(await balance(token)).toBe('11.50');
    const states = await Promise.all(
      ids.map(async (id) => (await t.call('GET', `/api/clearance/order/base/${id}`, { token })).body.obj.orderInfo),
    );
    expect(states.map((s) => s.payStatus).sort()).toEqual(['PAY_SUCCESS', 'WAIT_PAY']);
  });
});

describe('bad input', () => {
  it('refuses an air waybill number failing its check digit, in the caller’s language', async () => {
    const { token } = await customer('0');
    const res = await t.call('POST', '/api/clearance/aviation/submitClearanceData', {
      token,
      lang: 'zh',
      body: bill('180-12345670'),
    });
    expect(res.status).toBe(400);
    expect(res.body.msg).toContain('应为 5');
  });

  it('refuses a PDF renamed .xlsx as a manifest, a 6 MB file, a missing column and a negative value', async () => {
    const { token } = await customer('0');
    const id = await create(token);
    const renamed = await upload(token, id, 'MANIFEST', PDF, 'manifest.xlsx');
    expect(renamed.status).toBe(400);
    expect(renamed.body.msg).toMatch(/pdf/i);
    const pdfManifest = await upload(token, id, 'MANIFEST', PDF, 'manifest.pdf');
    expect(pdfManifest.body).toMatchObject({ errorKey: 'CLEARANCE_ATTACHMENT_WRONG_KIND' });
    expect(pdfManifest.body.msg).toContain('Manifest');
    const big = Buffer.concat([PDF, Buffer.alloc(6 * 1024 * 1024, 0x20)]);
    const tooBig = await upload(token, id, 'MAWB', big, 'big.pdf');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.msg).toContain('5');
    const missing = await bookOf([header.slice(0, 5), line().slice(0, 5)]);
    const noColumn = await upload(token, id, 'MANIFEST', missing, 'm.xlsx');
    expect(noColumn.status).toBe(400);
    const negative = await upload(
      token,
      id,
      'MANIFEST',
      await bookOf([header, line({ declaredValue: '-3' })]),
      'm.xlsx',
    );
    expect(negative.status).toBe(400);
    expect(negative.body.errorKey).toBe('CLEARANCE_MANIFEST_BAD_ROWS');
    expect(negative.body.msg).toContain('row 2');
  });

  it('answers hostile ids and text with a 400, never a 5xx', async () => {
    const { token } = await customer('0');
    const big = await t.call('GET', '/api/clearance/order/base/99999999999', { token });
    expect(big.status).toBe(400);
    const nul = await t.call('POST', '/api/clearance/aviation/submitClearanceData', {
      token,
      body: { ...bill(), portCode: 'IC\u0000N' },
    });
    expect(nul.status).toBe(400);
  });
});

describe('lists and labels', () => {
  it('lists bills and bags for the customer and the platform, and prints container labels', async () => {
    const { token } = await customer('0');
    const id = await create(token);
    const mine = await t.call('POST', '/api/clearance/aviation/seachCustList', { token, body: {} });
    expect(mine.body.rows.map((r: { id: number }) => r.id)).toContain(id);
    const all = await t.call('POST', '/api/clearance/aviation/seachPlatformList', { token: admin, body: {} });
    expect(all.body.rows.map((r: { id: number }) => r.id)).toContain(id);
    expect((await t.call('POST', '/api/clearance/aviation/seachPlatformList', { token, body: {} })).status).toBe(403);
    const bags = await t.call('POST', '/api/clearance/aviation/seachCustBagList', { token, body: { orderId: id } });
    expect(bags.body.rows.map((b: { bagNo: string }) => b.bagNo).sort()).toEqual(['B1', 'B2']);
    const ids = bags.body.rows.map((b: { id: number }) => b.id);
    const set = await t.call('POST', '/api/clearance/aviation/updateStatus', {
      token: admin,
      body: { kind: 'BAG', ids, status: 'SUCCESS' },
    });
    expect(set.body.obj.updated).toBe(2);
    const label = await t.app.inject({
      method: 'POST',
      url: '/api/clearance/aviaBagLabel/containerLabel',
      headers: { authorization: `Bearer ${token}` },
      payload: { id },
    });
    expect(label.statusCode).toBe(200);
    expect(label.headers['content-type']).toContain('application/pdf');
    expect(label.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Read back as a scanner would: one 4x6 page per bag, each with the bag's and the bill's Code 128.
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'container-label-'));
    const file = path.join(dir, 'containers.pdf');
    fs.writeFileSync(file, label.rawPayload);
    expect(execFileSync('pdfinfo', [file]).toString()).toMatch(/Pages:\s+2[\s\S]*Page size:\s+288 x 432 pts/);
    execFileSync('pdftoppm', ['-r', '300', '-png', file, path.join(dir, 'page')]);
    const pages = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.png'))
      .sort();
    const read = pages.map((p) =>
      execFileSync('zbarimg', ['-q', '--raw', path.join(dir, p)])
        .toString()
        .split('\n')
        .filter(Boolean)
        .sort(),
    );
    expect(read).toEqual([
      ['18012345675', 'B1'],
      ['18012345675', 'B2'],
    ]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('offers the manifest template and sample in the reader’s language, and exports the caller’s orders only', async () => {
    const { token } = await customer();
    const id = await create(token);
    const orderNo = (await t.call('GET', `/api/clearance/order/base/${id}`, { token })).body.obj.orderInfo.orderNo;
    const links = await t.call('GET', `/api/clearance/order/attachment/tpl-and-sample/by-product/1`, {
      token,
      lang: 'en',
    });
    const manifest = links.body.rows.find((l: { type: string }) => l.type === 'MANIFEST');
    expect(manifest).toMatchObject({ required: true, accept: '.xlsx' });
    expect(links.body.rows.find((l: { type: string }) => l.type === 'MAWB')).toMatchObject({ attachmentTpl: null });
    const get = (url: string) =>
      t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, 'accept-language': 'ko' } });
    const template = await get(manifest.attachmentTpl);
    expect(template.statusCode).toBe(200);
    expect((await rowsOf(template.rawPayload)).some((r) => r.includes('품명') || r.includes('*품명'))).toBe(true);
    const other = await customer();
    const mine = await get('/api/clearance/order/export');
    expect(mine.statusCode).toBe(200);
    expect((await rowsOf(mine.rawPayload)).flat()).toContain(orderNo);
    const theirs = await t.app.inject({
      method: 'GET',
      url: '/api/clearance/order/export',
      headers: { authorization: `Bearer ${other.token}` },
    });
    expect((await rowsOf(theirs.rawPayload)).flat()).not.toContain(orderNo);
  });
});
