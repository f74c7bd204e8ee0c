import { defineTenancyCase } from '../../../../test/tenancy/tenancy';
import { batchSheet, usRow } from './test-support';

const rowsIds = (body: { rows?: { id: number }[] }) => (body.rows ?? []).map((r) => r.id);

/**
 * Batch orders for the cross-tenant sweep. The sweep finds `modules/<module>/*.tenancy.ts` only: re-export this
 * from `orders.tenancy.ts` (`export { orderBatchTenancy } from './batch/batch.tenancy';`). The batch's one row names
 * a product the fresh tenant may not use, so it ends with one failure and a failed-records file, charging nothing.
 */
export const orderBatchTenancy = defineTenancyCase({
  module: 'orders.batch',
  subAccountGrants: ['order.batch'],
  async create(t, token) {
    const res = await t.upload('/api/order/batch/import', await batchSheet([usRow('TENANCY-1')]), {
      token,
      name: 'tenancy.xlsx',
    });
    if (res.status !== 200) throw new Error(`upload a batch: ${JSON.stringify(res.body)}`);
    await t.taskEnded(token, res.body.obj.taskId);
    return res.body.obj.batchId as number;
  },
  onRecord: [
    { name: 'detail', request: (id) => ({ method: 'GET', url: `/api/order/batch/detail/${id}` }) },
    { name: 'report', request: (id) => ({ method: 'GET', url: `/api/order/batch/report/${id}` }) },
  ],
  lists: [
    {
      name: 'list',
      request: { method: 'POST', url: '/api/order/batch/list', body: { pageNo: 0, pageSize: 500 } },
      ids: rowsIds,
    },
  ],
  async snapshot(t, token, id) {
    const res = await t.call('GET', `/api/order/batch/detail/${id}`, { token });
    return res.status === 200 ? res.body.obj : null;
  },
});
