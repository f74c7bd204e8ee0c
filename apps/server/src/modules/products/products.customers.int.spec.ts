import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { productCustomers, premiumPackageCustomers } from './products.tables';
import { cast, insertCost, online, shelve, versionOf, type Cast } from './test-support';

let t: TestApp;
let c: Cast;
let cost: number;
beforeAll(async () => {
  t = await createTestApp();
  c = await cast(t);
  cost = await insertCost(t, c.supplier.id);
});
afterAll(() => t.close());

const post = (url: string, body: unknown, lang = 'en', token = c.admin.token) =>
  t.call('POST', url, { token, lang, body });
const customersOf = async (productId: number, query = '') =>
  (await t.call('GET', `/api/product/allotProductCustomerList/${productId}${query}`, { token: c.admin.token })).body;
const stateOf = async (productId: number, customerId: number) =>
  ((await customersOf(productId, '?pageSize=500')).rows as { customerId: number; state: string }[]).find(
    (r) => r.customerId === customerId,
  )?.state;

describe('assigning customers', () => {
  it('lists customer main accounts with their state; assigning signs them and moves the version', async () => {
    const p = await shelve(t, c.admin.token, cost);
    await online(t, c.admin.token, p.id);
    const before = await versionOf(t, c.admin.token, p.id);
    const list = await customersOf(p.id, '?pageSize=500');
    const names = list.rows.map((r: { userName: string }) => r.userName);
    expect(names).toContain(c.customer.username);
    expect(names).toContain(c.customer2.username);
    expect(list.rows.every((r: { state: string }) => r.state === 'UNASSIGNED')).toBe(true);
    expect(list.rows.some((r: { customerId: number }) => r.customerId === c.sub.id)).toBe(false);
    expect(list.rows.some((r: { customerId: number }) => r.customerId === c.supplier.id)).toBe(false);

    const res = await post('/api/product/allotCustomers', {
      productId: p.id,
      customerIds: [c.customer.id, c.customer.id],
    });
    expect(res.body.obj).toEqual({ id: p.id, version: before + 1 });
    expect(await stateOf(p.id, c.customer.id)).toBe('SIGNED');
    const signed = await customersOf(p.id, '?state=SIGNED');
    expect(signed.total).toBe(1);
    expect(signed.rows[0]).toMatchObject({ customerId: c.customer.id, state: 'SIGNED', premiumPackage: null });
    expect((await customersOf(p.id, `?keyword=${c.customer2.username}`)).rows[0].state).toBe('UNASSIGNED');
    const seen = await t.call('GET', `/api/product/getSigningProductInfo/${p.id}`, { token: c.customer.token });
    expect(seen.body.obj.signingStatus).toBe('SIGNED');
  });

  it('terminating stops the customer seeing and using the product; signing again brings it back', async () => {
    const p = await shelve(t, c.admin.token, cost);
    await online(t, c.admin.token, p.id);
    await post('/api/product/allotCustomers', { productId: p.id, customerIds: [c.customer.id] });
    const v = await versionOf(t, c.admin.token, p.id);
    const terminate = await post('/api/product/editSigningProductStatus', {
      productId: p.id,
      customerId: c.customer.id,
      signingStatus: 'TERMINATED',
    });
    expect(terminate.status).toBe(200);
    expect(terminate.body.obj).toMatchObject({ state: 'TERMINATED', customerId: c.customer.id });
    expect(terminate.body.obj.terminatedAt).toEqual(expect.any(String));
    expect(await versionOf(t, c.admin.token, p.id)).toBe(v + 1);
    expect((await t.call('GET', `/api/product/productInfo/${p.id}`, { token: c.customer.token })).status).toBe(404);
    // Assigning again keeps the termination: only signing lifts it.
    await post('/api/product/allotCustomers', { productId: p.id, customerIds: [c.customer.id] });
    expect(await stateOf(p.id, c.customer.id)).toBe('TERMINATED');
    const sign = await post('/api/product/editSigningProductStatus', {
      productId: p.id,
      customerId: c.customer.id,
      signingStatus: 'SIGNED',
    });
    expect(sign.body.obj).toMatchObject({ state: 'SIGNED', terminatedAt: null });
    expect((await t.call('GET', `/api/product/productInfo/${p.id}`, { token: c.customer.token })).status).toBe(200);

    const notAssigned = await post(
      '/api/product/editSigningProductStatus',
      { productId: p.id, customerId: c.customer2.id, signingStatus: 'TERMINATED' },
      'ko',
    );
    expect(notAssigned.status).toBe(404);
    expect(notAssigned.body.errorKey).toBe('PRODUCT_CUSTOMER_NOT_ASSIGNED');
    // Signing an unassigned customer assigns it.
    const direct = await post('/api/product/editSigningProductStatus', {
      productId: p.id,
      customerId: c.customer2.id,
      signingStatus: 'SIGNED',
    });
    expect(direct.body.obj.state).toBe('SIGNED');
  });

  it('unassigning takes the customer off; only customer main accounts can be assigned', async () => {
    const p = await shelve(t, c.admin.token, cost);
    await post('/api/product/allotCustomers', { productId: p.id, customerIds: [c.customer.id, c.customer2.id] });
    await post('/api/product/unallotCustomers', { productId: p.id, customerIds: [c.customer2.id] });
    expect(await stateOf(p.id, c.customer2.id)).toBe('UNASSIGNED');
    expect(await stateOf(p.id, c.customer.id)).toBe('SIGNED');
    for (const [id, lang, msg] of [
      [c.sub.id, 'en', `No customer found for ${c.sub.id}`],
      [c.supplier.id, 'zh', `找不到客户：${c.supplier.id}`],
      [999_999, 'ko', '고객을 찾을 수 없습니다: 999999'],
    ] as const) {
      const res = await post(
        '/api/product/allotCustomers',
        { productId: p.id, customerIds: [c.customer.id, id] },
        lang,
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errorKey: 'PRODUCT_CUSTOMER_UNKNOWN', msg });
    }
    const hostile = [
      { productId: p.id, customerIds: [] },
      { productId: p.id, customerIds: [2 ** 31] },
      { productId: p.id, customerIds: ['1'] },
      { productId: p.id, customerIds: Array.from({ length: 501 }, (_, i) => i + 1) },
      { productId: 2 ** 32, customerIds: [1] },
    ];
    for (const body of hostile) expect((await post('/api/product/allotCustomers', body)).status).toBe(400);
    expect(
      (await post('/api/product/allotCustomers', { productId: 999_999, customerIds: [c.customer.id] })).status,
    ).toBe(404);
  });

  it('50 concurrent assignments of the same customer end with one row, and every one moved the version', async () => {
    const p = await shelve(t, c.admin.token, cost);
    const v = await versionOf(t, c.admin.token, p.id);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        post('/api/product/allotCustomers', { productId: p.id, customerIds: [c.customer2.id] }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const [row] = await t.db
      .select({ n: count() })
      .from(productCustomers)
      .where(and(eq(productCustomers.productId, p.id), eq(productCustomers.customerId, c.customer2.id)));
    expect(row!.n).toBe(1);
    expect(await versionOf(t, c.admin.token, p.id)).toBe(v + 50);
  });
});

