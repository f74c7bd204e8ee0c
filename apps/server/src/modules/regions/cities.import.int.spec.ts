import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] })).token;
});
afterAll(() => t.close());

const HEADERS = [
  'Country code',
  'Province/state code',
  'Province/state name',
  'Province/state English name',
  'City code',
  'City name',
  'City English name',
  'Description',
];
const good = (i: number) => ['IT', 'LAZ', '拉齐奥', 'Lazio', `IT-${i}`, `城市${i}`, `City ${i}`, ''];

async function sheet(rows: unknown[][], headers = HEADERS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const s = book.addWorksheet('Cities');
  s.addRow(headers);
  for (const r of rows) s.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function readBook(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  return book;
}

const upload = (bytes: Buffer, token = admin) =>
  t.upload('/api/region/city/import', bytes, { token, name: 'cities.xlsx' });
const settled = (id: number) => t.taskEnded(admin, id);

const italian = async () =>
  (await t.call('POST', '/api/region/city/list', { token: admin, body: { countryCode: 'IT', pageSize: 500 } })).body;

describe('city import', () => {
  it('offers a template in the caller language: headers, example, a country list on its own sheet, notes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/region/city/importTemplate',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'zh' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const [data, notes, codes] = (await readBook(res.rawPayload)).worksheets;
    expect((data!.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['*国家/地区代码', '*省/州代码', '*省/州名称']);
    expect(data!.getRow(2).getCell(6).value).toBe('深圳市');
    expect(data!.getCell('A300').dataValidation).toMatchObject({ type: 'list', formulae: ["'国家代码'!$A$2:$A$250"] });
    expect(notes!.name).toBe('填写说明');
    expect(codes!.rowCount).toBe(250);
    expect(codes!.getRow(2).values).toEqual([undefined, expect.stringMatching(/^[A-Z]{2}$/), expect.any(String)]);
  });

  it('imports the good rows, updates a code already there, and reports the bad ones by row and reason', async () => {
    await t.call('POST', '/api/region/city/add', {
      token: admin,
      body: { countryCode: 'IT', provinceCode: 'LAZ', provinceName: 'x', code: 'IT-0', name: 'old' },
    });
    const rows = Array.from({ length: 40 }, (_, i) => good(i));
    rows[3] = ['ZZ', 'LAZ', '拉齐奥', '', 'IT-3', '城市3', '', '']; // no such country
    rows[7] = ['IT', 'LAZ', '', '', 'IT-7', '城市7', '', '']; // province name missing
    rows[9] = ['IT', 'LAZ', '拉齐奥', '', 'bad code!', '城市9', '', ''];
    rows[12] = good(5); // the same code as row 7 of the sheet
    rows[20] = ['Italy (IT)', 'LAZ', '拉齐奥', '', 'IT-20', '罗'.repeat(101), '', '']; // too long
    const submitted = await upload(await sheet(rows));
    expect(submitted.status).toBe(200);
    const task = await settled(submitted.body.obj.taskId);
    expect(task).toMatchObject({
      taskType: 'IMPORT',
      taskStatus: 'PROCESSDINGCOMPLETED',
      error: null, // named here so a failure shows why
      taskName: 'City import',
      progress: { done: 35, total: 40 },
    });
    const listed = await italian();
    expect(listed.total).toBe(35);
    expect(listed.rows.find((c: { code: string }) => c.code === 'IT-0').name).toBe('城市0');

    const reportUrl = task.urlList.find((f: { url: string }) => f.url.endsWith('part=report')).url;
    const report = await t.app.inject({ method: 'GET', url: reportUrl, headers: { authorization: `Bearer ${admin}` } });
    const out = (await readBook(report.rawPayload)).worksheets[0]!;
    expect(out.rowCount).toBe(6);
    const reported = [2, 3, 4, 5, 6].map((n) => [
      out.getRow(n).getCell(1).value,
      String(out.getRow(n).getCell(2).value),
    ]);
    expect(reported).toEqual([
      [5, 'Country code: Unknown country: ZZ'],
      [9, expect.stringContaining('Province/state name:')],
      [11, expect.stringContaining('City code:')],
      [14, 'City code: Same city code as row 7'],
      [22, expect.stringContaining('City name:')],
    ]);
  });

  it('fails a sheet that is not the template, and refuses a file that is not an xlsx', async () => {
    const wrong = await upload(await sheet([good(1)], ['A', 'B', 'C']));
    const task = await settled(wrong.body.obj.taskId);
    expect(task).toMatchObject({ taskStatus: 'PROCESSDFAIL' });
    const notXlsx = await upload(Buffer.from('hello, world'));
    expect(notXlsx.status).toBe(400);
  });

  it('refuses customers and suppliers (403)', async () => {
    for (const spec of [{}, { privilegeType: 'SUPPLIER' as const }]) {
      const { token } = await signedInUser(t, spec);
      expect((await upload(await sheet([good(1)]), token)).status).toBe(403);
    }
  });

  it('exports the cities the filters match in the import columns, so the file imports back', async () => {
    const submitted = await t.call('POST', '/api/region/city/export', {
      token: admin,
      lang: 'en',
      body: { countryCode: 'IT' },
    });
    expect(submitted.status).toBe(200);
    const task = await settled(submitted.body.obj.taskId);
    expect(task).toMatchObject({ taskStatus: 'PROCESSDINGCOMPLETED', error: null, progress: { done: 35, total: 35 } });
    const file = await t.app.inject({ method: 'GET', url: task.url, headers: { authorization: `Bearer ${admin}` } });
    const out = (await readBook(file.rawPayload)).worksheets[0]!;
    expect((out.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    expect(out.rowCount).toBe(36);
    const again = await upload(file.rawPayload);
    expect(await settled(again.body.obj.taskId)).toMatchObject({
      taskStatus: 'PROCESSDINGCOMPLETED',
      progress: { done: 35 },
    });
    expect((await italian()).total).toBe(35);
    expect(
      (await t.call('POST', '/api/region/city/export', { token: admin, body: { keyword: 'a\u0000' } })).status,
    ).toBe(400);
  });
});
