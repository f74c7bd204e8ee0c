import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { dataAccessOf } from '../../platform/db/data-access';
import { createRegionsService } from '../regions';
import { createUsersService } from '../users';
import type { TasksService } from '../tasks';
import { createProductsService } from './products.service';
import { cast, insertCost, online, productInput, shelve, type Cast } from './test-support';

let t: TestApp;
let c: Cast;
let supplierCost: number;
let supplier2Cost: number;
let assigned: { id: number; code: string };
let offlineAssigned: { id: number };
let unassigned: { id: number };
let otherSupplier: { id: number };

const COST_KEYS = [
  'costId',
  'costCode',
  'costName',
  'costStatus',
  'productPostcodeRule',
  'customerCount',
  'packageCount',
];

beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  supplierCost = await insertCost(t, c.supplier.id, { code: 'SECRETCOST1' });
  supplier2Cost = await insertCost(t, c.supplier2.id);
  assigned = await shelve(t, c.admin.token, supplierCost, { deliveryCountryList: ['US', 'CA'] });
  offlineAssigned = await shelve(t, c.admin.token, supplierCost, { deliveryCountryList: ['FR'] });
  unassigned = await shelve(t, c.admin.token, supplierCost, { deliveryCountryList: ['JP'] });
  otherSupplier = await shelve(t, c.admin.token, supplier2Cost, { deliveryCountryList: ['KR'] });
  for (const p of [assigned, unassigned, otherSupplier]) await online(t, c.admin.token, p.id);
  for (const p of [assigned, offlineAssigned]) {
    const res = await t.call('POST', '/api/product/allotCustomers', {
      token: c.admin.token,
      body: { productId: p.id, customerIds: [c.customer.id] },
    });
    expect(res.status).toBe(200);
  }
});
afterAll(() => t.close());

const ids = async (token: string, body: object = {}) =>
  (
    (await t.call('POST', '/api/product/list', { token, body: { pageSize: 100, ...body } })).body.rows as {
      id: number;
    }[]
  ).map((r) => r.id);
const get = (token: string, id: number, lang = 'en') =>
  t.call('GET', `/api/product/getSigningProductInfo/${id}`, { token, lang });

describe('what a customer sees', () => {
  it('only products assigned to it, signed and online, and never a cost', async () => {
    expect(await ids(c.customer.token)).toEqual([assigned.id]);
    const res = await get(c.customer.token, assigned.id);
    expect(res.status).toBe(200);
    expect(res.body.obj).toMatchObject({
      id: assigned.id,
      signingStatus: 'SIGNED',
      premiumPackage: null,
      ownerName: '',
    });
    for (const key of COST_KEYS) expect(res.body.obj).not.toHaveProperty(key);
    const list = await t.call('POST', '/api/product/list', { token: c.customer.token, body: {} });
    for (const key of COST_KEYS) expect(list.body.rows[0]).not.toHaveProperty(key);
    expect(JSON.stringify(list.body)).not.toContain('SECRETCOST1');
    const info = await t.call('GET', `/api/product/productInfo/${assigned.id}`, { token: c.customer.token });
    expect(info.body.obj).toMatchObject({ id: assigned.id, deliveryCountryList: ['US', 'CA'] });
    expect(JSON.stringify(info.body)).not.toContain('cost');
  });

  it('answers 404 for products not assigned, offline, or another customer’s, exactly as for missing ones', async () => {
    const missing = await get(c.customer.token, 999_999);
    for (const id of [unassigned.id, offlineAssigned.id, otherSupplier.id]) {
      const res = await get(c.customer.token, id);
      expect(res.status).toBe(404);
      expect({ ...res.body, msg: '', params: {} }).toEqual({ ...missing.body, msg: '', params: {} });
      expect((await t.call('GET', `/api/product/productInfo/${id}`, { token: c.customer.token })).status).toBe(404);
      expect((await t.call('GET', `/api/product/getSupportConfig/${id}`, { token: c.customer.token })).status).toBe(
        404,
      );
    }
    expect(await ids(c.customer2.token)).toEqual([]);
    expect((await get(c.customer2.token, assigned.id)).status).toBe(404);
  });

  it('a sub-account sees what its main account sees', async () => {
    expect(await ids(c.sub.token)).toEqual([assigned.id]);
    expect((await get(c.sub.token, assigned.id)).body.obj.signingStatus).toBe('SIGNED');
  });

  it('may not change a product it only uses', async () => {
    const res = await t.call('GET', `/api/product/changeStatus/${assigned.id}/OFFLINE`, {
      token: c.customer.token,
      lang: 'zh',
    });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ errorKey: 'PRODUCT_READ_ONLY', msg: '您只能查看该产品，不能修改' });
    const config = await t.call('POST', '/api/product/addSupportConfig', {
      token: c.customer.token,
      body: { productId: assigned.id, orderChannels: ['WEB'] },
    });
    expect(config.status).toBe(403);
    const signing = await t.call('POST', '/api/product/editSigningProductStatus', {
      token: c.customer.token,
      body: { productId: assigned.id, customerId: c.customer.id, signingStatus: 'TERMINATED' },
    });
    expect(signing.status).toBe(403);
  });
});

