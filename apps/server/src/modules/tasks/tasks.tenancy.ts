import { defineTenancyCase } from '../../../test/tenancy/tenancy';

const rowsIds = (body: { rows?: { id: number }[] }) => (body.rows ?? []).map((r) => r.id);
const list = { method: 'POST' as const, url: '/api/downloadTask/list', body: { pageNo: 0, pageSize: 500 } };

/** A task (and its file) belongs to the account that asked for it. */
export const taskTenancy = defineTenancyCase({
  module: 'tasks',
  subAccountGrants: ['customer.address'],
  async create(t, token) {
    const res = await t.call('POST', '/api/customerAddress/export', { token, body: {} });
    if (res.status !== 200) throw new Error(`export: ${JSON.stringify(res.body)}`);
    const id = res.body.obj.taskId as number;
    for (let i = 0; i < 100; i++) {
      const rows = (await t.call('POST', list.url, { token, body: list.body })).body.rows as {
        id: number;
        taskStatus: string;
      }[];
      if (rows.find((r) => r.id === id)?.taskStatus === 'PROCESSDINGCOMPLETED') return id;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`task ${id} did not finish`);
  },
  onRecord: [{ name: 'file', request: (id) => ({ method: 'GET', url: `/api/downloadTask/file/${id}` }) }],
  lists: [{ name: 'downloadTask/list', request: list, ids: rowsIds }],
  async snapshot(t, token, id) {
    const res = await t.call('POST', list.url, { token, body: list.body });
    return (res.body.rows as { id: number }[]).find((r) => r.id === id) ?? null;
  },
});
