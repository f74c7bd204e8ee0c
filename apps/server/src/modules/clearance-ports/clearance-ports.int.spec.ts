import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueName, type TestApp } from '../../../test/helpers/test-app';
import { createUser } from '../../../test/factories/users';
import { dataAccessOf } from '../../platform/db/data-access';
import { seedDemoClearancePorts } from './clearance-ports.demo';

let t: TestApp;
let admin: string;
let customer: string;
let customerId: number;
let customerName: string;
let customerSub: string;
let customer2: string;
let customer2Id: number;
let supplier: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login((await createUser(t.db, { privilegeType: 'PLATFORM', roles: ['admin'] })).username);
  const c = await createUser(t.db);
  customerId = c.id;
  customerName = c.username;
  customer = await t.login(c.username);
  customerSub = await t.login((await createUser(t.db, { parentId: c.id })).username);
  const c2 = await createUser(t.db);
  customer2Id = c2.id;
  customer2 = await t.login(c2.username);
  supplier = await t.login((await createUser(t.db, { privilegeType: 'SUPPLIER' })).username);
});
afterAll(() => t.close());

let seq = 0;
/** A fresh three-letter code: Q, then two letters counted from AA. */
const nextCode = () => {
  const n = seq++;
  return `Q${String.fromCharCode(65 + Math.floor(n / 26))}${String.fromCharCode(65 + (n % 26))}`;
};

