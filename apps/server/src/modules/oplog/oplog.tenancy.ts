import { defineTenancyCase } from '../../../test/tenancy/tenancy';
import { addressInput } from '../../../test/factories/addresses';

const history = (id: number) => `/api/sysOperateLog/lists/${id}?resource=customer_addresses`;

/** A record's history is its owner's: strangers get the answer of a record with no history at all. */
export const oplogTenancy = defineTenancyCase({
  module: 'oplog',
  subAccountGrants: ['customer.address', 'customer.address.edit'],
  async create(t, token) {
    const res = await t.call('POST', '/api/customerAddress/saveAddress', { token, body: addressInput() });
    if (res.status !== 200) throw new Error(`create address: ${JSON.stringify(res.body)}`);
    return res.body.obj.id as number;
  },
  onRecord: [{ name: 'history', request: (id) => ({ method: 'GET', url: history(id) }) }],
  lists: [],
  async snapshot(t, token, id) {
    const res = await t.call('GET', history(id), { token });
    return res.status === 200 ? res.body.rows : null;
  },
});
