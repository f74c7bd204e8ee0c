import crypto from 'node:crypto';
import type { TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';
import { productCosts } from '../product-costs';
import { products } from '../products';

/*
 * Test helpers of the order rules. Products are inserted straight into their tables: the catalogue's calls are not
 * what these tests are about.
 */

export interface Cast {
  admin: { id: number; token: string };
  supplier: { id: number; token: string };
  customer: { id: number; token: string };
  customer2: { id: number; token: string };
  sub: { id: number; token: string };
}

/** The platform, a supplier, two customers and a sub-account of the first. */
export async function cast(t: TestApp): Promise<Cast> {
  const admin = await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] });
  const supplier = await signedInUser(t, { privilegeType: 'SUPPLIER' });
  const customer = await signedInUser(t);
  const customer2 = await signedInUser(t);
  const sub = await signedInUser(t, { parentId: customer.user.id, grants: ['product'] });
  const who = (u: typeof admin) => ({ id: u.user.id, token: u.token });
  return {
    admin: who(admin),
    supplier: who(supplier),
    customer: who(customer),
    customer2: who(customer2),
    sub: who(sub),
  };
}

const code = (prefix: string) => `${prefix}${crypto.randomBytes(4).toString('hex').toUpperCase()}`;

/** A product on a fresh cost of `ownerId`; answers its id and code. */
export async function insertProduct(t: TestApp, ownerId: number, name = '美国专线', nameEn = 'US Express') {
  const [cost] = await t.db
    .insert(productCosts)
    .values({ ownerId, code: code('C'), name: 'Cost', weightCarryRule: '0.5' })
    .returning({ id: productCosts.id });
  const productCode = code('P');
  const [row] = await t.db
    .insert(products)
    .values({ code: productCode, name, nameEn, costId: cost!.id, ownerId, startCountry: 'CN' })
    .returning({ id: products.id });
  return { id: row!.id, code: productCode };
}

/** An ORDER_RULE postcode group of `country` holding these entries (a string, or [start, end] for a range). */
export async function postcodeGroup(
  t: TestApp,
  token: string,
  country: string,
  entries: (string | [string, string])[],
) {
  const res = await t.call('POST', '/api/postcode/group/save', {
    token,
    lang: 'en',
    body: { name: code('Rule postcodes '), countryCode: country, type: 'ORDER_RULE' },
  });
  if (res.status !== 200) throw new Error(`postcode group: ${JSON.stringify(res.body)}`);
  const id = res.body.obj.id as number;
  for (const e of entries) await addPostcode(t, token, id, e);
  return id;
}

export async function addPostcode(t: TestApp, token: string, groupId: number, entry: string | [string, string]) {
  const body =
    typeof entry === 'string' ? { groupId, start: entry } : { groupId, kind: 'RANGE', start: entry[0], end: entry[1] };
  const res = await t.call('POST', '/api/postcode/save', { token, lang: 'en', body });
  if (res.status !== 200) throw new Error(`postcode: ${JSON.stringify(res.body)}`);
}

/** The order-rule calls, as a token makes them (English answers unless told). */
export function rulesApi(t: TestApp, token: string, lang = 'en') {
  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown) =>
    t.call(method, `/api/orderRules/${url}`, { token, lang, ...(body === undefined ? {} : { body }) });
  return {
    call,
    list: (body: unknown = {}) => call('POST', 'list', body),
    saveGroup: (body: unknown) => call('POST', 'addOrUpdateOrderRuleGroup', body),
    saveRule: (body: unknown) => call('POST', 'addOrUpdateOrderRule', body),
    moveUp: (id: number) => call('GET', `moveUp/${id}`),
    moveDown: (id: number) => call('GET', `moveDown/${id}`),
    deleteRule: (groupId: number, id: number) => call('DELETE', `delOrderRule/${groupId}/${id}`),
    deleteGroup: (id: number) => call('DELETE', `delOrderRuleGroup/${id}`),
    batchDelete: (body: unknown) => call('DELETE', 'batchDelOrderRuleGroup', body),
    changeStatus: (body: unknown) => call('POST', 'changeStatus', body),
    copyRule: (id: number) => call('GET', `copyOrderRule/${id}`),
    copyGroup: (id: number) => call('GET', `copyOrderRuleGroup/${id}`),
    evaluate: (body: unknown) => call('POST', 'evaluate', body),
    /** Creates a group and answers its id. */
    async group(name = code('Group '), patch: Record<string, unknown> = {}) {
      const res = await call('POST', 'addOrUpdateOrderRuleGroup', { name, ...patch });
      if (res.status !== 200) throw new Error(`group: ${JSON.stringify(res.body)}`);
      return res.body.obj.id as number;
    },
    /** Creates a rule (INTERCEPT, no conditions, unless patched) and answers its id. */
    async rule(groupId: number, patch: Record<string, unknown> = {}) {
      const res = await call('POST', 'addOrUpdateOrderRule', {
        orderRuleGroupId: groupId,
        name: code('Rule '),
        strategyType: 'INTERCEPT',
        ...patch,
      });
      if (res.status !== 200) throw new Error(`rule: ${JSON.stringify(res.body)}`);
      return res.body.obj.id as number;
    },
  };
}
