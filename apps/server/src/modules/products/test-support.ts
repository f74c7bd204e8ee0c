import crypto from 'node:crypto';
import type { ProductInput } from '@parcelhub/contracts';
import type { TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';
import { productCostPrices, productCosts } from '../product-costs';

/*
 * Test helpers of the products module. Costs are inserted straight into product_costs: the cost module's calls are
 * not what these tests are about.
 */

export interface Cast {
  admin: { id: number; token: string };
  supplier: { id: number; token: string };
  supplier2: { id: number; token: string };
  customer: { id: number; token: string; username: string; phone: string };
  sub: { id: number; token: string };
  customer2: { id: number; token: string; username: string; phone: string };
}

/** The platform, two suppliers, two customers and a sub-account of the first (granted the product pages). */
export async function cast(t: TestApp): Promise<Cast> {
  const admin = await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] });
  const supplier = await signedInUser(t, { privilegeType: 'SUPPLIER' });
  const supplier2 = await signedInUser(t, { privilegeType: 'SUPPLIER' });
  const customer = await signedInUser(t);
  const customer2 = await signedInUser(t);
  const sub = await signedInUser(t, { parentId: customer.user.id, grants: ['product', 'product.mine'] });
  const person = (u: typeof customer) => ({
    id: u.user.id,
    token: u.token,
    username: u.user.username,
    phone: u.user.phone ?? '',
  });
  return {
    admin: { id: admin.user.id, token: admin.token },
    supplier: { id: supplier.user.id, token: supplier.token },
    supplier2: { id: supplier2.user.id, token: supplier2.token },
    customer: person(customer),
    sub: { id: sub.user.id, token: sub.token },
    customer2: person(customer2),
  };
}

/** A cost owned by `ownerId`, enabled unless told otherwise. */
export async function insertCost(
  t: TestApp,
  ownerId: number,
  patch: Partial<typeof productCosts.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.db
    .insert(productCosts)
    .values({
      ownerId,
      code: `C${crypto.randomBytes(5).toString('hex').toUpperCase()}`,
      name: 'Test cost',
      weightCarryRule: '0.5',
      ...patch,
    })
    .returning({ id: productCosts.id });
  return row!.id;
}

/** Two zones of a cost's rate card, two bands each. */
export async function insertBands(t: TestApp, costId: number) {
  await t.db.insert(productCostPrices).values([
    {
      costId,
      zone: 'Z1',
      weightUpTo: '0.500',
      kind: 'FIRST_ADDITIONAL',
      firstWeight: '0.500',
      firstPrice: '10.00',
      stepWeight: '0.500',
      stepPrice: '3.00',
      minCharge: '8.00',
    },
    { costId, zone: 'Z1', weightUpTo: null, kind: 'PER_KG', unitPrice: '12.35' },
    { costId, zone: 'Z2', weightUpTo: '2.000', kind: 'FIXED', fixedPrice: '25.50' },
    { costId, zone: 'Z2', weightUpTo: null, kind: 'PER_KG', unitPrice: '9.99' },
  ]);
}

let seq = 0;
export const productCode = (prefix = 'P') =>
  `${prefix}${process.pid % 1000}-${++seq}-${crypto.randomBytes(2).toString('hex').toUpperCase()}`;

/** A valid product on `costId`: China to the US and Germany, split bubble, carry rule of the cost. */
export function productInput(costId: number, patch: Partial<ProductInput> = {}): ProductInput {
  return {
    code: productCode(),
    name: '美国专线',
    nameEn: 'US Express Line',
    costId,
    startCountry: 'CN',
    deliveryCountryList: ['US', 'DE'],
    minShippingCycle: 5,
    maxShippingCycle: 9,
    cargoType: ['GENERAL'],
    bubbleWay: 'SPLIT',
    bubblePercentage: '25.5',
    volumeWeightRatio: 6000,
    weightCarryRule: null,
    currencyNo: 'CNY',
    independentWeightLimit: '0.5',
    reportPriceLimit: '800',
    ...patch,
  };
}

/** Shelves a signing product as the platform and answers it. */
export async function shelve(t: TestApp, token: string, costId: number, patch: Partial<ProductInput> = {}) {
  const res = await t.call('POST', '/api/product/signingProductBaseInfo', { token, body: productInput(costId, patch) });
  if (res.status !== 200) throw new Error(`shelve: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.obj as { id: number; code: string; version: number; status: string };
}

/** Puts a product online as the platform. */
export async function online(t: TestApp, token: string, id: number) {
  const res = await t.call('GET', `/api/product/changeStatus/${id}/ONLINE`, { token });
  if (res.status !== 200) throw new Error(`online: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.obj;
}

/** The product's version as stored. */
export async function versionOf(t: TestApp, token: string, id: number): Promise<number> {
  const res = await t.call('GET', `/api/product/getSigningProductInfo/${id}`, { token });
  return res.body.obj.version as number;
}
