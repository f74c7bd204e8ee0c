import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInUser(t)).token;
});
afterAll(() => t.close());

const HEADERS = [
  'Type',
  'Name/company',
  'Country/region',
  'Province/state',
  'City',
  'Postcode',
  'Address 1',
  'Address 2',
  'Customs code',
  'Phone',
  'Email',
  'Default',
];
const good = (i: number) => [
  'Recipient',
  `Person ${i}`,
  'US',
  'CA',
  'Los Angeles',
  '90001',
  `${i} Main St`,
  '',
  '',
  '+1 213 555 0100',
  '',
  'No',
];

async function sheet(rows: unknown[][], headers = HEADERS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const s = book.addWorksheet('Addresses');
  s.addRow(headers);
  for (const r of rows) s.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

const upload = (bytes: Buffer, token = owner, name = 'addresses.xlsx') =>
  t.upload('/api/customerAddress/import', bytes, { token, name });
const settled = (id: number) => t.taskEnded(owner, id);

const count = async () =>
  (await t.call('POST', '/api/customerAddress/findByDto', { token: owner, body: { pageNo: 0, pageSize: 1 } })).body
    .total as number;

async function readBook(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  return book;
}

describe('address import', () => {
  it('offers a template in the caller language: required headers marked, an example, drop-down lists, notes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/customerAddress/importTemplate',
      headers: { authorization: `Bearer ${owner}`, 'accept-language': 'ko' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const book = await readBook(res.rawPayload);
    const [data, notes] = book.worksheets;
    expect((data!.getRow(1).values as unknown[]).slice(1, 4)).toEqual(['*유형', '*이름/회사', '*국가/지역']);
    expect(data!.getRow(2).getCell(2).value).toBe('John Smith');
    expect(data!.getCell('A2').dataValidation).toMatchObject({
      type: 'list',
      formulae: ['"수취인 주소,발송인 주소,반품 주소"'],
    });
    expect(data!.getCell('L500').dataValidation).toMatchObject({ type: 'list', formulae: ['"예,아니요"'] });
    expect(notes!.name).toBe('작성 방법');
    expect(notes!.rowCount).toBeGreaterThanOrEqual(4);
  });

  it('imports 10,000 rows with 37 bad ones scattered through: keeps the good, reports the bad by row and reason', async () => {
    const before = await count();
    const badAt = new Set(Array.from({ length: 37 }, (_, k) => 7 + k * 269)); // spread over the whole file
    const rows = Array.from({ length: 10_000 }, (_, i) => {
      if (!badAt.has(i)) return good(i);
      const row = good(i);
      if (i % 3 === 0)
        row[2] = 'ZZ'; // no such country
      else if (i % 3 === 1)
        row[5] = 'ABCDE'; // not a US ZIP
      else row[1] = ''; // name missing
      return row;
    });
    const submitted = await upload(await sheet(rows));
    expect(submitted.status).toBe(200);
    const task = await settled(submitted.body.obj.taskId);
    expect(task).toMatchObject({
      taskType: 'IMPORT',
      taskStatus: 'PROCESSDINGCOMPLETED',
      taskName: 'Address book import',
      progress: { done: 9963, total: 10_000 },
    });
    expect(await count()).toBe(before + 9963);

    const reportUrl = task.urlList.find((f: { url: string }) => f.url.endsWith('part=report')).url;
    const report = await t.app.inject({ method: 'GET', url: reportUrl, headers: { authorization: `Bearer ${owner}` } });
    const sheetOut = (await readBook(report.rawPayload)).worksheets[0]!;
    expect(sheetOut.rowCount).toBe(38);
    expect((sheetOut.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['Row', 'Why it was not imported']);
    const reported = Array.from({ length: 37 }, (_, k) => sheetOut.getRow(k + 2));
    expect(reported.map((r) => r.getCell(1).value)).toEqual([...badAt].map((i) => i + 2)); // sheet rows: header is 1
    expect(reported.filter((r) => String(r.getCell(2).value) === 'Country/region: Unknown country: ZZ')).toHaveLength(
      12,
    );
    expect(reported.some((r) => String(r.getCell(2).value).startsWith('Postcode:'))).toBe(true);
    expect(reported.some((r) => String(r.getCell(2).value).startsWith('Name/company:'))).toBe(true);
  }, 120_000);

  it('takes back its own export, in another language, and moves the default to the last row marked so', async () => {
    const rows = [good(1), good(2), good(3)];
    rows[0]![11] = 'Yes';
    rows[2]![11] = '是';
    rows[1]![0] = '수취인 주소';
    const zhHeaders = [
      '类型',
      '姓名/公司',
      '国家/地区',
      '省/州',
      '城市',
      '邮编',
      '地址 1',
      '地址 2',
      '清关编码',
      '电话',
      '邮箱',
      '默认',
    ];
    const task = await settled((await upload(await sheet(rows, zhHeaders))).body.obj.taskId);
    expect(task).toMatchObject({ taskStatus: 'PROCESSDINGCOMPLETED', progress: { done: 3, total: 3 }, urlList: [] });
    const defaults = await t.call('POST', '/api/customerAddress/findByDto', {
      token: owner,
      body: { pageNo: 0, pageSize: 10, isDefault: true, type: 'RECIPIENT' },
    });
    expect(defaults.body.rows.map((r: { address1: string }) => r.address1)).toEqual(['3 Main St']);
  });

  it('ends failed with the reason when the headers are not the template', async () => {
    const task = await settled((await upload(await sheet([good(1)], ['a', 'b', 'c']))).body.obj.taskId);
    expect(task).toMatchObject({
      taskStatus: 'PROCESSDFAIL',
      error: 'The headers do not match the template; download the template again',
    });
  });

  it('refuses no file, a program named .xlsx, an oversized file and a zip bomb, with clear messages', async () => {
    const none = await t.call('POST', '/api/customerAddress/import', { token: owner, lang: 'en', body: {} });
    expect(none).toMatchObject({ status: 400, body: { errorKey: 'FILE_REQUIRED', msg: 'Choose a file to upload' } });

    const exe = await upload(Buffer.concat([Buffer.from('MZ\x90\x00'), Buffer.alloc(50_000, 7)]), owner, 'setup.xlsx');
    expect(exe).toMatchObject({
      status: 400,
      body: { errorKey: 'FILE_NOT_XLSX', msg: 'Only Excel files (.xlsx) can be imported' },
    });

    const huge = await upload(Buffer.alloc(21 * 1024 * 1024, 1));
    expect(huge).toMatchObject({
      status: 413,
      body: { errorKey: 'FILE_TOO_LARGE', msg: 'The file may be at most 20 MB' },
    });

    const zip = new JSZip();
    zip.file('[Content_Types].xml', '<x/>');
    zip.file('xl/workbook.xml', '<x/>');
    zip.file('xl/worksheets/sheet1.xml', Buffer.alloc(300 * 1024 * 1024));
    const bomb = await zip.generateAsync({
      type: 'nodebuffer',
      compression: 'DEFLATE',
      compressionOptions: { level: 9 },
    });
    expect(bomb.length).toBeLessThan(1024 * 1024);
    expect(await upload(bomb)).toMatchObject({ status: 400, body: { errorKey: 'FILE_ZIP_BOMB' } });
  }, 60_000);

  it('needs address:edit: a read-only sub-account may neither import nor fetch the template', async () => {
    const { user } = await signedInUser(t);
    const sub = (await signedInUser(t, { parentId: user.id, grants: ['customer.address'] })).token;
    expect((await upload(await sheet([good(1)]), sub)).status).toBe(403);
    expect((await t.call('GET', '/api/customerAddress/importTemplate', { token: sub })).status).toBe(403);
  });

  it("logs the rows an import writes as the importer's, not the system's (operation log)", async () => {
    const submitted = await upload(await sheet([good(90_001)]));
    expect((await settled(submitted.body.obj.taskId)).taskStatus).toBe('PROCESSDINGCOMPLETED');
    const found = await t.call('POST', '/api/customerAddress/findByDto', {
      token: owner,
      body: { keyword: 'Person 90001' },
    });
    const id = found.body.rows[0].id as number;
    const me = (await t.call('GET', '/auth/info', { token: owner })).body.obj.user;
    const history = await t.call('GET', `/api/sysOperateLog/lists/${id}?resource=customer_addresses`, {
      token: owner,
    });
    expect(history.body.rows[0]).toMatchObject({ action: 'INSERT', userId: me.id, username: me.username });
    expect(history.body.rows[0].requestId).toMatch(/^task:\d+$/);
  });
});