describe('premium package assignment under load', () => {
  it('50 concurrent assignments of one customer to two packages of a product end with one row', async () => {
    const p = await shelve(t, c.admin.token, cost);
    const pkg = async (name: string) =>
      (
        await post('/api/product/addOrUpdatePremiumPackages', {
          productId: p.id,
          name,
          basicKind: 'PERCENT',
          basicValue: 10,
          surchargeKind: 'PERCENT',
          surchargeValue: 0,
          handlingKind: 'FIXED',
          handlingValue: 0,
        })
      ).body.obj.id as number;
    const a = await pkg('A');
    const b = await pkg('B');
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 2 === 0
          ? post('/api/product/allotUserNameToPremiumPackages', {
              id: i % 4 === 0 ? a : b,
              userNames: [c.customer.username],
            })
          : post('/api/product/allotPhoneToPremiumPackages', { id: i % 4 === 1 ? a : b, phones: [c.customer.phone] }),
      ),
    );
    expect(answers.every((r) => r.status === 200)).toBe(true);
    const rows = await t.db
      .select()
      .from(premiumPackageCustomers)
      .where(and(eq(premiumPackageCustomers.productId, p.id), eq(premiumPackageCustomers.customerId, c.customer.id)));
    expect(rows).toHaveLength(1);
    expect([a, b]).toContain(rows[0]!.packageId);
  });
});
