import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createUser } from '../../../test/factories/users';
import { dataAccessOf } from '../../platform/db/data-access';
import { hsGoodsTerms, hsNomenclature, hsSections } from './hs-codes.tables';
import { seedHsCodes } from './hs-codes.seed';

async function goodsList(rows: unknown[][], header = ['Goods name']): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Goods list');
  sheet.addRow(header);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function readRows(buffer: Buffer): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}

describe('HS codes (issue 40 item 5)', () => {
  let t: TestApp;
  const tok: Record<string, string> = {};
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp();
    for (const [who, spec] of [
      ['admin', { privilegeType: 'PLATFORM' as const, roles: ['admin'] }],
      ['customer', {}],
      ['other', {}],
      ['supplier', { privilegeType: 'SUPPLIER' as const }],
    ] as const) {
      const u = await createUser(t.db, spec);
      ids[who] = u.id;
      tok[who] = await t.login(u.username);
    }
  });
  afterAll(() => t.close());

  const call = (method: 'GET' | 'POST', url: string, body?: unknown, who = 'customer', lang = 'en') =>
    t.call(method, url, { token: tok[who], body, lang });
  const match = (goodsNames: unknown, who = 'customer', lang = 'en', extra: object = {}) =>
    call('POST', '/api/clearanceHsCode/match', { goodsNames, ...extra }, who, lang);
  const download = async (url: string, who = 'customer') =>
    (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${tok[who]}` } })).rawPayload;

  it('loads the reference data once: a second seed of the same version changes nothing', async () => {
    const n = async () => [
      (await t.db.select({ n: count() }).from(hsSections))[0]!.n,
      (await t.db.select({ n: count() }).from(hsNomenclature))[0]!.n,
      (await t.db.select({ n: count() }).from(hsGoodsTerms))[0]!.n,
    ];
    expect(await n()).toEqual([21, 97 + 1229 + 5613, 4006]);
    const started = Date.now();
    await seedHsCodes(dataAccessOf(t.database));
    expect(Date.now() - started).toBeLessThan(1000);
    expect(await n()).toEqual([21, 97 + 1229 + 5613, 4006]);
  });

  it('matches English and Chinese names, up to five candidates each, best first, in the caller language', async () => {
    const res = await match(['cotton t-shirt', '手机', '口红'], 'customer', 'zh');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const rows = res.body.obj.rows as { goodsName: string; candidates: { hsCode: string; description: string; score: number }[] }[];
    expect(rows.map((r) => r.goodsName)).toEqual(['cotton t-shirt', '手机', '口红']);
    expect(rows[0]!.candidates[0]!.hsCode).toBe('610910');
    expect(rows[1]!.candidates[0]!.hsCode.slice(0, 4)).toBe('8517');
    expect(rows[2]!.candidates[0]!.hsCode.slice(0, 4)).toBe('3304');
    for (const r of rows) {
      expect(r.candidates.length).toBeGreaterThan(0);
      expect(r.candidates.length).toBeLessThanOrEqual(5);
      for (const c of r.candidates) expect(c.hsCode).toMatch(/^\d{6}$/);
    }
    expect(rows[0]!.candidates[0]!.description).toMatch(/^针织或钩编的服装/);
    const en = await match(['cotton t-shirt']);
    expect(en.body.obj.rows[0].candidates[0].description).toMatch(/^T-shirts/);
  });

  it('refuses 501 names, an empty line (naming it) and hostile text with a 400 in the caller language', async () => {
    const many = await match(Array.from({ length: 501 }, (_, i) => `item ${i}`));
    expect(many.status).toBe(400);
    expect(many.body.fieldErrors).toEqual([{ field: 'goodsNames', message: 'At most 500 goods names at once' }]);
    const empty = await match(['cotton t-shirt', 'shoes', '   ', 'tea'], 'customer', 'zh');
    expect(empty.status).toBe(400);
    expect(empty.body.fieldErrors).toEqual([{ field: 'goodsNames.2', message: '第 3 行是空行：每行填写一个品名' }]);
    expect((await match([])).status).toBe(400);
    expect((await match('tea')).status).toBe(400);
    const nul = await match(['tea\u0000']);
    expect(nul.status).toBe(400);
    expect(nul.body.fieldErrors[0].field).toBe('goodsNames.0');
    expect((await match(['x'.repeat(100_000)])).status).toBe(400);
    expect((await match(['tea'], 'customer', 'en', { customerId: 2 ** 40 })).status).toBe(400);
  });

  it('refuses a supplier', async () => {
    expect((await match(['tea'], 'supplier')).status).toBe(403);
    expect((await call('POST', '/api/clearanceHsCode/confirm', { goodsName: 'tea', hsCode: '090230' }, 'supplier')).status).toBe(403);
  });

  it('checks the confirmed code: six digits (five is a field error) of the nomenclature', async () => {
    const five = await call('POST', '/api/clearanceHsCode/confirm', { goodsName: 'tea', hsCode: '09023' });
    expect(five.status).toBe(400);
    expect(five.body.fieldErrors).toEqual([{ field: 'hsCode', message: 'An HS code here is 6 digits (e.g. 610910)' }]);
    const unknown = await call('POST', '/api/clearanceHsCode/confirm', { goodsName: 'tea', hsCode: '123456' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorKey).toBe('HS_CODE_UNKNOWN');
  });

  it("puts a customer's confirmed code first for that customer only; the platform confirms for a named customer", async () => {
    const name = 'Widget Deluxe 3000';
    const before = (await match([name])).body.obj.rows[0].candidates;
    expect(before.find((c: { hsCode: string }) => c.hsCode === '950300')).toBeUndefined();
    const ok = await call('POST', '/api/clearanceHsCode/confirm', { goodsName: name, hsCode: '950300' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.obj).toMatchObject({ accountId: ids.customer, hsCode: '950300', goodsName: name });

    const mine = (await match(['  widget   deluxe 3000 '])).body.obj.rows[0].candidates;
    expect(mine[0]).toMatchObject({ hsCode: '950300', score: 1, confirmed: true });
    expect(mine.length).toBeLessThanOrEqual(5);
    const theirs = (await match([name], 'other')).body.obj.rows[0].candidates;
    expect(theirs.find((c: { hsCode: string }) => c.hsCode === '950300')).toBeUndefined();

    // The platform needs a customer to confirm for, and sees that customer's confirmations when it names one.
    expect((await call('POST', '/api/clearanceHsCode/confirm', { goodsName: name, hsCode: '950300' }, 'admin')).body.errorKey).toBe(
      'HS_CUSTOMER_REQUIRED',
    );
    const forOther = await call(
      'POST',
      '/api/clearanceHsCode/confirm',
      { goodsName: name, hsCode: '420221', customerId: ids.other },
      'admin',
    );
    expect(forOther.status, JSON.stringify(forOther.body)).toBe(200);
    expect((await match([name], 'other')).body.obj.rows[0].candidates[0]).toMatchObject({ hsCode: '420221', score: 1 });
    expect((await match([name], 'admin', 'en', { customerId: ids.customer })).body.obj.rows[0].candidates[0].hsCode).toBe(
      '950300',
    );
    expect((await match([name], 'admin')).body.obj.rows[0].candidates.some((c: { confirmed: boolean }) => c.confirmed)).toBe(
      false,
    );
    // A customer cannot confirm for, or read, another customer.
    const sneaky = await call('POST', '/api/clearanceHsCode/confirm', { goodsName: name, hsCode: '950300', customerId: ids.other });
    expect(sneaky.body.errorKey).toBe('HS_CUSTOMER_INVALID');
    expect((await match([name], 'customer', 'en', { customerId: ids.other })).body.errorKey).toBe('HS_CUSTOMER_INVALID');
    expect(
      (await call('POST', '/api/clearanceHsCode/confirm', { goodsName: name, hsCode: '950300', customerId: ids.supplier }, 'admin')).body
        .errorKey,
    ).toBe('HS_CUSTOMER_INVALID');
  });

  it('answers a code at each level in the caller language, 404 for an unknown one, 400 for a bad one', async () => {
    const six = await call('GET', '/api/clearanceHsCode/hscode/610910', undefined, 'customer', 'ko');
    expect(six.status).toBe(200);
    expect(six.body.obj).toMatchObject({
      hsCode: '610910',
      level: 6,
      section: { code: 'XI', description: '방직용 섬유와 그 제품' },
      chapter: { code: '61', description: '의류와 부속품(편물제)' },
      heading: { code: '6109' },
    });
    const chapter = await call('GET', '/api/clearanceHsCode/hscode/85', undefined, 'customer', 'zh');
    expect(chapter.body.obj).toMatchObject({ level: 2, description: '电机、电气设备及其零件；录音机、电视机', heading: null });
    expect(chapter.body.obj.subheadings).toBeGreaterThan(40);
    expect((await call('GET', '/api/clearanceHsCode/hscode/8517')).body.obj.level).toBe(4);
    expect((await call('GET', '/api/clearanceHsCode/hscode/123456')).status).toBe(404);
    expect((await call('GET', '/api/clearanceHsCode/hscode/61091')).status).toBe(400);
  });

  it('offers the goods list template', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/clearanceHsCode/downloadMatchGoodsNameTemplate',
      headers: { authorization: `Bearer ${tok.customer}`, 'accept-language': 'en' },
    });
    expect(res.statusCode).toBe(200);
    const rows = await readRows(res.rawPayload);
    expect(rows[0]).toEqual(['*Goods name']);
  });

  it('matches an uploaded goods list as a task: the matched list as xlsx, the rows by match/{taskId}, for its owner', async () => {
    await call('POST', '/api/clearanceHsCode/confirm', { goodsName: 'blue widget', hsCode: '392690' });
    const up = await t.upload(
      '/api/clearanceHsCode/exportMatchGoodsNameXlsx',
      await goodsList([['cotton t-shirt'], [''], ['蓝牙耳机'], ['blue widget'], ['x'.repeat(300)]]),
      { token: tok.customer!, name: 'goods.xlsx', lang: 'en' },
    );
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    const taskId = up.body.obj.taskId as number;
    const task = await t.taskEnded(tok.customer!, taskId);
    expect(task.taskStatus, JSON.stringify(task)).toBe('PROCESSDINGCOMPLETED');

    const result = await call('GET', `/api/clearanceHsCode/match/${taskId}`);
    expect(result.status).toBe(200);
    expect(result.body.obj.rows.map((r: { goodsName: string }) => r.goodsName)).toEqual([
      'cotton t-shirt',
      '蓝牙耳机',
      'blue widget',
    ]);
    expect(result.body.obj.skipped).toBe(1);
    expect(result.body.obj.rows[2].candidates[0]).toMatchObject({ hsCode: '392690', confirmed: true, score: 1 });
    expect((await call('GET', `/api/clearanceHsCode/match/${taskId}`, undefined, 'other')).status).toBe(404);
    expect((await call('GET', `/api/clearanceHsCode/match/${taskId}`, undefined, 'admin')).status).toBe(200);

    const fileUrl = task.url as string;
    expect(task.urlList.map((f: { url: string }) => f.url)).toContain(`${fileUrl}?part=report`); // the long name
    const report = await readRows(await download(`${fileUrl}?part=report`));
    expect(report[1]!.slice(0, 2)).toEqual([6, 'Goods name: A goods name is at most 200 characters']);
    const rows = await readRows(await download(fileUrl));
    expect(rows[0]).toEqual(['Goods name', 'HS code', 'Description', 'Confirmed', 'Candidates (score)']);
    expect(rows[1]!.slice(0, 2)).toEqual(['cotton t-shirt', '610910']);
    expect(rows[3]!.slice(0, 2)).toEqual(['blue widget', '392690']);
    expect(rows[3]![3]).toBe('Yes');
  });

  it('refuses a goods list over 500 rows (the task fails with the reason)', async () => {
    const up = await t.upload(
      '/api/clearanceHsCode/exportMatchGoodsNameXlsx',
      await goodsList(Array.from({ length: 501 }, (_, i) => [`item ${i}`])),
      { token: tok.customer!, name: 'goods.xlsx', lang: 'en' },
    );
    const task = await t.taskEnded(tok.customer!, up.body.obj.taskId);
    expect(task.taskStatus).toBe('PROCESSDFAIL');
    expect(JSON.stringify(task.error)).toMatch(/500/);
  });

  it('exports the list on the screen with the codes picked', async () => {
    const res = await call('POST', '/api/clearanceHsCode/exportMatchList', {
      rows: [{ goodsName: 'cotton t-shirt', hsCode: '610990' }, { goodsName: '手机' }],
    }, 'customer', 'zh');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const task = await t.taskEnded(tok.customer!, res.body.obj.taskId);
    expect(task.taskStatus).toBe('PROCESSDINGCOMPLETED');
    const rows = await readRows(await download(task.urlList[0].url));
    expect(rows[0]![0]).toBe('品名');
    expect(rows[1]!.slice(0, 2)).toEqual(['cotton t-shirt', '610990']);
    expect(String(rows[2]![1]).slice(0, 4)).toBe('8517');
    const five = await call('POST', '/api/clearanceHsCode/exportMatchList', { rows: [{ goodsName: 'x', hsCode: '12345' }] });
    expect(five.status).toBe(400);
  });
});