async function newPort(body: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/clearancePort/addOrUpdate', {
    token: admin,
    body: { code: nextCode(), nameZh: '仁川', nameEn: 'Incheon', country: 'Korea', countryCode: 'KR', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.obj as { id: number; code: string; enabled: boolean; clearanceProductCount: number };
}

async function newIndustry(body: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/clearanceIndustry/saveAndUpdate', {
    token: admin,
    body: { name: uniqueName('行业'), nameEn: 'Industry', ...body },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.obj as { id: number; name: string };
}

async function newService(industryId: number, body: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/clearanceIndustry/saveAndUpdateService', {
    token: admin,
    body: {
      industryId,
      name: uniqueName('服务'),
      parameters: [{ key: 'mode', value: '9610' }],
      describe: 'B2C',
      repeat: true,
      uploadMethodTypes: ['MANIFEST', 'MAWB'],
      ...body,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.obj as { id: number; industryId: number; name: string };
}

describe('clearance ports', () => {
  it('adds, changes, enables and disables a port with every field of spec 000 §3', async () => {
    const port = await newPort({
      district: 'Jung-gu',
      clearanceCity: 'Incheon',
      attribute: 'AIR',
      remark: '인천',
      alliance: 'A1',
      province: 'Incheon',
      address: '272 Gonghang-ro',
      postcode: '22382',
    });
    expect(port).toMatchObject({ enabled: true, clearanceProductCount: 0, postcode: '22382', alliance: 'A1' });
    const changed = await t.call('POST', '/api/clearancePort/addOrUpdate', {
      token: admin,
      body: { id: port.id, code: port.code, nameZh: '仁川机场', countryCode: 'KR' },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.obj).toMatchObject({ nameZh: '仁川机场', nameEn: '', postcode: '' });
    const off = await t.call('POST', '/api/clearancePort/updateStatus', {
      token: admin,
      body: { id: port.id, enabled: false },
    });
    expect(off.body.obj.enabled).toBe(false);
    const drop = await t.call('GET', '/api/clearancePort/dropDown', { token: customer, lang: 'en' });
    expect(drop.body.rows.map((o: { value: string }) => o.value)).not.toContain(port.code);
    await t.call('POST', '/api/clearancePort/updateStatus', { token: admin, body: { id: port.id, enabled: true } });
    const again = await t.call('GET', '/api/clearancePort/dropDown', { token: customer, lang: 'zh' });
    expect(again.body.rows).toContainEqual({ value: port.code, label: `${port.code} 仁川机场` });
  });

  it('refuses a two-letter code and a three-letter country code with field errors in the caller language', async () => {
    for (const [lang, words] of [
      ['en', 'Three uppercase letters'],
      ['ko', '대문자 3자리를 입력하세요'],
      ['zh', '请输入三位大写字母'],
    ] as const) {
      const res = await t.call('POST', '/api/clearancePort/addOrUpdate', {
        token: admin,
        lang,
        body: { code: 'IC', nameZh: '仁川', countryCode: 'KOR' },
      });
      expect(res.status).toBe(400);
      const errors = res.body.fieldErrors as { field: string; message: string }[];
      expect(errors.map((e) => e.field).sort()).toEqual(['code', 'countryCode']);
      expect(errors.find((e) => e.field === 'code')!.message).toBe(words);
    }
    const lower = await t.call('POST', '/api/clearancePort/addOrUpdate', {
      token: admin,
      lang: 'en',
      body: { code: 'icn', nameZh: '仁川', countryCode: 'kr' },
    });
    expect(lower.status).toBe(400);
  });

  it('answers hostile input with a 400, never a 5xx', async () => {
    const cases = [
      { code: 'AB\u0000', nameZh: 'x', countryCode: 'KR' },
      { code: nextCode(), nameZh: 'x'.repeat(100_000), countryCode: 'KR' },
      { id: 2 ** 33, code: nextCode(), nameZh: 'x', countryCode: 'KR' },
      { code: nextCode(), nameZh: 'a\u0000b', countryCode: 'KR' },
    ];
    for (const body of cases) {
      const res = await t.call('POST', '/api/clearancePort/addOrUpdate', { token: admin, lang: 'en', body });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
    }
    const bigId = await t.call('DELETE', '/api/clearancePort/delete/99999999999', { token: admin, lang: 'en' });
    expect(bigId.status).toBe(400);
  });

  it('refuses a code taken, and a change of a port that does not exist', async () => {
    const port = await newPort();
    const taken = await t.call('POST', '/api/clearancePort/addOrUpdate', {
      token: admin,
      lang: 'en',
      body: { code: port.code, nameZh: 'x', countryCode: 'US' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errorKey: 'CLEARANCE_PORT_CODE_TAKEN' });
    expect(taken.body.msg).toContain(port.code);
    const missing = await t.call('POST', '/api/clearancePort/addOrUpdate', {
      token: admin,
      body: { id: 2_000_000_000, code: nextCode(), nameZh: 'x', countryCode: 'US' },
    });
    expect(missing.status).toBe(404);
  });

  it('pages ports by text, country and status; the cached list follows every change', async () => {
    const us = await newPort({ countryCode: 'US', nameZh: '洛杉矶', nameEn: 'Los Angeles', clearanceCity: 'LA' });
    const page = await t.call('GET', '/api/clearancePort/page?blurry=angeles&countryCode=US', { token: admin });
    expect(page.body.rows.map((r: { id: number }) => r.id)).toEqual([us.id]);
    const before = await t.call('GET', '/api/clearancePort/getClearancePortList', { token: customer });
    expect(before.body.rows.map((r: { code: string }) => r.code)).toContain(us.code);
    await t.call('POST', '/api/clearancePort/addOrUpdate', {
      token: admin,
      body: { id: us.id, code: us.code, nameZh: '洛杉矶港', countryCode: 'US' },
    });
    const after = await t.call('GET', '/api/clearancePort/getClearancePortList', { token: customer });
    expect(after.body.rows.find((r: { id: number }) => r.id === us.id).nameZh).toBe('洛杉矶港');
    await t.call('DELETE', `/api/clearancePort/delete/${us.id}`, { token: admin });
    const gone = await t.call('GET', '/api/clearancePort/getClearancePortList', { token: customer });
    expect(gone.body.rows.map((r: { id: number }) => r.id)).not.toContain(us.id);
  });

  it('lets only the platform manage ports', async () => {
    const port = await newPort();
    for (const token of [customer, supplier]) {
      const save = await t.call('POST', '/api/clearancePort/addOrUpdate', {
        token,
        body: { code: nextCode(), nameZh: 'x', countryCode: 'KR' },
      });
      expect(save.status).toBe(403);
      expect((await t.call('DELETE', `/api/clearancePort/delete/${port.id}`, { token })).status).toBe(403);
      expect((await t.call('GET', '/api/clearancePort/page', { token })).status).toBe(403);
    }
  });

  it('counts products through the usage reader and refuses to delete a port in use, naming the products', async () => {
    const port = await newPort();
    const free = await newPort();
    const ports = t.app.services.clearancePorts;
    ports.useProductUsage(async (codes) => {
      const m = new Map<string, { count: number; products: string[] }>();
      if (codes.includes(port.code)) m.set(port.code, { count: 2, products: ['ICN-B2C', 'ICN-B2B'] });
      return m;
    });
    try {
      const page = await t.call('GET', `/api/clearancePort/page?blurry=${port.code}`, { token: admin });
      expect(page.body.rows[0].clearanceProductCount).toBe(2);
      const refused = await t.call('DELETE', `/api/clearancePort/delete/${port.id}`, { token: admin, lang: 'en' });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        errorKey: 'CLEARANCE_PORT_IN_USE',
        msg: `Port ${port.code} cannot be deleted: 2 clearance products use it: ICN-B2C, ICN-B2B`,
      });
      const ko = await t.call('DELETE', `/api/clearancePort/delete/${port.id}`, { token: admin, lang: 'ko' });
      expect(ko.body.msg).toContain('ICN-B2C');
      expect((await t.call('DELETE', `/api/clearancePort/delete/${free.id}`, { token: admin })).status).toBe(200);
    } finally {
      ports.useProductUsage(async () => new Map());
    }
    expect((await t.call('DELETE', `/api/clearancePort/delete/${port.id}`, { token: admin })).status).toBe(200);
    const missing = await t.call('DELETE', `/api/clearancePort/delete/${port.id}`, { token: admin });
    expect(missing.status).toBe(404);
  });

  it('answers portsByCodes for the clearance products', async () => {
    const port = await newPort({ nameZh: '釜山', nameEn: 'Busan' });
    const found = await t.app.services.clearancePorts.portsByCodes([port.code, 'ZZZ', port.code]);
    expect(found).toEqual([
      { id: port.id, code: port.code, nameZh: '釜山', nameEn: 'Busan', countryCode: 'KR', enabled: true },
    ]);
  });
});

const HEADERS = [
  'Port code',
  'Chinese name',
  'English name',
  'Country',
  'Country code',
  'Province',
  'District',
  'Clearance city',
  'Address',
  'Postcode',
  'Attribute',
  'Alliance',
  'Status',
  'Remark',
];

async function sheet(rows: unknown[][], headers = HEADERS): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const s = book.addWorksheet('Ports');
  s.addRow(headers);
  for (const r of rows) s.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}
async function readBook(buffer: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(buffer as unknown as ArrayBuffer);
  return book;
}
const download = async (url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${admin}` } })).rawPayload;
const upload = (bytes: Buffer, token = admin) =>
  t.upload('/api/clearancePort/import', bytes, { token, lang: 'en', name: 'ports.xlsx' });

describe('clearance port import and export', () => {
  it('offers a template in the caller language', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/clearancePort/importTemplate',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'ko' },
    });
    expect(res.statusCode).toBe(200);
    const s = (await readBook(res.rawPayload)).worksheets[0]!;
    expect(String(s.getRow(1).getCell(1).value)).toContain('항구 코드');
    expect(s.getRow(2).getCell(1).value).toBe('ICN');
  });

  it('adds and updates ports from a sheet and reports each bad row with its reasons', async () => {
    const existing = await newPort({ nameZh: '旧名' });
    const a = nextCode();
    const b = nextCode();
    const submitted = await upload(
      await sheet([
        [a, '新港', 'New port', 'Japan', 'JP', '', '', 'Tokyo', '', '', '', '', 'Enabled', ''], // 2 good
        [existing.code, '新名', '', 'Korea', 'KR', '', '', '', '', '', '', '', 'Disabled', ''], // 3 updates
        ['IC', '坏', '', '', 'KOR', '', '', '', '', '', '', '', '', ''], // 4 bad code and country
        [a, '重复', '', '', 'JP', '', '', '', '', '', '', '', '', ''], // 5 repeats row 2
        [b, '', '', '', 'US', '', '', '', '', '', '', '', 'maybe', ''], // 6 no name, bad status
      ]),
    );
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(200);
    const task = await t.taskEnded(admin, submitted.body.obj.taskId);
    expect(task).toMatchObject({
      taskType: 'IMPORT',
      taskStatus: 'PROCESSDINGCOMPLETED',
      taskName: 'Clearance port import',
      progress: { done: 2, total: 5 },
    });
    const list = (await t.call('GET', '/api/clearancePort/getClearancePortList', { token: admin })).body.rows as {
      code: string;
      nameZh: string;
      enabled: boolean;
    }[];
    expect(list.find((p) => p.code === a)).toMatchObject({ nameZh: '新港', enabled: true });
    expect(list.find((p) => p.code === existing.code)).toMatchObject({ nameZh: '新名', enabled: false });
    expect(list.find((p) => p.code === b)).toBeUndefined();
    const report = (await readBook(await download(task.urlList[0].url))).worksheets[0]!;
    const reasons = [2, 3, 4].map((r) => [
      report.getRow(r).getCell(1).value,
      String(report.getRow(r).getCell(2).value),
    ]);
    expect(reasons[0]![0]).toBe(4);
    expect(reasons[0]![1]).toContain('Port code: Three uppercase letters');
    expect(reasons[0]![1]).toContain('Country code: Two uppercase letters');
    expect(reasons[1]).toEqual([5, 'Port code: Same port code as row 2']);
    expect(reasons[2]![0]).toBe(6);
    expect(reasons[2]![1]).toContain('Chinese name:');
    expect(reasons[2]![1]).toContain('Status:');
  });

  it('fails an import whose headers are not the template, and refuses a customer', async () => {
    const wrong = await upload(await sheet([['ICN']], ['A', 'B']));
    expect(await t.taskEnded(admin, wrong.body.obj.taskId)).toMatchObject({ taskStatus: 'PROCESSDFAIL' });
    expect((await upload(await sheet([]), customer)).status).toBe(403);
  });

  it('exports the matching ports in the import columns, and the file imports back', async () => {
    const port = await newPort({ countryCode: 'DE', nameZh: '法兰克福', nameEn: 'Frankfurt' });
    const submitted = await t.call('POST', '/api/clearancePort/export', {
      token: admin,
      lang: 'en',
      body: { countryCode: 'DE' },
    });
    expect(submitted.status).toBe(200);
    const task = await t.taskEnded(admin, submitted.body.obj.taskId);
    expect(task).toMatchObject({
      taskType: 'EXPORT',
      taskStatus: 'PROCESSDINGCOMPLETED',
      progress: { done: 1, total: 1 },
    });
    const file = await download(task.url);
    const out = (await readBook(file)).worksheets[0]!;
    expect((out.getRow(1).values as unknown[]).slice(1)).toEqual(HEADERS);
    expect(out.getRow(2).getCell(1).value).toBe(port.code);
    expect(out.getRow(2).getCell(13).value).toBe('Enabled');
    const again = await upload(file);
    expect(await t.taskEnded(admin, again.body.obj.taskId)).toMatchObject({
      taskStatus: 'PROCESSDINGCOMPLETED',
      progress: { done: 1, total: 1 },
      urlList: [],
    });
  });
});

describe('clearance industries and services', () => {
  it('saves an industry with its services and reads them back', async () => {
    const industry = await newIndustry({ nameKo: '업종' });
    const service = await newService(industry.id, {
      parameters: [
        { key: 'mode', value: '9610' },
        { key: 'mode', value: '1210' },
        { key: 'limit', value: '150' },
      ],
    });
    const detail = await t.call('GET', `/api/clearanceIndustry/findById/${industry.id}`, { token: admin, lang: 'ko' });
    expect(detail.status).toBe(200);
    expect(detail.body.obj).toMatchObject({ label: '업종', serviceCount: 1 });
    expect(detail.body.obj.services[0]).toMatchObject({
      id: service.id,
      parameters: [
        { key: 'mode', value: '1210' },
        { key: 'limit', value: '150' },
      ],
      repeat: true,
      uploadMethodTypes: ['MANIFEST', 'MAWB'],
      customerCount: 0,
    });
    const info = await t.call('GET', `/api/clearanceIndustry/findClearanceServiceInfo/${industry.id}/${service.id}`, {
      token: admin,
    });
    expect(info.body.obj.describe).toBe('B2C');
    const config = await t.app.services.clearancePorts.serviceConfig(industry.id, service.id);
    expect(config).toEqual({
      industryId: industry.id,
      industryName: industry.name,
      serviceId: service.id,
      serviceName: service.name,
      parameters: [
        { key: 'mode', value: '1210' },
        { key: 'limit', value: '150' },
      ],
      describe: 'B2C',
      repeat: true,
      uploadMethodTypes: ['MANIFEST', 'MAWB'],
    });
    const other = await newIndustry();
    expect(await t.app.services.clearancePorts.serviceConfig(other.id, service.id)).toBeNull();
    const wrongPair = await t.call('GET', `/api/clearanceIndustry/findClearanceServiceInfo/${other.id}/${service.id}`, {
      token: admin,
      lang: 'en',
    });
    expect(wrongPair.status).toBe(404);
    const drop = await t.call('GET', '/api/clearanceIndustry/getIndustryDropDown', { token: admin, lang: 'en' });
    expect(drop.body.rows).toContainEqual({ value: String(industry.id), label: 'Industry' });
    const page = await t.call('GET', `/api/clearanceIndustry/page?blurry=${encodeURIComponent(industry.name)}`, {
      token: admin,
    });
    expect(page.body.rows.map((r: { id: number }) => r.id)).toEqual([industry.id]);
  });

  it('words bad services in the caller language: unknown upload method, empty key, name taken', async () => {
    const industry = await newIndustry();
    const bad = await t.call('POST', '/api/clearanceIndustry/saveAndUpdateService', {
      token: admin,
      lang: 'en',
      body: { industryId: industry.id, name: '', parameters: [{ key: '', value: 'x' }], uploadMethodTypes: ['FAX'] },
    });
    expect(bad.status).toBe(400);
    const fields = (bad.body.fieldErrors as { field: string }[]).map((f) => f.field).sort();
    expect(fields).toEqual(['name', 'parameters.0.key', 'uploadMethodTypes.0']);
    const s = await newService(industry.id);
    const taken = await t.call('POST', '/api/clearanceIndustry/saveAndUpdateService', {
      token: admin,
      lang: 'ko',
      body: { industryId: industry.id, name: s.name },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.msg).toContain(s.name);
    const noIndustry = await t.call('POST', '/api/clearanceIndustry/saveAndUpdateService', {
      token: admin,
      body: { industryId: 2_000_000_000, name: 'x' },
    });
    expect(noIndustry.status).toBe(404);
    const dupIndustry = await t.call('POST', '/api/clearanceIndustry/saveAndUpdate', {
      token: admin,
      body: { name: industry.name.toUpperCase() },
    });
    expect(dupIndustry.status).toBe(409);
  });

  it('assigns a service by account id or user name, cancels, and searches the unassigned', async () => {
    const industry = await newIndustry();
    const service = await newService(industry.id);
    const unassigned = async () =>
      (
        await t.call('POST', '/api/clearanceIndustry/unassignedSearch', {
          token: admin,
          body: { serviceId: service.id, pageSize: 500 },
        })
      ).body.rows.map((r: { id: number }) => r.id) as number[];
    expect(await unassigned()).toEqual(expect.arrayContaining([customerId, customer2Id]));
    const res = await t.call('POST', '/api/clearanceIndustry/assignClearanceService', {
      token: admin,
      body: { serviceId: service.id, accountIds: [customerId], usernames: [customerName.toUpperCase()] },
    });
    expect(res.body.obj).toEqual({ assigned: 1, already: 0 });
    const again = await t.call('POST', '/api/clearanceIndustry/assignClearanceService', {
      token: admin,
      body: { serviceId: service.id, usernames: [customerName] },
    });
    expect(again.body.obj).toEqual({ assigned: 0, already: 1 });
    const left = await unassigned();
    expect(left).not.toContain(customerId);
    expect(left).toContain(customer2Id);

    const unknown = await t.call('POST', '/api/clearanceIndustry/assignClearanceService', {
      token: admin,
      lang: 'en',
      body: { serviceId: service.id, usernames: ['nobody-here'], accountIds: [customer2Id] },
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body.msg).toBe('Not customer main accounts: nobody-here');
    const nobody = await t.call('POST', '/api/clearanceIndustry/assignClearanceService', {
      token: admin,
      body: { serviceId: service.id },
    });
    expect(nobody.body.errorKey).toBe('CLEARANCE_ASSIGN_NOBODY');

    const list = await t.call('GET', `/api/clearanceIndustry/listCustomerClearanceService?serviceId=${service.id}`, {
      token: admin,
    });
    expect(list.body.total).toBe(1);
    const assignment = list.body.rows[0];
    expect(assignment).toMatchObject({ accountId: customerId, username: customerName, serviceId: service.id });

    const inUse = await t.call('DELETE', `/api/clearanceIndustry/deleteServiceInfo/${industry.id}/${service.id}`, {
      token: admin,
      lang: 'en',
    });
    expect(inUse.status).toBe(409);
    expect(inUse.body.errorKey).toBe('CLEARANCE_SERVICE_ASSIGNED');

    expect((await t.call('POST', `/api/clearanceIndustry/cancel/${assignment.id}`, { token: customer })).status).toBe(
      403,
    );
    expect((await t.call('POST', `/api/clearanceIndustry/cancel/${assignment.id}`, { token: admin })).status).toBe(200);
    expect((await t.call('POST', `/api/clearanceIndustry/cancel/${assignment.id}`, { token: admin })).status).toBe(404);
    const deleted = await t.call('DELETE', `/api/clearanceIndustry/deleteServiceInfo/${industry.id}/${service.id}`, {
      token: admin,
    });
    expect(deleted.status).toBe(200);
  });

  it("shows a customer only its own services (a sub-account its main account's), a supplier none", async () => {
    const industry = await newIndustry({ nameEn: 'Mine' });
    const mine = await newService(industry.id);
    const theirs = await newService((await newIndustry({ nameEn: 'Theirs' })).id);
    await t.call('POST', '/api/clearanceIndustry/assignClearanceService', {
      token: admin,
      body: { serviceId: mine.id, accountIds: [customerId] },
    });
    await t.call('POST', '/api/clearanceIndustry/assignClearanceService', {
      token: admin,
      body: { serviceId: theirs.id, accountIds: [customer2Id] },
    });
    for (const token of [customer, customerSub]) {
      const get = await t.call('GET', '/api/clearanceIndustry/listCustomerClearanceService?pageSize=500', { token });
      const ids = get.body.rows.map((r: { serviceId: number }) => r.serviceId);
      expect(ids).toContain(mine.id);
      expect(ids).not.toContain(theirs.id);
      // A customer's filter by another account is ignored: it still sees its own only.
      const post = await t.call('POST', '/api/clearanceIndustry/listCustomerClearanceService', {
        token,
        body: { accountId: customer2Id, pageSize: 500 },
      });
      expect(post.body.rows.map((r: { serviceId: number }) => r.serviceId)).not.toContain(theirs.id);
      const drop = await t.call('GET', '/api/clearanceIndustry/getClientIndustryDropDown', { token, lang: 'en' });
      expect(drop.body.rows).toContainEqual({ value: String(industry.id), label: 'Mine' });
      expect(drop.body.rows.map((o: { label: string }) => o.label)).not.toContain('Theirs');
    }
    const sup = await t.call('GET', '/api/clearanceIndustry/listCustomerClearanceService', {
      token: supplier,
      lang: 'en',
    });
    expect(sup.status).toBe(403);
    expect(sup.body.errorKey).toBe('CLEARANCE_ASSIGNMENTS_FORBIDDEN');
    const supDrop = await t.call('GET', '/api/clearanceIndustry/getClientIndustryDropDown', { token: supplier });
    expect(supDrop.body.rows).toEqual([]);
    const byPlatform = await t.call('POST', '/api/clearanceIndustry/listCustomerClearanceService', {
      token: admin,
      body: { accountId: customer2Id, pageSize: 500 },
    });
    expect(byPlatform.body.rows.map((r: { serviceId: number }) => r.serviceId)).toEqual([theirs.id]);
    for (const token of [customer, supplier]) {
      expect((await t.call('GET', `/api/clearanceIndustry/findById/${industry.id}`, { token })).status).toBe(403);
      const assign = await t.call('POST', '/api/clearanceIndustry/assignClearanceService', {
        token,
        body: { serviceId: mine.id, accountIds: [customer2Id] },
      });
      expect(assign.status).toBe(403);
    }
  });
});

describe('clearance demo', () => {
  it('seeds ICN, LAX, the cross-border industry with B2C clearance assigned to the customer, idempotently', async () => {
    const data = dataAccessOf(t.database);
    await seedDemoClearancePorts(data, customer2Id);
    await seedDemoClearancePorts(data, customer2Id);
    const ports = await t.app.services.clearancePorts.portsByCodes(['ICN', 'LAX']);
    expect(ports.map((p) => [p.code, p.countryCode, p.nameEn])).toEqual([
      ['ICN', 'KR', 'Incheon'],
      ['LAX', 'US', 'Los Angeles'],
    ]);
    const list = await t.call('GET', '/api/clearanceIndustry/listCustomerClearanceService', {
      token: customer2,
      lang: 'ko',
    });
    expect(list.body.rows).toContainEqual(
      expect.objectContaining({ industryName: '국경 간 전자상거래', serviceName: 'B2C 통관' }),
    );
  });
});
