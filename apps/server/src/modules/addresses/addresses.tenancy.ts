import { defineTenancyCase } from '../../../test/tenancy/tenancy';
import { addressInput } from '../../../test/factories/addresses';

const rowsIds = (body: { rows?: { id: number }[] }) => (body.rows ?? []).map((r) => r.id);

export const addressTenancy = defineTenancyCase({
  module: 'addresses',
  subAccountGrants: ['customer.address', 'customer.address.edit'],
  async create(t, token) {
    const res = await t.call('POST', '/api/customerAddress/saveAddress', { token, body: addressInput() });
    if (res.status !== 200) throw new Error(`create address: ${JSON.stringify(res.body)}`);
    return res.body.obj.id as number;
  },
  onRecord: [
    { name: 'setDefault', request: (id) => ({ method: 'POST', url: '/api/customerAddress/setDefault', body: { id } }) },
    {
      name: 'saveAddress (update)',
      request: (id) => ({
        method: 'POST',
        url: '/api/customerAddress/saveAddress',
        body: addressInput({ id, name: 'Taken Over' }),
      }),
    },
    { name: 'delete', request: (id) => ({ method: 'POST', url: '/api/customerAddress/delete', body: { ids: [id] } }) },
  ],
  lists: [
    {
      name: 'findByDto',
      request: { method: 'POST', url: '/api/customerAddress/findByDto', body: { pageNo: 0, pageSize: 500 } },
      ids: rowsIds,
    },
    { name: 'findByUserId', request: { method: 'GET', url: '/api/customerAddress/findByUserId' }, ids: rowsIds },
  ],
  async snapshot(t, token, id) {
    const res = await t.call('POST', '/api/customerAddress/findByDto', { token, body: { pageNo: 0, pageSize: 500 } });
    return (res.body.rows as { id: number }[]).find((r) => r.id === id) ?? null;
  },
});
