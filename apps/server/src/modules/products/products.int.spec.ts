import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { cast, insertCost, productInput, shelve, type Cast } from './test-support';

let t: TestApp;
let c: Cast;
let supplierCost: number;
let platformCost: number;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  supplierCost = await insertCost(t, c.supplier.id);
  platformCost = await insertCost(t, c.admin.id, {
    weightCarryRule: 'CUSTOM',
    customWeightRule: [
      { upTo: '21', step: '0.5' },
      { upTo: null, step: '1' },
    ],
  });
});
afterAll(() => t.close());

const create = (body: unknown, lang = 'en', token = c.admin.token) =>
  t.call('POST', '/api/product/signingProductBaseInfo', { token, lang, body });
const fieldError = (body: { fieldErrors?: { field: string; message: string }[] }, field: string) =>
  body.fieldErrors?.find((f) => f.field === field)?.message;

describe('POST api/product/signingProductBaseInfo', () => {
  it('shelves a product on a supplier cost, offline, at version 1, with every field of spec §3 it holds', async () => {
    const input = productInput(supplierCost, {
      productLabels: ['快', 'Tracked'],
      supportMethod: 'PICKUP',
      cargoType: ['GENERAL', 'BATTERY'],
      calcType: 'PER_SHIPMENT',
      maxLongestSide: '120',
      maxGirth: '300.5',
      maxPieceWeight: '30.125',
      maxPieces: 10,
      usePreRecordedType: 'PRE_RECORD',
      requiresCustomsNo: true,
    });
    const res = await create(input);
    expect(res.status).toBe(200);
    expect(res.body.obj).toMatchObject({
      code: input.code,
      name: '美国专线',
      source: 'SUPPLIER',
      ownerId: c.admin.id,
      status: 'OFFLINE',
      offlineBy: null,
      version: 1,
      startCountry: 'CN',
      startCountryName: 'China',
      deliveryCountryList: ['US', 'DE'],
      deliveryCountryListEcho: ['United States', 'Germany'],
      bubbleWay: 'SPLIT',
      bubblePercentage: '25.50',
      volumeWeightRatio: 6000,
      calcType: 'PER_SHIPMENT',
      weightCarryRule: null,
      effectiveWeightCarryRule: '0.5',
      independentWeightLimit: '0.500',
      reportPriceLimit: '800.00',
      maxGirth: '300.50',
      maxPieceWeight: '30.125',
      maxPieces: 10,
      productLabels: ['快', 'Tracked'],
      cargoType: ['GENERAL', 'BATTERY'],
      currencyNo: 'CNY',
      costId: supplierCost,
      costStatus: 'ENABLED',
      customerCount: 0,
      packageCount: 0,
      requiresCustomsNo: true,
    });
  });

  it('takes the platform as the source on its own cost, and the cost carry rule when the product has none', async () => {
    const res = await create(productInput(platformCost));
    expect(res.body.obj).toMatchObject({
      source: 'PLATFORM',
      weightCarryRule: null,
      effectiveWeightCarryRule: 'CUSTOM',
      effectiveCustomWeightRule: [
        { upTo: '21', step: '0.5' },
        { upTo: null, step: '1' },
      ],
    });
    const own = await create(
      productInput(platformCost, {
        weightCarryRule: 'CUSTOM',
        customWeightRule: [
          { upTo: '2', step: '0.1' },
          { upTo: null, step: '0.5' },
        ],
      }),
    );
    expect(own.body.obj.effectiveCustomWeightRule).toEqual([
      { upTo: '2', step: '0.1' },
      { upTo: null, step: '0.5' },
    ]);
  });

  it("words the spec's validation messages in the caller's language", async () => {
    const bad = productInput(supplierCost, {
      code: 'us-line',
      bubblePercentage: '12.345',
      volumeWeightRatio: 1.5,
      currencyNo: 'cny',
      reportPriceLimit: '-1',
      startCountry: 'CHN',
    });
    const words = {
      en: [
        'Invalid value',
        'At most 2 decimals',
        'Must be a positive integer',
        'Three uppercase letters',
        'Cannot be less than 0',
        'Two uppercase letters',
      ],
      zh: ['格式不正确', '最多 2 位小数', '请输入正整数', '请输入三位大写字母', '不能小于 0', '请输入两位大写字母'],
      ko: [
        '형식이 올바르지 않습니다',
        '소수점 이하 최대 2자리',
        '양의 정수를 입력하세요',
        '대문자 3자리를 입력하세요',
        '0보다 작을 수 없습니다',
        '대문자 2자리를 입력하세요',
      ],
    };
    for (const [lang, expected] of Object.entries(words)) {
      const res = await create(bad, lang);
      expect(res.status).toBe(400);
      expect(res.body.errorKey).toBe('VALIDATION_FAILED');
      const fields = [
        'code',
        'bubblePercentage',
        'volumeWeightRatio',
        'currencyNo',
        'reportPriceLimit',
        'startCountry',
      ];
      expect(fields.map((f) => fieldError(res.body, f))).toEqual(expected);
    }
    // Rules across fields are checked once every field is well formed.
    const cycle = {
      zh: '最小值不能大于最大值',
      en: 'Minimum cannot exceed maximum',
      ko: '최솟값은 최댓값보다 클 수 없습니다',
    };
    for (const [lang, words] of Object.entries(cycle)) {
      const res = await create(productInput(supplierCost, { minShippingCycle: 10, maxShippingCycle: 3 }), lang);
      expect(res.status).toBe(400);
      expect(fieldError(res.body, 'minShippingCycle')).toBe(words);
    }
  });

  it('refuses custom carry bands that are missing or not ascending, and a split percentage above 100', async () => {
    const missing = await create(productInput(supplierCost, { weightCarryRule: 'CUSTOM', customWeightRule: [] }));
    expect(fieldError(missing.body, 'customWeightRule')).toBe('This field cannot be empty');
    const descending = await create(
      productInput(supplierCost, {
        weightCarryRule: 'CUSTOM',
        customWeightRule: [
          { upTo: '5', step: '0.5' },
          { upTo: '2', step: '1' },
        ],
      }),
    );
    expect(fieldError(descending.body, 'customWeightRule.1.upTo')).toBe('Maximum cannot be below minimum');
    const pct = await create(productInput(supplierCost, { bubblePercentage: 100.01 }));
    expect(fieldError(pct.body, 'bubblePercentage')).toBe('Number too large: at most 100');
    const rule = await create(productInput(supplierCost, { weightCarryRule: '0.25' as never }));
    expect(rule.status).toBe(400);
  });

  it('refuses unknown countries, unknown and disabled costs, and a code already taken', async () => {
    const country = await create(productInput(supplierCost, { deliveryCountryList: ['US', 'XX'] }), 'zh');
    expect(country.status).toBe(400);
    expect(country.body).toMatchObject({ errorKey: 'PRODUCT_COUNTRY_UNKNOWN', msg: '国家/地区代码不存在：XX' });
    const cost = await create(productInput(999_999));
    expect(cost.status).toBe(404);
    expect(cost.body.errorKey).toBe('PRODUCT_COST_NOT_FOUND');
    const disabled = await insertCost(t, c.supplier.id, { status: 'DISABLED' });
    const off = await create(productInput(disabled), 'ko');
    expect(off.status).toBe(409);
    expect(off.body.errorKey).toBe('PRODUCT_COST_DISABLED');
    expect(off.body.msg).toMatch(/원가/);
    const first = await shelve(t, c.admin.token, supplierCost);
    const again = await create(productInput(supplierCost, { code: first.code }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ errorKey: 'PRODUCT_CODE_TAKEN', params: { code: first.code } });
  });

  it('answers hostile input with 4xx, never 5xx', async () => {
    const base = productInput(supplierCost);
    const bodies: unknown[] = [
      { ...base, name: 'a\u0000b' },
      { ...base, code: 'AB\u0000' },
      { ...base, name: 'x'.repeat(10_240) },
      { ...base, nameEn: 'é'.repeat(10_240) },
      { ...base, costId: 2 ** 31 },
      { ...base, costId: 99_999_999_999 },
      { ...base, costId: -1 },
      { ...base, name: 5 },
      { ...base, deliveryCountryList: 'US' },
      { ...base, deliveryCountryList: Array.from({ length: 301 }, () => 'US') },
      { ...base, volumeWeightRatio: 'abc' },
      { ...base, volumeWeightRatio: 1e300 },
      { ...base, reportPriceLimit: '1e5' },
      { ...base, reportPriceLimit: 'NaN' },
      { ...base, independentWeightLimit: { $gt: 0 } },
      { ...base, productLabels: ['\ud800'] },
      { ...base, customWeightRule: 'x', weightCarryRule: 'CUSTOM' },
      [base],
      'not json',
      null,
    ];
    for (const [i, body] of bodies.entries()) {
      const res = await create(body);
      const label = `body ${i}`;
      expect(res.status, label).toBeGreaterThanOrEqual(400);
      expect(res.status, label).toBeLessThan(500);
      expect(res.body.flag).toBe(false);
    }
    for (const url of [
      `/api/product/getSigningProductInfo/${2 ** 31}`,
      '/api/product/getSigningProductInfo/99999999999999999999',
      '/api/product/getSigningProductInfo/0',
      '/api/product/getSigningProductInfo/abc',
      '/api/product/getSigningProductInfo/1.5',
      '/api/product/productInfo/%00',
      '/api/product/changeStatus/1/SOMETIMES',
      `/api/product/changeStatus/${2 ** 40}/ONLINE`,
    ]) {
      const res = await t.call('GET', url, { token: c.admin.token });
      expect(res.status, url).toBe(400);
    }
    const list = await t.call('POST', '/api/product/list', {
      token: c.admin.token,
      body: { code: 'x'.repeat(10_240), pageSize: 'all' },
    });
    expect(list.status).toBe(400);
  });

  it('is the platform’s: a supplier or a customer is refused', async () => {
    expect((await create(productInput(supplierCost), 'en', c.supplier.token)).status).toBe(403);
    expect((await create(productInput(supplierCost), 'en', c.customer.token)).status).toBe(403);
    expect((await create(productInput(supplierCost), 'en', '')).status).toBe(401);
  });
});