describe('what a supplier sees', () => {
  it('the products shelved on its own costs, with their cost, and nothing else', async () => {
    expect((await ids(c.supplier.token)).sort()).toEqual([assigned.id, offlineAssigned.id, unassigned.id].sort());
    expect(await ids(c.supplier2.token)).toEqual([otherSupplier.id]);
    const own = await get(c.supplier.token, assigned.id);
    expect(own.body.obj).toMatchObject({ costId: supplierCost, costCode: 'SECRETCOST1' });
    expect(own.body.obj).not.toHaveProperty('customerCount');
    expect((await get(c.supplier.token, otherSupplier.id)).status).toBe(404);
    expect((await get(c.supplier2.token, assigned.id)).status).toBe(404);
  });

  it('reads them only: no status change, no edit, no customers', async () => {
    expect(
      (await t.call('GET', `/api/product/changeStatus/${assigned.id}/OFFLINE`, { token: c.supplier.token })).status,
    ).toBe(403);
    const edit = await t.call('POST', '/api/product/editSigningProduct', {
      token: c.supplier.token,
      body: { ...productInput(supplierCost, { code: assigned.code }), id: assigned.id },
    });
    expect(edit.status).toBe(403);
    expect(
      (await t.call('GET', `/api/product/allotProductCustomerList/${assigned.id}`, { token: c.supplier.token })).status,
    ).toBe(403);
    expect(
      (await t.call('GET', `/api/product/changeStatus/${otherSupplier.id}/OFFLINE`, { token: c.supplier.token }))
        .status,
    ).toBe(404);
  });
});

