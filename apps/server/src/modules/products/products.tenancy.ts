import { defineTenancyCase } from '../../../test/tenancy/tenancy';
import { insertCost, productInput } from './test-support';

const rowsIds = (body: { rows?: { id: number }[] }) => (body.rows ?? []).map((r) => r.id);

/** Own-account products are their customer's: strangers (customers, their sub-accounts, suppliers) never reach one. */
export const productTenancy = defineTenancyCase({
  module: 'products',
  subAccountGrants: ['product', 'product.mine'],
  async create(t, token) {
    const info = await t.call('GET', '/auth/info', { token });
    const accountId = info.body.obj.user.accountId as number;
    const costId = await insertCost(t, accountId);
    const res = await t.call('POST', '/api/product/addOrUpdate', { token, body: productInput(costId) });
    if (res.status !== 200) throw new Error(`create own product: ${JSON.stringify(res.body)}`);
    return res.body.obj.id as number;
  },
  onRecord: [
    {
      name: 'getNotSigningProductInfo',
      request: (id) => ({ method: 'GET', url: `/api/product/getNotSigningProductInfo/${id}` }),
    },
    {
      name: 'getSigningProductInfo',
      request: (id) => ({ method: 'GET', url: `/api/product/getSigningProductInfo/${id}` }),
    },
    { name: 'productInfo', request: (id) => ({ method: 'GET', url: `/api/product/productInfo/${id}` }) },
    { name: 'changeStatus', request: (id) => ({ method: 'GET', url: `/api/product/changeStatus/${id}/ONLINE` }) },
    {
      name: 'editNotSigningProduct',
      request: (id) => ({
        method: 'POST',
        url: '/api/product/editNotSigningProduct',
        body: { ...productInput(1), id },
      }),
    },
    {
      name: 'addSupportConfig',
      request: (id) => ({
        method: 'POST',
        url: '/api/product/addSupportConfig',
        body: { productId: id, orderChannels: ['API'] },
      }),
    },
    {
      name: 'updatePreRecordingAmount',
      request: (id) => ({
        method: 'POST',
        url: '/api/product/updatePreRecordingAmount',
        body: { productId: id, preRecordingAmount: '1' },
      }),
    },
    { name: 'getConsigneeConfig', request: (id) => ({ method: 'GET', url: `/api/product/getConsigneeConfig/${id}` }) },
    { name: 'getOrderRule', request: (id) => ({ method: 'GET', url: `/api/productApiValidate/getOrderRule/${id}` }) },
    { name: 'labelSettingList', request: (id) => ({ method: 'GET', url: `/api/product/labelSettingList/${id}` }) },
    {
      name: 'labelSetting',
      request: (id) => ({
        method: 'POST',
        url: '/api/product/labelSetting',
        body: { productId: id, labelId: 'STD', customerPrintLabelType: 'PDF_A4', reqDeliveryLabelRule: 'SYNC' },
      }),
    },
  ],
  lists: [
    {
      name: 'product list',
      request: { method: 'POST', url: '/api/product/list', body: { pageSize: 100 } },
      ids: rowsIds,
    },
  ],
  async snapshot(t, token, id) {
    const res = await t.call('GET', `/api/product/getNotSigningProductInfo/${id}`, { token });
    return res.status === 200 ? res.body.obj : null;
  },
});