describe('editing', () => {
  it('editSigningProduct changes the fields and moves the version; the start country stays', async () => {
    const p = await shelve(t, c.admin.token, supplierCost);
    const edit = (body: unknown, lang = 'en') =>
      t.call('POST', '/api/product/editSigningProduct', { token: c.admin.token, lang, body });
    const res = await edit({
      ...productInput(supplierCost, { code: p.code }),
      id: p.id,
      name: '美国专线 2',
      maxShippingCycle: 12,
      weightCarryRule: '0.1',
      bubbleWay: 'FULL',
    });
    expect(res.status).toBe(200);
    expect(res.body.obj).toMatchObject({
      name: '美国专线 2',
      maxShippingCycle: 12,
      weightCarryRule: '0.1',
      effectiveWeightCarryRule: '0.1',
      bubbleWay: 'FULL',
      bubblePercentage: '0.00',
      version: 2,
    });
    const origin = await edit({ ...productInput(supplierCost, { code: p.code, startCountry: 'HK' }), id: p.id }, 'zh');
    expect(origin.status).toBe(400);
    expect(origin.body).toMatchObject({ errorKey: 'PRODUCT_ORIGIN_FIXED', msg: '产品创建后不能修改起运国家' });
    const missing = await edit({ ...productInput(supplierCost), id: 999_999 });
    expect(missing.status).toBe(404);
    const notSigning = await t.call('POST', '/api/product/editNotSigningProduct', {
      token: c.admin.token,
      body: { ...productInput(supplierCost, { code: p.code }), id: p.id },
    });
    expect(notSigning.status).toBe(404);
    expect(notSigning.body.errorKey).toBe('PRODUCT_NOT_FOUND');
  });

  it('multiCostSigningProduct shelves one product per cost, all or none', async () => {
    const second = await insertCost(t, c.supplier2.id);
    const { code: _c, name: _n, nameEn: _e, costId: _i, ...base } = productInput(supplierCost);
    const items = [
      { costId: supplierCost, code: 'MULTI-A1', name: 'A' },
      { costId: second, code: 'MULTI-B1', name: 'B' },
    ];
    const res = await t.call('POST', '/api/product/multiCostSigningProduct', {
      token: c.admin.token,
      body: { base, items },
    });
    expect(res.status).toBe(200);
    expect(res.body.rows.map((r: { costId: number; code: string }) => [r.costId, r.code])).toEqual([
      [supplierCost, 'MULTI-A1'],
      [second, 'MULTI-B1'],
    ]);
    const disabled = await insertCost(t, c.supplier.id, { status: 'DISABLED' });
    const failing = await t.call('POST', '/api/product/multiCostSigningProduct', {
      token: c.admin.token,
      body: {
        base,
        items: [
          { costId: supplierCost, code: 'MULTI-C1', name: 'C' },
          { costId: disabled, code: 'MULTI-D1', name: 'D' },
        ],
      },
    });
    expect(failing.status).toBe(409);
    const list = await t.call('POST', '/api/product/list', { token: c.admin.token, body: { code: 'MULTI-C1' } });
    expect(list.body.total).toBe(0);
    const cycle = await t.call('POST', '/api/product/multiCostSigningProduct', {
      token: c.admin.token,
      body: { base: { ...base, minShippingCycle: 9, maxShippingCycle: 1 }, items },
    });
    expect(cycle.status).toBe(400);
    expect(cycle.body.fieldErrors[0].field).toBe('base.minShippingCycle');
    const dup = await t.call('POST', '/api/product/multiCostSigningProduct', {
      token: c.admin.token,
      body: {
        base,
        items: [
          { costId: supplierCost, code: 'MULTI-E1', name: 'E' },
          { costId: second, code: 'MULTI-E1', name: 'E' },
        ],
      },
    });
    expect(dup.body.errorKey).toBe('PRODUCT_CODE_TAKEN');
  });
});

