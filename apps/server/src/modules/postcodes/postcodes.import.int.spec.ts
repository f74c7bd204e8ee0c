import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';

let t: TestApp;
let admin: string;
let supplier: string;
let customer: string;
let usGroup: number;
let gbGroup: number;
let platformGroup: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] })).token;
  supplier = (await signedInUser(t, { privilegeType: 'SUPPLIER' })).token;
  customer = (await signedInUser(t)).token;
  usGroup = await newGroup('Import US', 'US', supplier);
  gbGroup = await newGroup('Import GB', 'GB', supplier);
  platformGroup = await newGroup('Import platform', 'US', admin);
});
afterAll(() => t.close());

async function newGroup(name: string, countryCode: string, token: string): Promise<number> {
  const res = await t.call('POST', '/api/postcode/group/save', { token, body: { name, countryCode, type: 'REMOTE' } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.obj.id as number;
}

const HEADERS = ['Postcode or range start', 'Range end', 'Group ID', 'Group name'];

async function sheet(rows: unknown[][], headers = HEADERS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const s = book.addWorksheet('Postcodes');
  s.addRow(headers);
  for (const r of rows) s.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function readBook(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  return book;
}

const upload = (bytes: Buffer, { token = supplier, groupId }: { token?: string; groupId?: number } = {}) =>
  t.upload(`/api/postcode/importPostcode${groupId ? `?groupId=${groupId}` : ''}`, bytes, {
    token,
    name: 'postcodes.xlsx',
  });
const download = async (url: string, token = supplier) =>
  (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } })).rawPayload;
const postcodesOf = async (id: number, token = supplier) =>
  (await t.call('GET', `/api/postcode/getGroup2/${id}`, { token })).body.obj.postcodes.map(
    (p: { start: string; end: string }) => (p.end ? `${p.start}-${p.end}` : p.start),
  );

describe('postcode import', () => {
  it('offers a template in the caller language: marked headers, an example range, notes', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/postcode/importTemplate',
      headers: { authorization: `Bearer ${supplier}`, 'accept-language': 'zh' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''");
    const [data, notes] = (await readBook(res.rawPayload)).worksheets;
    expect((data!.getRow(1).values as unknown[]).slice(1)).toEqual([
      '*邮编/起始邮编',
      '结束邮编',
      '分组 ID',
      '分组名称',
    ]);
    expect((data!.getRow(2).values as unknown[]).slice(1, 3)).toEqual(['995', '999']);
    expect(notes!.name).toBe('填写说明');
    expect(String(notes!.getRow(6).getCell(1).value)).toContain('10000');
    const ko = await t.app.inject({
      method: 'GET',
      url: '/api/postcode/importTemplate',
      headers: { authorization: `Bearer ${supplier}`, 'accept-language': 'ko' },
    });
    expect((await readBook(ko.rawPayload)).worksheets[0]!.getRow(1).getCell(1).value).toBe('*우편번호 또는 구간 시작');
  });

  it('keeps the good rows, leaves postcodes already there as they are, and reports the bad ones by row', async () => {
    expect(
      (await t.call('POST', '/api/postcode/save', { token: supplier, body: { groupId: usGroup, start: '10001' } }))
        .status,
    ).toBe(200);
    const rows = [
      ['99501', '', '', ''], // 2: good, to the group chosen on upload
      ['995', '999', '', 'names are not read'], // 3: good range
      ['AB123', '', '', ''], // 4: not a US postcode
      ['EC1A 1BB', '', String(gbGroup), ''], // 5: good, to the GB group named by id
      ['99501', '', '', ''], // 6: same as row 2
      ['999', '995', '', ''], // 7: reversed
      ['SW1#', '', String(gbGroup), ''], // 8: bad characters
      ['E1 6AN', '', '2147483000', ''], // 9: no such group
      ['E1 6AN', '', String(platformGroup), ''], // 10: the platform's group is not the supplier's
      ['10001', '', '', ''], // 11: already in the group: kept as it is
      [10002, '', '', ''], // 12: good, a number where text was meant
      ['12345', '', 'x1', ''], // 13: a group id that is no number
    ];
    const submitted = await upload(await sheet(rows), { groupId: usGroup });
    expect(submitted.status).toBe(200);
    const task = await t.taskEnded(supplier, submitted.body.obj.taskId);
    expect(task).toMatchObject({
      taskType: 'IMPORT',
      taskStatus: 'PROCESSDINGCOMPLETED',
      error: null,
      taskName: 'Postcode import',
      progress: { done: 5, total: 12 },
    });
    expect(await postcodesOf(usGroup)).toEqual(['10001', '10002', '995-999', '99501']);
    expect(await postcodesOf(gbGroup)).toEqual(['EC1A 1BB']);
    expect(await postcodesOf(platformGroup, admin)).toEqual([]);

    const reportUrl = task.urlList.find((f: { url: string }) => f.url.endsWith('part=report')).url;
    const out = (await readBook(await download(reportUrl))).worksheets[0]!;
    expect(out.rowCount).toBe(8);
    const reported = [2, 3, 4, 5, 6, 7, 8].map((n) => [
      out.getRow(n).getCell(1).value,
      String(out.getRow(n).getCell(2).value),
    ]);
    expect(reported).toEqual([
      [4, 'Postcode or range start: A US postcode is a ZIP prefix of 1-5 digits or a ZIP+4 (e.g. 99501-1234): AB123'],
      [6, 'Postcode or range start: Same postcode as row 2'],
      [7, 'Range end: The end postcode cannot be below the start postcode'],
      [8, "Postcode or range start: Postcode accepts letters, digits, space or '-'"],
      [9, 'Group ID: No such group: 2147483000'],
      [10, `Group ID: No such group: ${platformGroup}`],
      [13, 'Group ID: No such group: x1'],
    ]);
    expect((out.getRow(2).values as unknown[]).slice(3)).toEqual(['AB123']);
  });

  it('asks for a group when neither the row nor the upload names one', async () => {
    const submitted = await upload(await sheet([['99601', '', '', '']]));
    const task = await t.taskEnded(supplier, submitted.body.obj.taskId);
    expect(task).toMatchObject({ taskStatus: 'PROCESSDINGCOMPLETED', progress: { done: 0, total: 1 } });
    const out = (await readBook(await download(task.urlList[0].url))).worksheets[0]!;
    expect(String(out.getRow(2).getCell(2).value)).toBe(
      'Group ID: Fill in the group ID, or choose a group when uploading',
    );
  });

  it('fails a sheet that is not the template or holds more than 10,000 rows; refuses a file that is not an xlsx', async () => {
    const wrong = await upload(await sheet([['99501']], ['A', 'B', 'C']), { groupId: usGroup });
    expect(await t.taskEnded(supplier, wrong.body.obj.taskId)).toMatchObject({ taskStatus: 'PROCESSDFAIL' });
    const many = Array.from({ length: 10_001 }, (_, i) => [String(10_000 + i), '', '', '']);
    const big = await upload(await sheet(many), { groupId: usGroup });
    const failed = await t.taskEnded(supplier, big.body.obj.taskId);
    expect(failed).toMatchObject({
      taskStatus: 'PROCESSDFAIL',
      error: expect.stringContaining('rows can be imported'),
    });
    const notXlsx = await upload(Buffer.from('hello, world'), { groupId: usGroup });
    expect(notXlsx.status).toBe(400);
  });

  it('refuses customers (403)', async () => {
    expect((await upload(await sheet([['99501']]), { token: customer })).status).toBe(403);
    expect((await t.call('POST', '/api/postcode/exportPostcode', { token: customer, body: {} })).status).toBe(403);
  });
});

