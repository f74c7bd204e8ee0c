import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { dataAccessOf } from '../../platform/db/data-access';
import { createRegionsService } from '../regions';
import { createUsersService } from '../users';
import type { TasksService } from '../tasks';
import { createProductsService } from './products.service';
import { cast, insertBands, insertCost, online, shelve, versionOf, type Cast } from './test-support';

let t: TestApp;
let c: Cast;
let cost: number;
let product: { id: number; code: string };
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  cost = await insertCost(t, c.supplier.id);
  await insertBands(t, cost);
  product = await shelve(t, c.admin.token, cost);
  await online(t, c.admin.token, product.id);
  await t.call('POST', '/api/product/allotCustomers', {
    token: c.admin.token,
    body: { productId: product.id, customerIds: [c.customer.id, c.customer2.id] },
  });
});
afterAll(() => t.close());

const post = (url: string, body: unknown, lang = 'en', token = c.admin.token) =>
  t.call('POST', url, { token, lang, body });
const pkgBody = (patch: object = {}) => ({
  productId: product.id,
  name: `Package ${Math.random().toString(36).slice(2, 8)}`,
  basicKind: 'PERCENT',
  basicValue: '15',
  surchargeKind: 'PERCENT',
  surchargeValue: '12.5',
  handlingKind: 'FIXED',
  handlingValue: '2',
  minOrderAmount: '20',
  ...patch,
});
const savePkg = async (patch: object = {}) => {
  const res = await post('/api/product/addOrUpdatePremiumPackages', pkgBody(patch));
  if (res.status !== 200) throw new Error(JSON.stringify(res.body));
  return res.body.obj as { id: number; name: string; isDefault: boolean };
};
const service = () => {
  const data = dataAccessOf(t.database);
  return createProductsService({
    data,
    regions: createRegionsService({ data }),
    users: createUsersService({ data }),
    tasks: { job: () => async () => undefined } as unknown as TasksService,
    costs: { importZones: () => Promise.reject(new Error('not here')) },
  });
};

