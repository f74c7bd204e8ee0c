import { defineTenancyCase } from '../../../test/tenancy/tenancy';

const rowsIds = (body: { rows?: { id: number }[] }) => (body.rows ?? []).map((r) => r.id);
const orderIdsOfBags = (body: { rows?: { id: number }[] }) =>
  ((body.rows ?? []) as unknown as { clearanceOrderId: number }[]).map((r) => r.clearanceOrderId);

const clearanceOrderBody = (id?: number) => ({
  ...(id ? { id } : {}),
  productId: 1,
  portCode: 'ICN',
  awbNo: '180-12345675',
  bags: [{ bagNo: 'BAG-T1', weightKg: '2.5', parcels: [{ parcelNo: 'P-T1', weightKg: '2.5' }] }],
});

/** A customer's clearance orders: another customer, its sub-account and a supplier reach none (decision 271). */
export const clearanceOrderTenancy = defineTenancyCase({
  module: 'clearanceOrders',
  subAccountGrants: [],
  async create(t, token) {
    const res = await t.call('POST', '/api/clearance/aviation/submitClearanceData', {
      token,
      body: clearanceOrderBody(),
    });
    if (res.status !== 200) throw new Error(`create clearance order: ${JSON.stringify(res.body)}`);
    return res.body.obj.id as number;
  },
  onRecord: [
    { name: 'base', request: (id) => ({ method: 'GET', url: `/api/clearance/order/base/${id}` }) },
    {
      name: 'base edit',
      request: (id) => ({ method: 'POST', url: '/api/clearance/order/base/edit', body: clearanceOrderBody(id) }),
    },
    {
      name: 'edit description',
      request: (id) => ({
        method: 'POST',
        url: '/api/clearance/order/edit/description',
        body: { id, description: 'x' },
      }),
    },
    {
      name: 'cancel',
      request: (id) => ({ method: 'POST', url: '/api/clearance/order/update', body: { id, status: 'CANCELED' } }),
    },
    { name: 'submit', request: (id) => ({ method: 'POST', url: `/api/clearance/order/submit/${id}` }) },
    { name: 'doPay', request: (id) => ({ method: 'POST', url: `/api/clearance/order/doPay/${id}` }) },
    { name: 'payAviation', request: (id) => ({ method: 'GET', url: `/api/clearance/aviation/payAviation/${id}` }) },
    {
      name: 'containers',
      request: (id) => ({ method: 'GET', url: `/api/clearance/aviaBagLabel/containerAllList/${id}` }),
    },
    {
      name: 'container label',
      request: (id) => ({ method: 'POST', url: '/api/clearance/aviaBagLabel/containerLabel', body: { id } }),
    },
    {
      name: 'batch cancel',
      request: (id) => ({
        method: 'POST',
        url: '/api/clearance/order/batchUpdate',
        body: { ids: [id], status: 'CANCELED' },
      }),
      answer: (body: { obj: { done: number; failed: { message: string }[] } }) => ({
        done: body.obj.done,
        failed: body.obj.failed.length,
      }),
    },
  ],
  lists: [
    {
      name: 'seachCustList',
      request: { method: 'POST', url: '/api/clearance/aviation/seachCustList', body: {} },
      ids: rowsIds,
    },
    {
      name: 'seachCustIndustryList',
      request: { method: 'POST', url: '/api/clearance/aviation/seachCustIndustryList', body: {} },
      ids: rowsIds,
    },
    {
      name: 'seachCustBagList',
      request: { method: 'POST', url: '/api/clearance/aviation/seachCustBagList', body: {} },
      ids: orderIdsOfBags,
    },
  ],
  async snapshot(t, token, id) {
    const res = await t.call('GET', `/api/clearance/order/base/${id}`, { token });
    return res.body.obj ?? null;
  },
});