describe('postcode export', () => {
  it("exports a group's postcodes in the import's columns, and the file imports back unchanged", async () => {
    const before = await postcodesOf(usGroup);
    const submitted = await t.call('POST', '/api/postcode/exportPostcode', {
      token: supplier,
      lang: 'en',
      body: { groupId: usGroup },
    });
    expect(submitted.status).toBe(200);
    const task = await t.taskEnded(supplier, submitted.body.obj.taskId);
    expect(task).toMatchObject({
      taskType: 'EXPORT',
      taskStatus: 'PROCESSDINGCOMPLETED',
      error: null,
      progress: { done: before.length, total: before.length },
    });
    const file = await download(task.url);
    const out = (await readBook(file)).worksheets[0]!;
    expect((out.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    expect(out.rowCount).toBe(before.length + 1);
    // In id order: the postcode added by hand first, with its group's id and name.
    const first = out.getRow(2);
    expect([first.getCell(1).value, first.getCell(3).value, first.getCell(4).value]).toEqual([
      '10001',
      usGroup,
      'Import US',
    ]);

    const again = await upload(file);
    const imported = await t.taskEnded(supplier, again.body.obj.taskId);
    expect(imported).toMatchObject({
      taskStatus: 'PROCESSDINGCOMPLETED',
      progress: { done: before.length, total: before.length },
      urlList: [],
    });
    expect(await postcodesOf(usGroup)).toEqual(before);

    // Into an empty group: the rows go where their group id column says, so clear it and name the group instead.
    const copy = await newGroup('Import US copy', 'US', supplier);
    const book = await readBook(file);
    book.worksheets[0]!.eachRow((row, n) => {
      if (n > 1) row.getCell(3).value = null;
    });
    const cleared = Buffer.from(await book.xlsx.writeBuffer());
    const intoCopy = await upload(cleared, { groupId: copy });
    expect(await t.taskEnded(supplier, intoCopy.body.obj.taskId)).toMatchObject({
      taskStatus: 'PROCESSDINGCOMPLETED',
      progress: { done: before.length },
    });
    expect(await postcodesOf(copy)).toEqual(before);
  });

  it('exports the postcodes of every group the filters match, only the caller’s', async () => {
    const submitted = await t.call('POST', '/api/postcode/exportPostcode', {
      token: supplier,
      lang: 'zh',
      body: { name: 'Import' },
    });
    const task = await t.taskEnded(supplier, submitted.body.obj.taskId);
    expect(task.taskName).toBe('Postcode export');
    const out = (await readBook(await download(task.url))).worksheets[0]!;
    expect((out.getRow(1).values as unknown[]).slice(1)).toEqual(['邮编/起始邮编', '结束邮编', '分组 ID', '分组名称']);
    const groups = new Set<unknown>();
    out.eachRow((row, n) => {
      if (n > 1) groups.add(row.getCell(3).value);
    });
    expect(groups.has(usGroup)).toBe(true);
    expect(groups.has(gbGroup)).toBe(true);
    expect(groups.has(platformGroup)).toBe(false);
  });
});