describe('own-account products', () => {
  it('a customer shelves its own on a cost of its own account, within its edition cap of 2', async () => {
    const ownCost = await insertCost(t, c.customer.id);
    const save = (body: unknown, token = c.customer.token, lang = 'en') =>
      t.call('POST', '/api/product/addOrUpdate', { token, lang, body });
    const first = await save(productInput(ownCost, { deliveryCountryList: ['GB'] }));
    expect(first.status).toBe(200);
    expect(first.body.obj).toMatchObject({
      source: 'OWN',
      ownerId: c.customer.id,
      status: 'OFFLINE',
      signingStatus: null,
    });
    for (const key of COST_KEYS) expect(first.body.obj).not.toHaveProperty(key);
    const notMine = await save(productInput(supplierCost));
    expect(notMine.status).toBe(404);
    expect(notMine.body.errorKey).toBe('PRODUCT_COST_NOT_FOUND');
    expect((await save(productInput(ownCost), c.sub.token)).status).toBe(200);
    const third = await save(productInput(ownCost), c.customer.token, 'zh');
    expect(third.status).toBe(409);
    expect(third.body).toMatchObject({ errorKey: 'OWN_PRODUCT_CAP_REACHED', params: { cap: 2 } });
    expect(third.body.msg).toContain('2');

    const mine = await ids(c.customer.token, { queryType: 'NOT_SIGNING' });
    expect(mine).toHaveLength(2);
    const detail = await t.call('GET', `/api/product/getNotSigningProductInfo/${first.body.obj.id}`, {
      token: c.customer.token,
    });
    expect(detail.status).toBe(200);
    expect((await get(c.customer.token, first.body.obj.id)).status).toBe(404);
    expect(
      (await t.call('GET', `/api/product/getNotSigningProductInfo/${first.body.obj.id}`, { token: c.customer2.token }))
        .status,
    ).toBe(404);
    expect(
      (await t.call('GET', `/api/product/getNotSigningProductInfo/${assigned.id}`, { token: c.admin.token })).status,
    ).toBe(404);

    const edited = await save({
      ...productInput(ownCost, { code: first.body.obj.code, name: 'Mine 2', deliveryCountryList: ['GB'] }),
      id: first.body.obj.id,
    });
    expect(edited.body.obj).toMatchObject({ name: 'Mine 2', version: 2 });
    const byStranger = await t.call('POST', '/api/product/editNotSigningProduct', {
      token: c.customer2.token,
      body: { ...productInput(ownCost), id: first.body.obj.id },
    });
    expect(byStranger.status).toBe(404);
    const byPlatform = await t.call('POST', '/api/product/editNotSigningProduct', {
      token: c.admin.token,
      body: {
        ...productInput(ownCost, { code: first.body.obj.code, name: 'Fixed by ops', deliveryCountryList: ['GB'] }),
        id: first.body.obj.id,
      },
    });
    expect(byPlatform.body.obj).toMatchObject({ name: 'Fixed by ops', ownerId: c.customer.id });
    expect((await save(productInput(ownCost), c.admin.token)).status).toBe(403);
  });

  it('spec §4: a product the platform took offline goes online again only by the platform', async () => {
    const ownCost = await insertCost(t, c.customer2.id);
    const own = (
      await t.call('POST', '/api/product/addOrUpdate', { token: c.customer2.token, body: productInput(ownCost) })
    ).body.obj;
    const status = (token: string, s: string, lang = 'en') =>
      t.call('GET', `/api/product/changeStatus/${own.id}/${s}`, { token, lang });

    const up = await status(c.customer2.token, 'ONLINE');
    expect(up.body.obj).toMatchObject({ status: 'ONLINE', offlineBy: null, version: 2 });
    expect((await status(c.customer2.token, 'OFFLINE')).body.obj).toMatchObject({
      status: 'OFFLINE',
      offlineBy: 'USER',
    });
    expect((await status(c.customer2.token, 'ONLINE')).body.obj.status).toBe('ONLINE');

    expect((await status(c.admin.token, 'OFFLINE')).body.obj).toMatchObject({
      status: 'OFFLINE',
      offlineBy: 'PLATFORM',
    });
    const words = {
      zh: '该产品已被平台下架，请联系客服',
      en: 'This product was taken offline by the platform: please contact customer service',
      ko: '이 상품은 플랫폼에서 판매 중지했습니다. 고객 서비스에 문의하세요',
    };
    for (const [lang, msg] of Object.entries(words)) {
      const res = await status(c.customer2.token, 'ONLINE', lang);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ errorKey: 'PRODUCT_OFFLINE_BY_PLATFORM', msg });
    }
    // Taking it offline again as the customer does not lift the platform's hold.
    expect((await status(c.customer2.token, 'OFFLINE')).body.obj.offlineBy).toBe('PLATFORM');
    expect((await status(c.customer2.token, 'ONLINE')).status).toBe(409);
    const back = await status(c.admin.token, 'ONLINE');
    expect(back.body.obj).toMatchObject({ status: 'ONLINE', offlineBy: null });

    // A customer's offline product the platform takes offline becomes the platform's hold too.
    await status(c.customer2.token, 'OFFLINE');
    expect((await status(c.admin.token, 'OFFLINE')).body.obj.offlineBy).toBe('PLATFORM');
    expect((await status(c.customer2.token, 'ONLINE')).status).toBe(409);
  });

  it('takes the GET writes only with the token in the header, never from the cookie a cross-site link carries', async () => {
    const p = await shelve(t, c.admin.token, supplierCost);
    const cookie = { cookie: `HD-TOEKN=${c.admin.token}` };
    const byCookie = await t.call('GET', `/api/product/changeStatus/${p.id}/ONLINE`, { headers: cookie });
    expect(byCookie.status).toBe(401);
    expect((await get(c.admin.token, p.id)).body.obj.status).toBe('OFFLINE');
    expect((await t.call('GET', '/api/productApiValidate/delete/1', { headers: cookie })).status).toBe(401);
    expect((await t.call('GET', `/api/product/exportZoneReportPrices/${p.id}/1`, { headers: cookie })).status).toBe(
      401,
    );
    // JSON reads do not take the cookie either: only the file links that declare it do.
    expect((await t.call('GET', `/api/product/productInfo/${p.id}`, { headers: cookie })).status).toBe(401);
  });

  it('refuses to put a product online on a disabled cost', async () => {
    const cost = await insertCost(t, c.supplier.id);
    const p = await shelve(t, c.admin.token, cost);
    const { productCosts } = await import('../product-costs');
    const { eq } = await import('drizzle-orm');
    await t.db.update(productCosts).set({ status: 'DISABLED' }).where(eq(productCosts.id, cost));
    const res = await t.call('GET', `/api/product/changeStatus/${p.id}/ONLINE`, { token: c.admin.token });
    expect(res.status).toBe(409);
    expect(res.body.errorKey).toBe('PRODUCT_COST_DISABLED');
  });
});