describe('POST api/product/list', () => {
  it('filters by code, name, status, source, destination and query type', async () => {
    const jp = await shelve(t, c.admin.token, platformCost, {
      name: '日本小包',
      nameEn: 'Japan Parcel',
      deliveryCountryList: ['JP'],
    });
    const list = (body: object) =>
      t.call('POST', '/api/product/list', { token: c.admin.token, body }).then((r) => r.body);
    expect((await list({ destination: 'JP' })).rows.map((r: { id: number }) => r.id)).toEqual([jp.id]);
    expect((await list({ name: 'japan' })).rows[0].id).toBe(jp.id);
    expect((await list({ code: jp.code.toLowerCase() })).total).toBe(1);
    expect((await list({ source: 'PLATFORM', destination: 'JP' })).total).toBe(1);
    expect((await list({ source: 'SUPPLIER', destination: 'JP' })).total).toBe(0);
    expect((await list({ status: 'ONLINE', destination: 'JP' })).total).toBe(0);
    expect((await list({ queryType: 'NOT_SIGNING', destination: 'JP' })).total).toBe(0);
    expect((await list({ queryType: 'SIGNING', destination: 'JP' })).total).toBe(1);
    const page = await list({ pageNo: 0, pageSize: 2 });
    expect(page.rows).toHaveLength(2);
    expect(page.total).toBeGreaterThan(2);
    expect((await list({ pageNo: 999 })).rows).toEqual([]);
  });
});

