import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';
import { addressInput } from '../../../test/factories/addresses';

let t: TestApp;
let owner: string;
let other: string;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInUser(t)).token;
  other = (await signedInUser(t)).token;
  admin = (await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] })).token;
  for (let i = 0; i < 25; i++) {
    const res = await t.call('POST', '/api/customerAddress/saveAddress', {
      token: owner,
      body: addressInput({ name: `Owner ${String(i).padStart(2, '0')}`, isDefault: i === 3 }),
    });
    expect(res.status).toBe(200);
  }
  await t.call('POST', '/api/customerAddress/saveAddress', { token: other, body: addressInput({ name: 'Not yours' }) });
});
afterAll(() => t.close());

const tasks = (token: string, lang = 'en') =>
  t.call('POST', '/api/downloadTask/list', { token, lang, body: { pageNo: 0, pageSize: 30 } });

async function settled(token: string, id: number) {
  for (let i = 0; i < 100; i++) {
    const row = (await tasks(token)).body.rows.find((r: { id: number }) => r.id === id);
    if (row && row.taskStatus !== 'BEINGPROCESSD') return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`task ${id} still in progress after 10 s`);
}

async function readBook(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { name: sheet.name, rows };
}

describe('address book export through the task center', () => {
  it('exports what the filters match, in the language of the caller, with progress, for download by its owner', async () => {
    const submitted = await t.call('POST', '/api/customerAddress/export', {
      token: owner,
      lang: 'en',
      body: { keyword: 'Owner 1' },
    });
    expect(submitted.status).toBe(200);
    const id = submitted.body.obj.taskId as number;

    const task = await settled(owner, id);
    expect(task).toMatchObject({
      taskName: 'Address book export',
      taskType: 'EXPORT',
      taskStatus: 'PROCESSDINGCOMPLETED',
      taskStatusI18n: 'Completed',
      progress: { done: 10, total: 10 },
      error: null,
      url: `/api/downloadTask/file/${id}`,
    });
    expect(task.urlList).toEqual([{ name: expect.stringMatching(/^address-book-\d{14}\.xlsx$/), url: task.url }]);

    const file = await t.app.inject({ method: 'GET', url: task.url, headers: { authorization: `Bearer ${owner}` } });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="address-book-\d{14}\.xlsx"/);
    const book = await readBook(file.rawPayload);
    expect(book.name).toBe('Address book export');
    expect(book.rows[0]).toEqual([
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
    ]);
    expect(book.rows.slice(1).map((r) => r[1])).toEqual(Array.from({ length: 10 }, (_, i) => `Owner 1${i}`));
    expect(book.rows[1]!.slice(0, 3)).toEqual(['Recipient', 'Owner 10', 'United States (US)']);
  });

  it('words the file and the task in Korean for a Korean caller, and marks the default', async () => {
    const id = (await t.call('POST', '/api/customerAddress/export', { token: owner, lang: 'ko', body: {} })).body.obj
      .taskId;
    const task = await settled(owner, id);
    expect((await tasks(owner, 'ko')).body.rows[0]).toMatchObject({
      taskName: '주소록 내보내기',
      taskStatusI18n: '완료',
    });
    const file = await t.app.inject({ method: 'GET', url: task.url, headers: { authorization: `Bearer ${owner}` } });
    const book = await readBook(file.rawPayload);
    expect(book.rows).toHaveLength(26);
    expect(book.rows[0]![0]).toBe('유형');
    expect(book.rows.filter((r) => r[11] === '예').map((r) => r[1])).toEqual(['Owner 03']);
  });

  it("keeps one account's tasks and files from another; the platform sees every task", async () => {
    const id = (await t.call('POST', '/api/customerAddress/export', { token: owner, body: {} })).body.obj.taskId;
    const task = await settled(owner, id);
    expect((await tasks(other)).body.rows.map((r: { id: number }) => r.id)).not.toContain(id);
    const theirs = await t.call('GET', task.url, { token: other, lang: 'en' });
    const missing = await t.call('GET', `/api/downloadTask/file/${id + 100_000}`, { token: other, lang: 'en' });
    expect(theirs.status).toBe(404);
    expect(theirs.body).toEqual({ ...missing.body, params: { id } });
    expect((await tasks(admin)).body.rows.map((r: { id: number }) => r.id)).toContain(id);
    expect((await t.call('GET', task.url, { token: admin })).status).toBe(200);
  });

  it('answers a task without a report as having no such file', async () => {
    const id = (await t.call('POST', '/api/customerAddress/export', { token: owner, body: {} })).body.obj.taskId;
    await settled(owner, id);
    const res = await t.call('GET', `/api/downloadTask/file/${id}?part=report`, { token: owner, lang: 'en' });
    expect(res.status).toBe(404);
    expect(res.body.errorKey).toBe('TASK_FILE_MISSING');
  });

  it('needs the address list permission to export, and a session for the task list', async () => {
    expect((await t.call('POST', '/api/customerAddress/export', { body: {} })).status).toBe(401);
    expect((await t.call('POST', '/api/downloadTask/list', { body: {} })).status).toBe(401);
    const supplier = (await signedInUser(t, { privilegeType: 'SUPPLIER' })).token;
    expect((await t.call('POST', '/api/customerAddress/export', { token: supplier, body: {} })).status).toBe(403);
  });
});