describe('premium packages', () => {
  it('creates and replaces a package, each write moving the product version', async () => {
    const v = await versionOf(t, c.admin.token, product.id);
    const res = await post('/api/product/addOrUpdatePremiumPackages', pkgBody({ name: 'Gold', basicValue: 10.5 }));
    expect(res.status).toBe(200);
    expect(res.body.obj).toMatchObject({
      productId: product.id,
      productCode: product.code,
      name: 'Gold',
      reportPriceType: 'INTERNAL_REPORT_PRICE',
      basicValue: '10.50',
      surchargeValue: '12.50',
      handlingKind: 'FIXED',
      handlingValue: '2.00',
      minOrderAmount: '20.00',
      isDefault: false,
      effective: true,
      customerCount: 0,
    });
    expect(await versionOf(t, c.admin.token, product.id)).toBe(v + 1);
    const id = res.body.obj.id;
    const replaced = await post(
      '/api/product/addOrUpdatePremiumPackages',
      pkgBody({ id, name: 'Gold', basicKind: 'FIXED', basicValue: '3' }),
    );
    expect(replaced.body.obj).toMatchObject({ id, basicKind: 'FIXED', basicValue: '3.00' });
    expect(await versionOf(t, c.admin.token, product.id)).toBe(v + 2);
    const got = await t.call('GET', `/api/product/getPremiumPackages/${id}`, { token: c.admin.token });
    expect(got.body.obj.basicKind).toBe('FIXED');
    const taken = await post('/api/product/addOrUpdatePremiumPackages', pkgBody({ name: 'gold' }), 'zh');
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({ errorKey: 'PREMIUM_PACKAGE_NAME_TAKEN', msg: '该产品已有名为 gold 的溢价包' });
  });

  it('checks percentages (0-1000), fixed amounts and the minimum order, 2 decimals, in the caller language', async () => {
    const cases: [object, string, string][] = [
      [{ basicValue: '1000.01' }, 'basicValue', 'Number too large: at most 1000'],
      [{ surchargeValue: '1.234' }, 'surchargeValue', 'At most 2 decimals'],
      [{ handlingKind: 'FIXED', handlingValue: '-1' }, 'handlingValue', 'Cannot be less than 0'],
      [{ minOrderAmount: 'ten' }, 'minOrderAmount', 'Must be a number'],
      [{ basicKind: 'DISCOUNT' }, 'basicKind', 'Invalid value'],
      [{ name: '' }, 'name', 'This field cannot be empty'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await post('/api/product/addOrUpdatePremiumPackages', pkgBody(patch));
      expect(res.status, field).toBe(400);
      expect(res.body.fieldErrors.find((f: { field: string }) => f.field === field)?.message, field).toBe(message);
    }
    const fixedAbove1000 = await post(
      '/api/product/addOrUpdatePremiumPackages',
      pkgBody({ basicKind: 'FIXED', basicValue: '1500' }),
    );
    expect(fixedAbove1000.status).toBe(200);
    const zh = await post('/api/product/addOrUpdatePremiumPackages', pkgBody({ basicValue: '1000.01' }), 'zh');
    expect(zh.body.fieldErrors[0].message).toBe('数值不能大于 1000');
  });

  it('keeps one default per product and report price type', async () => {
    const first = await savePkg({ isDefault: true });
    const second = await savePkg({ isDefault: true });
    const list = await post('/api/product/premiumPackagesList', { productId: product.id, pageSize: 100 });
    const defaults = list.body.rows.filter(
      (r: { isDefault: boolean; reportPriceType: string }) =>
        r.isDefault && r.reportPriceType === 'INTERNAL_REPORT_PRICE',
    );
    expect(defaults.map((r: { id: number }) => r.id)).toEqual([second.id]);
    const publicDefault = await savePkg({ isDefault: true, reportPriceType: 'PUBLIC_REPORT_PRICE' });
    expect(publicDefault.isDefault).toBe(true);
    const edited = await post('/api/product/editPremiumPackages', { id: first.id, isDefault: true });
    expect(edited.body.obj.isDefault).toBe(true);
    expect(
      (await t.call('GET', `/api/product/getPremiumPackages/${second.id}`, { token: c.admin.token })).body.obj
        .isDefault,
    ).toBe(false);
    expect(
      (await t.call('GET', `/api/product/getPremiumPackages/${publicDefault.id}`, { token: c.admin.token })).body.obj
        .isDefault,
    ).toBe(true);
    const options = await post('/api/product/multiCostPremiumPackagesSelectEffective', { productId: product.id });
    expect(options.body.rows[0]).toMatchObject({ isDefault: true });
    expect(options.body.rows.every((o: { value: string }) => /^\d+$/.test(o.value))).toBe(true);
  });
});

describe('assigning packages to customers', () => {
  it('by phone and by user name; unknown refuses all; reassigning moves; removing takes it off', async () => {
    const a = await savePkg({ name: 'Assign A' });
    const b = await savePkg({ name: 'Assign B' });
    const unknown = await post(
      '/api/product/allotPhoneToPremiumPackages',
      { id: a.id, phones: [c.customer.phone, '19999999999'] },
      'ko',
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({
      errorKey: 'PRODUCT_CUSTOMER_UNKNOWN',
      msg: '고객을 찾을 수 없습니다: 19999999999',
    });
    expect(
      (await t.call('GET', `/api/product/premiumPackagesPhones/${a.id}`, { token: c.admin.token })).body.rows,
    ).toEqual([]);
    const subName = await post('/api/product/allotUserNameToPremiumPackages', {
      id: a.id,
      userNames: ['no-such-user'],
    });
    expect(subName.body.params).toEqual({ value: 'no-such-user' });

    const v = await versionOf(t, c.admin.token, product.id);
    expect(
      (await post('/api/product/allotPhoneToPremiumPackages', { id: a.id, phones: [c.customer.phone] })).status,
    ).toBe(200);
    expect(await versionOf(t, c.admin.token, product.id)).toBe(v + 1);
    const phones = await t.call('GET', `/api/product/premiumPackagesPhones/${a.id}`, { token: c.admin.token });
    expect(phones.body.rows).toEqual([
      expect.objectContaining({ customerId: c.customer.id, phone: c.customer.phone, userName: c.customer.username }),
    ]);
    // The customer sees the package's name, never its markups.
    const seen = await t.call('GET', `/api/product/getSigningProductInfo/${product.id}`, { token: c.customer.token });
    expect(seen.body.obj.premiumPackage).toEqual({ id: a.id, name: 'Assign A' });
    expect(JSON.stringify(seen.body)).not.toContain('basicValue');

    await post('/api/product/allotUserNameToPremiumPackages', {
      id: b.id,
      userNames: [c.customer.username.toUpperCase()],
    });
    expect(
      (await t.call('GET', `/api/product/premiumPackagesUserNames/${a.id}`, { token: c.admin.token })).body.rows,
    ).toEqual([]);
    const names = await t.call('GET', `/api/product/premiumPackagesUserNames/${b.id}`, { token: c.admin.token });
    expect(names.body.rows.map((r: { userName: string }) => r.userName)).toEqual([c.customer.username]);
    expect(
      (await t.call('GET', `/api/product/getPremiumPackages/${b.id}`, { token: c.admin.token })).body.obj.customerCount,
    ).toBe(1);

    const wrong = await t.call('DELETE', `/api/product/removePhone/${a.id}/${c.customer.phone}`, {
      token: c.admin.token,
    });
    expect(wrong.status).toBe(404);
    expect(wrong.body.errorKey).toBe('PRODUCT_CUSTOMER_NOT_ASSIGNED');
    const removed = await t.call('DELETE', `/api/product/removeUserName/${b.id}/${c.customer.username}`, {
      token: c.admin.token,
    });
    expect(removed.status).toBe(200);
    expect(
      (await t.call('GET', `/api/product/premiumPackagesUserNames/${b.id}`, { token: c.admin.token })).body.rows,
    ).toEqual([]);
    await post('/api/product/allotPhoneToPremiumPackages', { id: b.id, phones: [c.customer2.phone] });
    expect(
      (await t.call('DELETE', `/api/product/removePhone/${b.id}/${c.customer2.phone}`, { token: c.admin.token }))
        .status,
    ).toBe(200);
    expect(
      (await t.call('DELETE', `/api/product/removePhone/${b.id}/${c.customer2.phone}`, { token: c.admin.token }))
        .status,
    ).toBe(404);
  });

  it('packageFor: the assigned effective package, else the default of its report price type, else none', async () => {
    const p = await shelve(t, c.admin.token, cost);
    const s = service();
    expect(await s.packageFor(p.id, c.customer.id)).toBeNull();
    const def = (
      await post(
        '/api/product/addOrUpdatePremiumPackages',
        pkgBody({ productId: p.id, name: 'Default', isDefault: true }),
      )
    ).body.obj;
    const vip = (await post('/api/product/addOrUpdatePremiumPackages', pkgBody({ productId: p.id, name: 'VIP' }))).body
      .obj;
    const pub = (
      await post(
        '/api/product/addOrUpdatePremiumPackages',
        pkgBody({ productId: p.id, name: 'Public', isDefault: true, reportPriceType: 'PUBLIC_REPORT_PRICE' }),
      )
    ).body.obj;
    expect((await s.packageFor(p.id, c.customer.id))?.id).toBe(def.id);
    await post('/api/product/allotUserNameToPremiumPackages', { id: vip.id, userNames: [c.customer.username] });
    expect((await s.packageFor(p.id, c.customer.id))?.id).toBe(vip.id);
    expect((await s.packageFor(p.id, c.customer2.id))?.id).toBe(def.id);
    expect((await s.packageFor(p.id, c.customer.id, 'PUBLIC_REPORT_PRICE'))?.id).toBe(pub.id);
    expect(await s.packageFor(p.id, c.customer.id, 'THEIR_OWN_REPORT_PRICE')).toBeNull();
    expect((await s.packageFor(p.id, null))?.id).toBe(def.id);
    // An assigned package switched off no longer prices the customer: the default does.
    await post('/api/product/editPremiumPackages', { id: vip.id, effective: false });
    expect((await s.packageFor(p.id, c.customer.id))?.id).toBe(def.id);
    await post('/api/product/editPremiumPackages', { id: vip.id, effective: true });
    // Deleting the assigned package: back to the default.
    const del = await t.call('DELETE', `/api/product/delPremiumPackages/${p.id}/${vip.id}`, { token: c.admin.token });
    expect(del.status).toBe(200);
    expect((await s.packageFor(p.id, c.customer.id))?.id).toBe(def.id);
    expect(
      (await t.call('DELETE', `/api/product/delPremiumPackages/${product.id}/${def.id}`, { token: c.admin.token }))
        .status,
    ).toBe(404);
    const data = await s.productPriceData(p.id);
    expect(data?.packages.map((x) => x.id).sort()).toEqual([def.id, pub.id].sort());
  });
});

describe('POST api/product/calcPremiumPackages', () => {
  it('applies the form markups to sample costs, half-up to 2 places, the lines summing to the total', async () => {
    const res = await post(
      '/api/product/calcPremiumPackages',
      {
        markups: {
          basicKind: 'PERCENT',
          basicValue: '15',
          surchargeKind: 'PERCENT',
          surchargeValue: '12.5',
          handlingKind: 'PERCENT',
          handlingValue: '3',
          minOrderAmount: '50',
        },
        freight: '33.33',
        surcharges: [
          { name: 'Fuel', amount: '1.11' },
          { name: 'Remote', amount: 0 },
        ],
      },
      'zh',
    );
    expect(res.status).toBe(200);
    expect(res.body.obj).toEqual({
      lines: [
        { type: 'FREIGHT', name: '运费', cost: '33.33', sale: '38.33' },
        { type: 'SURCHARGE', name: 'Fuel', cost: '1.11', sale: '1.25' },
        { type: 'HANDLING', name: '操作费', cost: '0.00', sale: '1.19' },
        { type: 'MINIMUM', name: '最低消费补足', cost: '0.00', sale: '9.23' },
      ],
      costTotal: '34.44',
      saleTotal: '50.00',
    });
  });

  it('prices with a saved package, and refuses input that is neither or both', async () => {
    const pkg = await savePkg({
      basicKind: 'FIXED',
      basicValue: '2.5',
      surchargeKind: 'FIXED',
      surchargeValue: '1',
      handlingKind: 'FIXED',
      handlingValue: '0.5',
      minOrderAmount: '0',
    });
    const res = await post('/api/product/calcPremiumPackages', {
      id: pkg.id,
      freight: 10,
      surcharges: [{ name: 'A', amount: 3 }],
    });
    expect(res.body.obj.lines.map((l: { sale: string }) => l.sale)).toEqual(['12.50', '4.00', '0.50']);
    expect(res.body.obj.saleTotal).toBe('17.00');
    expect((await post('/api/product/calcPremiumPackages', { freight: 10 })).status).toBe(400);
    expect((await post('/api/product/calcPremiumPackages', { id: 999_999, freight: 10 })).status).toBe(404);
    expect((await post('/api/product/calcPremiumPackages', { id: pkg.id, freight: '10.005' })).status).toBe(400);
    expect(
      (await post('/api/product/calcPremiumPackages', { id: pkg.id, freight: 10 }, 'en', c.customer.token)).status,
    ).toBe(403);
  });
});

describe('GET api/product/exportZoneReportPrices', () => {
  const readSheet = async (token: string, taskId: number) => {
    const task = await t.taskEnded(token, taskId);
    expect(task.taskStatus).toBe('PROCESSDINGCOMPLETED');
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/downloadTask/file/${taskId}`,
      headers: { authorization: `Bearer ${token}` },
    });
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    const sheet = book.worksheets[0]!;
    sheet.eachRow((r) => rows.push(Array.from({ length: sheet.columnCount }, (_, i) => r.getCell(i + 1).value ?? '')));
    return rows;
  };

  it('the platform gets zones x bands with cost and sale; a customer its own package, sale only', async () => {
    const pkg = await savePkg({
      name: 'Export',
      basicValue: '10',
      handlingKind: 'PERCENT',
      handlingValue: '2.5',
      minOrderAmount: '15',
    });
    const res = await t.call('GET', `/api/product/exportZoneReportPrices/${product.id}/${pkg.id}`, {
      token: c.admin.token,
      lang: 'en',
    });
    expect(res.status).toBe(200);
    const rows = await readSheet(c.admin.token, res.body.obj.taskId);
    expect(rows[0]).toContain('Cost: first price');
    expect(rows).toHaveLength(5);
    const z1 = rows[1]!;
    expect(z1.slice(0, 4)).toEqual(['Z1', '0', '0.500', 'First + additional']);
    expect(z1.slice(6, 11)).toEqual(['10.00', '3.00', '', '', '8.00']);
    expect(z1.slice(11, 16)).toEqual(['11.00', '3.30', '', '', '8.80']);
    expect(z1.slice(16)).toEqual(['', '2.50%', '15.00']);
    expect(rows[2]!.slice(0, 4)).toEqual(['Z1', '0.500', '', 'Per kg']);
    expect(rows[2]![13]).toBe('13.59'); // 12.35 x 1.1 = 13.585, half up

    const foreign = await t.call('GET', `/api/product/exportZoneReportPrices/${product.id}/${pkg.id}`, {
      token: c.customer.token,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.errorKey).toBe('PREMIUM_PACKAGE_NOT_FOUND');
    await post('/api/product/allotUserNameToPremiumPackages', { id: pkg.id, userNames: [c.customer.username] });
    const mine = await t.call('GET', `/api/product/exportZoneReportPrices/${product.id}/${pkg.id}`, {
      token: c.customer.token,
      lang: 'zh',
    });
    expect(mine.status).toBe(200);
    const sale = await readSheet(c.customer.token, mine.body.obj.taskId);
    expect(sale[0]).not.toContain('成本首重价');
    expect(sale[0]).toContain('售价首重价');
    expect(sale[1]!.slice(6, 11)).toEqual(['11.00', '3.30', '', '', '8.80']);
    expect(
      (await t.call('GET', `/api/product/exportZoneReportPrices/${product.id}/${pkg.id}`, { token: c.supplier.token }))
        .status,
    ).toBe(404);
  });
});

describe('POST api/product/zoneTemplateImport', () => {
  it("hands the sheet to the product's cost: the cost's zones take the rows, as a task", async () => {
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet('Zones');
    sheet.addRow([
      'Zip code',
      'Zip code type',
      'Delivery place',
      'Zone',
      'Zip code format',
      'Delivery time type',
      'Remark',
      'Is remote',
      'Country code',
    ]);
    sheet.addRow(['10001-10999', '', '', 'Z9', '', '', '', 'No', 'US']);
    const bytes = Buffer.from(await book.xlsx.writeBuffer());
    const res = await t.upload(`/api/product/zoneTemplateImport?productId=${product.id}`, bytes, {
      name: 'zones.xlsx',
      token: c.admin.token,
    });
    expect(res.status).toBe(200);
    const task = await t.taskEnded(c.admin.token, res.body.obj.taskId);
    expect(task.taskStatus).toBe('PROCESSDINGCOMPLETED');
    const { productCostZones } = await import('../product-costs');
    const { eq } = await import('drizzle-orm');
    const zones = await t.db.select().from(productCostZones).where(eq(productCostZones.costId, cost));
    expect(zones.map((z) => z.areaBelongs)).toEqual(['Z9']);

    const notXlsx = await t.upload(`/api/product/zoneTemplateImport?productId=${product.id}`, Buffer.from('a,b'), {
      name: 'z.xlsx',
      token: c.admin.token,
    });
    expect(notXlsx.status).toBe(400);
    const missing = await t.upload('/api/product/zoneTemplateImport?productId=999999', bytes, {
      name: 'zones.xlsx',
      token: c.admin.token,
    });
    expect(missing.status).toBe(404);
    const customer = await t.upload(`/api/product/zoneTemplateImport?productId=${product.id}`, bytes, {
      name: 'zones.xlsx',
      token: c.customer.token,
    });
    expect(customer.status).toBe(403);
  });
});
