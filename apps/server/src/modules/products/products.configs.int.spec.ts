import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { cast, insertCost, online, productInput, shelve, versionOf, type Cast } from './test-support';

let t: TestApp;
let c: Cast;
let product: { id: number };
let ownProduct: { id: number };
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  const cost = await insertCost(t, c.supplier.id);
  product = await shelve(t, c.admin.token, cost);
  await online(t, c.admin.token, product.id);
  await t.call('POST', '/api/product/allotCustomers', {
    token: c.admin.token,
    body: { productId: product.id, customerIds: [c.customer.id] },
  });
  const ownCost = await insertCost(t, c.customer2.id);
  ownProduct = (
    await t.call('POST', '/api/product/addOrUpdate', { token: c.customer2.token, body: productInput(ownCost) })
  ).body.obj;
});
afterAll(() => t.close());

const post = (url: string, body: unknown, token = c.admin.token, lang = 'en') =>
  t.call('POST', url, { token, lang, body });
const get = (url: string, token = c.admin.token) => t.call('GET', url, { token });

describe('support, consignee and order edit configs', () => {
  it('answer defaults until saved, then what was saved; none moves the product version', async () => {
    const v = await versionOf(t, c.admin.token, product.id);
    const fresh = await get(`/api/product/getSupportConfig/${product.id}`, c.customer.token);
    expect(fresh.body.obj).toMatchObject({
      orderChannels: ['WEB', 'BATCH', 'API'],
      supportMultiBox: true,
      maxBoxes: 0,
      updatedAt: null,
    });
    const saved = await post('/api/product/addSupportConfig', {
      productId: product.id,
      orderChannels: ['API', 'WEB'],
      supportBattery: true,
      maxBoxes: 20,
      remark: 'line 1\nline 2',
    });
    expect(saved.body.obj).toMatchObject({
      orderChannels: ['API', 'WEB'],
      supportBattery: true,
      maxBoxes: 20,
      remark: 'line 1\nline 2',
    });
    const again = await post('/api/product/addSupportConfig', { productId: product.id, orderChannels: ['WEB'] });
    expect(again.body.obj).toMatchObject({ orderChannels: ['WEB'], supportBattery: false, maxBoxes: 0 });
    expect(
      (await post('/api/product/addSupportConfig', { productId: product.id, orderChannels: ['FAX'] })).status,
    ).toBe(400);
    expect((await post('/api/product/addSupportConfig', { productId: product.id, orderChannels: [] })).status).toBe(
      400,
    );

    const consignee = await post('/api/product/addConsigneeConfig', {
      productId: product.id,
      emailRequired: true,
      customsNoRequired: true,
      houseNumberRequired: true,
      nameMaxLength: 50,
    });
    expect(consignee.body.obj).toMatchObject({
      emailRequired: true,
      customsNoRequired: true,
      houseNumberRequired: true,
      nameMaxLength: 50,
      addressMaxLength: 100,
    });
    const info = await get(`/api/product/productInfo/${product.id}`, c.customer.token);
    expect(info.body.obj.requiresCustomsNo).toBe(true);
    const bad = await post(
      '/api/product/addConsigneeConfig',
      { productId: product.id, nameMaxLength: 0 },
      c.admin.token,
      'zh',
    );
    expect(bad.body.fieldErrors[0]).toEqual({ field: 'nameMaxLength', message: '请输入正整数' });

    const edit = await post('/api/product/updateOrderEditParam', {
      productId: product.id,
      editableFields: ['CONSIGNEE', 'REMARK'],
      editableUntil: 'LABELED',
    });
    expect(edit.body.obj).toMatchObject({
      editableFields: ['CONSIGNEE', 'REMARK'],
      editableUntil: 'LABELED',
      allowCancel: true,
    });
    expect((await get(`/api/product/getOrderEditParam/${product.id}`, c.sub.token)).body.obj.editableUntil).toBe(
      'LABELED',
    );
    expect(
      (await post('/api/product/updateOrderEditParam', { productId: product.id, editableFields: ['PRICE'] })).status,
    ).toBe(400);
    // customsNoRequired is the product's own flag and a quote reads it, so that save moved the version once.
    expect(await versionOf(t, c.admin.token, product.id)).toBe(v + 1);
  });

  it('pre-recording amount: 2 decimals, not negative', async () => {
    const res = await post('/api/product/updatePreRecordingAmount', {
      productId: product.id,
      preRecordingAmount: '12.5',
    });
    expect(res.body.obj).toMatchObject({ id: product.id, preRecordingAmount: '12.50' });
    const bad = await post(
      '/api/product/updatePreRecordingAmount',
      { productId: product.id, preRecordingAmount: '1.999' },
      c.admin.token,
      'ko',
    );
    expect(bad.body.fieldErrors[0]).toEqual({ field: 'preRecordingAmount', message: '소수점 이하 최대 2자리' });
    expect(
      (await post('/api/product/updatePreRecordingAmount', { productId: product.id, preRecordingAmount: -1 })).status,
    ).toBe(400);
  });

  it('a customer writes the configs of its own products only; a supplier none', async () => {
    const own = await post(
      '/api/product/addSupportConfig',
      { productId: ownProduct.id, orderChannels: ['API'] },
      c.customer2.token,
    );
    expect(own.status).toBe(200);
    expect(
      (
        await post(
          '/api/product/addSupportConfig',
          { productId: ownProduct.id, orderChannels: ['API'] },
          c.customer.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (await post('/api/product/addSupportConfig', { productId: product.id, orderChannels: ['API'] }, c.customer.token))
        .status,
    ).toBe(403);
    expect(
      (await post('/api/product/addSupportConfig', { productId: product.id, orderChannels: ['API'] }, c.supplier.token))
        .status,
    ).toBe(403);
    expect(
      (
        await post(
          '/api/product/addSupportConfig',
          { productId: product.id, orderChannels: ['API'] },
          c.supplier2.token,
        )
      ).status,
    ).toBe(404);
  });
});

describe('API validation rules', () => {
  it('adds, replaces, lists and deletes rules; a bad pattern or a second rule of the kind is refused', async () => {
    const add = await post('/api/productApiValidate/addOrUpdate', {
      productId: product.id,
      field: 'consignee.zipCode',
      rule: 'REGEX',
      pattern: '^\\d{5}$',
      message: 'ZIP must be 5 digits',
    });
    expect(add.status).toBe(200);
    expect(add.body.obj).toMatchObject({ rule: 'REGEX', pattern: '^\\d{5}$', minLength: null, enabled: true });
    const length = await post('/api/productApiValidate/addOrUpdate', {
      productId: product.id,
      field: 'consignee.name',
      rule: 'LENGTH',
      minLength: 2,
      maxLength: 35,
      message: '2-35 characters',
    });
    expect(length.body.obj).toMatchObject({ minLength: 2, maxLength: 35, pattern: '' });
    const replaced = await post('/api/productApiValidate/addOrUpdate', {
      id: add.body.obj.id,
      productId: product.id,
      field: 'consignee.zipCode',
      rule: 'REGEX',
      pattern: '^\\d{5}(-\\d{4})?$',
      message: 'US ZIP',
      enabled: false,
    });
    expect(replaced.body.obj).toMatchObject({ id: add.body.obj.id, message: 'US ZIP', enabled: false });
    const list = await get(`/api/productApiValidate/getOrderRule/${product.id}`, c.customer.token);
    expect(list.body.rows.map((r: { field: string }) => r.field)).toEqual(['consignee.name', 'consignee.zipCode']);

    const cases: [object, string, string][] = [
      [{ rule: 'REGEX', pattern: '([a-z' }, 'pattern', 'Invalid value'],
      [{ rule: 'REGEX', pattern: '' }, 'pattern', 'This field cannot be empty'],
      [{ rule: 'LENGTH', minLength: 9, maxLength: 3 }, 'minLength', 'Minimum cannot exceed maximum'],
      [{ rule: 'LENGTH' }, 'maxLength', 'This field cannot be empty'],
      [{ rule: 'REQUIRED', field: 'consignee.password' }, 'field', 'Invalid value'],
      [{ rule: 'REQUIRED', message: 'a\u0000' }, 'message', 'Must not contain control characters'],
    ];
    for (const [patch, field, message] of cases) {
      const res = await post('/api/productApiValidate/addOrUpdate', {
        productId: product.id,
        field: 'referenceNo',
        message: 'x',
        ...patch,
      });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.fieldErrors.find((f: { field: string }) => f.field === field)?.message).toBe(message);
    }
    const dup = await post(
      '/api/productApiValidate/addOrUpdate',
      {
        productId: product.id,
        field: 'consignee.name',
        rule: 'LENGTH',
        maxLength: 10,
        message: 'again',
      },
      c.admin.token,
      'zh',
    );
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ errorKey: 'PRODUCT_RULE_TAKEN', msg: '该字段已有同类校验规则' });

    expect((await get(`/api/productApiValidate/delete/${length.body.obj.id}`, c.customer.token)).status).toBe(403);
    expect((await get(`/api/productApiValidate/delete/${length.body.obj.id}`, c.customer2.token)).status).toBe(404);
    expect((await get(`/api/productApiValidate/delete/${length.body.obj.id}`)).body.obj).toEqual({ deleted: 1 });
    const gone = await get(`/api/productApiValidate/delete/${length.body.obj.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.errorKey).toBe('PRODUCT_RULE_NOT_FOUND');
  });
});

describe('logistics rules', () => {
  it('adds, lists by priority, replaces and deletes rules choosing a last-mile service', async () => {
    const services = await get('/api/product/logisticsRules/rulesServices', c.customer.token);
    expect(services.body.rows).toContainEqual({ label: 'ROYAL MAIL', value: 'ROYAL_MAIL' });
    const low = await post('/api/product/logisticsRules/addOrUpdateLogisticsRules', {
      productId: product.id,
      name: 'Default',
      serviceCode: 'USPS',
    });
    expect(low.body.obj).toMatchObject({ countryCodes: [], weightMin: '0.000', weightMax: '0.000', priority: 0 });
    const high = await post('/api/product/logisticsRules/addOrUpdateLogisticsRules', {
      productId: product.id,
      name: 'Heavy west',
      countryCodes: ['US', 'US'],
      zipPrefixes: ['9', '8'],
      weightMin: '2',
      weightMax: '30.5',
      serviceCode: 'UPS',
      priority: 10,
    });
    expect(high.body.obj).toMatchObject({ countryCodes: ['US'], zipPrefixes: ['9', '8'], weightMax: '30.500' });
    const list = await get(`/api/product/logisticsRules/list/${product.id}`, c.customer.token);
    expect(list.body.rows.map((r: { name: string }) => r.name)).toEqual(['Heavy west', 'Default']);
    const bad = await post('/api/product/logisticsRules/addOrUpdateLogisticsRules', {
      productId: product.id,
      name: 'x',
      weightMin: 5,
      weightMax: 1,
      serviceCode: 'UPS',
    });
    expect(bad.body.fieldErrors[0]).toEqual({ field: 'weightMin', message: 'Minimum cannot exceed maximum' });
    const country = await post('/api/product/logisticsRules/addOrUpdateLogisticsRules', {
      productId: product.id,
      name: 'x',
      countryCodes: ['QQ'],
      serviceCode: 'UPS',
    });
    expect(country.body.errorKey).toBe('PRODUCT_COUNTRY_UNKNOWN');
    expect(
      (
        await post('/api/product/logisticsRules/addOrUpdateLogisticsRules', {
          productId: product.id,
          name: 'x',
          serviceCode: 'PIGEON',
        })
      ).status,
    ).toBe(400);
    const del = `/api/product/logisticsRules/delLogisticsRules/${product.id}/${low.body.obj.id}`;
    expect((await t.call('DELETE', del, { token: c.supplier.token })).status).toBe(403);
    expect((await t.call('DELETE', del, { token: c.admin.token })).body.obj).toEqual({ deleted: 1 });
    expect((await t.call('DELETE', del, { token: c.admin.token })).status).toBe(404);
  });
});

describe('label settings', () => {
  it('one setting per label, replaced when saved again; the supplier of the cost keeps them too', async () => {
    const save = (body: object, token = c.admin.token) =>
      post('/api/product/labelSetting', { productId: product.id, ...body }, token);
    const first = await save({
      labelId: 'STANDARD',
      customerPrintLabelType: 'PDF_10x10',
      reqDeliveryLabelRule: 'SYNC',
    });
    expect(first.body.obj).toMatchObject({
      labelId: 'STANDARD',
      customerPrintLabelType: 'PDF_10x10',
      reqDeliveryLabelRule: 'SYNC',
    });
    const bySupplier = await save(
      { labelId: 'STANDARD', customerPrintLabelType: 'PDF_A4', reqDeliveryLabelRule: 'ASYNC' },
      c.supplier.token,
    );
    expect(bySupplier.body.obj).toMatchObject({
      id: first.body.obj.id,
      customerPrintLabelType: 'PDF_A4',
      reqDeliveryLabelRule: 'ASYNC',
    });
    await save({ labelId: 'LOGO', customerPrintLabelType: 'ZPL_10x15', reqDeliveryLabelRule: 'SYNC' });
    const list = await get(`/api/product/labelSettingList/${product.id}`, c.supplier.token);
    expect(list.body.rows.map((r: { labelId: string }) => r.labelId)).toEqual(['LOGO', 'STANDARD']);
    expect(
      (
        await save(
          { labelId: 'X', customerPrintLabelType: 'PDF_10x10', reqDeliveryLabelRule: 'SYNC' },
          c.supplier2.token,
        )
      ).status,
    ).toBe(404);
    expect(
      (
        await save(
          { labelId: 'X', customerPrintLabelType: 'PDF_10x10', reqDeliveryLabelRule: 'SYNC' },
          c.customer.token,
        )
      ).status,
    ).toBe(403);
    const bad = await save({ labelId: 'bad id', customerPrintLabelType: 'PNG', reqDeliveryLabelRule: 'LATER' });
    expect(bad.body.fieldErrors.map((f: { field: string }) => f.field).sort()).toEqual([
      'customerPrintLabelType',
      'labelId',
      'reqDeliveryLabelRule',
    ]);
  });
});

describe('shuttle service providers', () => {
  it('the platform keeps them; everyone lists them by name', async () => {
    const add = await post('/api/shortBargeServiceProvider/save', {
      name: '顺路短驳',
      code: 'SL',
      phone: '+86 755 1234 5678',
    });
    expect(add.body.obj).toMatchObject({ name: '顺路短驳', code: 'SL', enabled: true });
    await post('/api/shortBargeServiceProvider/save', { name: 'Harbour Trucks' });
    const dup = await post('/api/shortBargeServiceProvider/save', { name: 'harbour trucks' });
    expect(dup.status).toBe(409);
    expect(dup.body.errorKey).toBe('SHUTTLE_PROVIDER_NAME_TAKEN');
    const edited = await post('/api/shortBargeServiceProvider/save', {
      id: add.body.obj.id,
      name: '顺路短驳',
      enabled: false,
    });
    expect(edited.body.obj.enabled).toBe(false);
    expect((await post('/api/shortBargeServiceProvider/save', { id: 999_999, name: 'x' })).status).toBe(404);
    expect((await post('/api/shortBargeServiceProvider/save', { name: 'x' }, c.supplier.token)).status).toBe(403);
    const list = await post('/api/shortBargeServiceProvider/list', { name: 'harbour' }, c.customer.token);
    expect(list.body.rows.map((r: { name: string }) => r.name)).toEqual(['Harbour Trucks']);
    expect((await post('/api/shortBargeServiceProvider/list', { enabled: true }, c.supplier.token)).body.total).toBe(1);
  });
});
