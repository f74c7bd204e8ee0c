import { dataAccessOf } from '../../platform/db/data-access';
import { seedDemoWarehouses } from '../warehouses';
import { defineTenancyCase } from '../../../test/tenancy/tenancy';

const rowsIds = (body: { rows?: { id: number }[] }) => (body.rows ?? []).map((r) => r.id);
const list = { method: 'POST' as const, url: '/api/sortTask/list', body: { pageNo: 0, pageSize: 500 } };
const get = (path: string) => (id: number) => ({ method: 'GET' as const, url: `/api/sortTask/${path}?id=${id}` });

/** A sort task belongs to the account of the operator that made it (a supplier's, or the platform's): decision 201. */
export const sortTaskTenancy = defineTenancyCase({
  module: 'sortTasks',
  owner: 'supplier',
  subAccountGrants: ['warehouse.sortTask'],
  async create(t, token) {
    const warehouseId = await seedDemoWarehouses(dataAccessOf(t.database));
    const res = await t.call('POST', '/api/sortTask/add', {
      token,
      body: { warehouseId, sortType: 'DISTRIBUTION_CENTER', insideNumbers: ['NO-SUCH-PARCEL'] },
    });
    if (res.status !== 200) throw new Error(`add: ${JSON.stringify(res.body)}`);
    return res.body.obj.id as number;
  },
  onRecord: [
    { name: 'getPreSortStatus', request: get('getPreSortStatus') },
    { name: 'getPreSortResult', request: get('getPreSortResult') },
    { name: 'getSortStatus', request: get('getSortStatus') },
    { name: 'printSortBatchPDF', request: get('printSortBatchPDF') },
    { name: 'preSort', request: get('preSort') },
    { name: 'sort', request: get('sort') },
    { name: 'cancel', request: get('cancel') },
    { name: 'removeBy', request: get('removeBy') },
  ],
  lists: [{ name: 'sortTask/list', request: list, ids: rowsIds }],
  async snapshot(t, token, id) {
    const res = await t.call('POST', list.url, { token, body: list.body });
    return (res.body.rows as { id: number }[]).find((r) => r.id === id) ?? null;
  },
});