describe('dropdowns', () => {
  it('productQueryTypes and reportPriceTypesRolesLimit answer in the caller language, as each may see them', async () => {
    const types = await t.call('GET', '/api/productEnum/productQueryTypes', { token: c.customer.token, lang: 'ko' });
    expect(types.body.rows).toEqual([
      { label: '전체 상품', value: 'ALL' },
      { label: '계약 상품', value: 'SIGNING' },
      { label: '자체 계정 상품', value: 'NOT_SIGNING' },
    ]);
    const values = async (token: string) =>
      (await t.call('GET', '/api/productEnum/reportPriceTypesRolesLimit', { token, lang: 'en' })).body.rows;
    expect(await values(c.admin.token)).toEqual([
      { label: 'Customer quote', value: 'INTERNAL_REPORT_PRICE', privilegeTypes: ['PLATFORM', 'USER'] },
      { label: 'Public price', value: 'PUBLIC_REPORT_PRICE', privilegeTypes: ['PLATFORM', 'USER', 'SUPPLIER'] },
      { label: 'Procurement cost', value: 'THEIR_OWN_REPORT_PRICE', privilegeTypes: ['PLATFORM', 'SUPPLIER'] },
    ]);
    expect((await values(c.customer.token)).map((r: { value: string }) => r.value)).toEqual([
      'INTERNAL_REPORT_PRICE',
      'PUBLIC_REPORT_PRICE',
    ]);
    expect((await values(c.supplier.token)).map((r: { value: string }) => r.value)).toEqual([
      'PUBLIC_REPORT_PRICE',
      'THEIR_OWN_REPORT_PRICE',
    ]);
  });

  it('costPriceInfo: the platform any cost, a supplier its own, others 404', async () => {
    const url = `/api/product/costPriceInfo/${supplierCost}`;
    const admin = await t.call('GET', url, { token: c.admin.token });
    expect(admin.body.obj).toMatchObject({ id: supplierCost, ownerId: c.supplier.id, status: 'ENABLED' });
    expect(admin.body.obj.productCount).toBeGreaterThan(0);
    expect((await t.call('GET', url, { token: c.supplier.token })).status).toBe(200);
    expect((await t.call('GET', url, { token: c.supplier2.token })).status).toBe(404);
    expect((await t.call('GET', url, { token: c.customer.token })).status).toBe(404);
  });
});