describe('POST api/region/listsByProduct', () => {
  const countries = async (token: string, body: unknown) =>
    ((await t.call('POST', '/api/region/listsByProduct', { token, lang: 'en', body })).body.rows as { value: string }[])
      .map((r) => r.value)
      .sort();

  it('answers the union of the destinations of the products the caller may use', async () => {
    expect(await countries(c.admin.token, [assigned.id, unassigned.id])).toEqual(['CA', 'JP', 'US']);
    expect(await countries(c.customer.token, { productIds: [assigned.id, unassigned.id, otherSupplier.id] })).toEqual([
      'CA',
      'US',
    ]);
    expect(await countries(c.customer2.token, [assigned.id])).toEqual([]);
    expect(await countries(c.supplier2.token, [assigned.id, otherSupplier.id])).toEqual(['KR']);
    expect((await countries(c.customer.token, [])).length).toBe(249);
  });
});

describe('the service other modules call', () => {
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

  it('usableProducts: a customer its assigned, signed, online ones and its own online ones', async () => {
    const s = service();
    expect(await s.usableProducts(c.customer.id)).toEqual([assigned.id]);
    expect(
      await s.usableProducts({ accountId: c.customer.id, privilegeType: 'USER' }, [assigned.id, unassigned.id]),
    ).toEqual([assigned.id]);
    expect(await s.usableProducts(c.customer.id, [])).toEqual([]);
    expect(await s.usableProducts(c.customer2.id)).toEqual([]); // its own product is held offline by the platform
    const [own] = await ids(c.customer.token, { queryType: 'NOT_SIGNING' });
    await t.call('GET', `/api/product/changeStatus/${own}/ONLINE`, { token: c.customer.token });
    expect(await s.usableProducts(c.customer.id)).toEqual([assigned.id, own].sort((a, b) => a! - b!));
    expect(await s.usableProducts({ accountId: c.admin.id, privilegeType: 'PLATFORM' }, [offlineAssigned.id])).toEqual(
      [],
    );
  });

  it('productPriceData: the product row with its rules, limits, version and packages', async () => {
    const data = await service().productPriceData(assigned.id);
    expect(data?.product).toMatchObject({
      id: assigned.id,
      bubbleWay: 'SPLIT',
      volumeWeightRatio: 6000,
      costId: supplierCost,
    });
    expect(data?.packages).toEqual([]);
    expect(await service().productPriceData(999_999)).toBeNull();
  });
});
