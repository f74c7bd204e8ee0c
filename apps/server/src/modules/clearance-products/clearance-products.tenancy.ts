import { defineTenancyCase } from '../../../test/tenancy/tenancy';
import { createUser } from '../../../test/factories/users';
import type { TestApp } from '../../../test/helpers/test-app';
import { PRICES, createProduct, saleQuoteFor } from './test-support';

const rowsIds = (body: { rows?: { id: number }[] }) => (body.rows ?? []).map((r) => r.id);
const productIds = (body: { rows?: { productId: number }[] }) => (body.rows ?? []).map((r) => r.productId);

/** Clearance products are made by the platform, on a supplier's cost or sold to a customer (decision 171's way). */
const admins = new WeakMap<TestApp, Promise<string>>();
function adminOf(t: TestApp): Promise<string> {
  let token = admins.get(t);
  if (!token) {
    token = createUser(t.db, { privilegeType: 'PLATFORM', roles: ['admin'] }).then((u) => t.login(u.username));
    admins.set(t, token);
  }
  return token;
}

const info = async (t: TestApp, token: string) => (await t.call('GET', '/auth/info', { token })).body.obj.user;

/** A supplier's clearance product: other suppliers (and their sub-accounts) and customers never reach it. */
export const clearanceSupplierTenancy = defineTenancyCase({
  module: 'clearanceProducts',
  owner: 'supplier',
  subAccountGrants: [],
  async create(t, token) {
    const { accountId } = await info(t, token);
    return (await createProduct(t, await adminOf(t), accountId as number, { status: 'ENABLED' })).id;
  },
  onRecord: [
    { name: 'byId', request: (id) => ({ method: 'GET', url: `/api/clearanceProduct/byId/${id}` }) },
    { name: 'getPublicParam', request: (id) => ({ method: 'GET', url: `/api/clearanceProduct/getPublicParam/${id}` }) },
    {
      name: 'editStatus',
      request: (id) => ({ method: 'POST', url: `/api/clearanceProduct/editStatus/${id}/ENABLED` }),
    },
    {
      name: 'editSupplierConfig',
      request: (id) => ({
        method: 'POST',
        url: `/api/clearanceProduct/editSupplierConfig/${id}`,
        body: { referenceCustomerName: 'x' },
      }),
    },
    {
      name: 'getClearanceCostQuote',
      request: (id) => ({ method: 'GET', url: `/api/clearanceProduct/getClearanceCostQuote/${id}` }),
    },
    {
      name: 'saveQuote (cost)',
      request: (id) => ({
        method: 'POST',
        url: '/api/clearanceProduct/saveQuote',
        body: { productId: id, kind: 'COST', ...PRICES },
      }),
    },
  ],
  lists: [
    { name: 'list', request: { method: 'POST', url: '/api/clearanceProduct/list', body: { pageSize: 500 } }, ids: rowsIds },
    {
      name: 'dropdown ROLLOUT_ORDERED_QUERY',
      request: { method: 'GET', url: '/api/clearanceProduct/dropdown/ROLLOUT_ORDERED_QUERY' },
      ids: rowsIds,
    },
  ],
  async snapshot(t, token, id) {
    const res = await t.call('GET', `/api/clearanceProduct/byId/${id}`, { token });
    const cost = await t.call('GET', `/api/clearanceProduct/getClearanceCostQuote/${id}`, { token });
    return { product: res.body.obj ?? null, cost: cost.body.obj ?? null };
  },
});

/** A customer's assignment: what is quoted to one customer never shows to another, its sub-account or a supplier. */
export const clearanceCustomerTenancy = defineTenancyCase({
  module: 'clearanceProducts',
  subAccountGrants: ['clearance', 'clearance.price'],
  async create(t, token) {
    const admin = await adminOf(t);
    const supplier = await createUser(t.db, { privilegeType: 'SUPPLIER' });
    const { username } = await info(t, token);
    const { id } = await createProduct(t, admin, supplier.id);
    await saleQuoteFor(t, admin, id, username as string);
    await t.call('POST', '/api/clearanceProduct/signingProduct', { token: admin, body: { id } });
    await t.call('POST', `/api/clearanceProduct/editStatus/${id}/ENABLED`, { token: admin });
    return id;
  },
  onRecord: [
    { name: 'byId', request: (id) => ({ method: 'GET', url: `/api/clearanceProduct/byId/${id}` }) },
    { name: 'getPublicParam', request: (id) => ({ method: 'GET', url: `/api/clearanceProduct/getPublicParam/${id}` }) },
  ],
  lists: [
    { name: 'list', request: { method: 'POST', url: '/api/clearanceProduct/list', body: { pageSize: 500 } }, ids: rowsIds },
    {
      name: 'dropdown SELF_BOL_QUERY',
      request: { method: 'GET', url: '/api/clearanceProduct/dropdown/SELF_BOL_QUERY' },
      ids: rowsIds,
    },
    {
      name: 'premium/mine',
      request: { method: 'GET', url: '/api/clearance/product/price/premium/mine' },
      ids: productIds as never,
    },
  ],
  async snapshot(t, token, id) {
    const res = await t.call('GET', `/api/clearanceProduct/byId/${id}`, { token });
    return res.body.obj ?? null;
  },
});
