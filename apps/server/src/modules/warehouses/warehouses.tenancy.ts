import { defineTenancyCase } from '../../../test/tenancy/tenancy';
import { createUser } from '../../../test/factories/users';
import { uniqueName, type TestApp } from '../../../test/helpers/test-app';

const rowsIds = (body: { rows?: { id: number }[] }) => (body.rows ?? []).map((r) => r.id);

/** Customers do not keep warehouses themselves: the platform adds one for the owner's account (decision 171). */
const admins = new WeakMap<TestApp, Promise<string>>();
function adminOf(t: TestApp): Promise<string> {
  let token = admins.get(t);
  if (!token) {
    token = createUser(t.db, { privilegeType: 'PLATFORM', roles: ['admin'] }).then((u) => t.login(u.username));
    admins.set(t, token);
  }
  return token;
}

export const warehouseTenancy = defineTenancyCase({
  module: 'warehouses',
  subAccountGrants: [],
  async create(t, token) {
    const info = await t.call('GET', '/auth/info', { token });
    const accountId = info.body.obj.user.accountId as number;
    const admin = await adminOf(t);
    const code = uniqueName('W').toUpperCase();
    const res = await t.call('POST', '/api/sortWarehouse/add', { token: admin, body: { code, name: code, accountId } });
    if (res.status !== 200) throw new Error(`create warehouse: ${JSON.stringify(res.body)}`);
    const id = res.body.obj.id as number;
    await t.call('POST', '/api/sortWarehouse/bay/import', {
      token: admin,
      body: { warehouseId: id, text: '1 1\n2 2' },
    });
    return id;
  },
  onRecord: [
    {
      name: 'update',
      request: (id) => ({ method: 'POST', url: '/api/sortWarehouse/update', body: { id, code: 'X1', name: 'X' } }),
    },
    { name: 'delete', request: (id) => ({ method: 'POST', url: `/api/sortWarehouse/delete/${id}` }) },
    { name: 'bays', request: (id) => ({ method: 'GET', url: `/api/sortWarehouse/bays/${id}` }) },
    {
      name: 'bay import',
      request: (id) => ({
        method: 'POST',
        url: '/api/sortWarehouse/bay/import',
        body: { warehouseId: id, text: '3 3' },
      }),
    },
    {
      name: 'bay add',
      request: (id) => ({
        method: 'POST',
        url: '/api/sortWarehouse/bay/save',
        body: { warehouseId: id, number: 9, distance: '1' },
      }),
    },
    { name: 'robots', request: (id) => ({ method: 'GET', url: `/api/sortRobot/list/${id}` }) },
    {
      name: 'robot add',
      request: (id) => ({
        method: 'POST',
        url: '/api/sortRobot/save',
        body: { warehouseId: id, identifier: 'R-X' },
      }),
    },
  ],
  lists: [
    { name: 'custList', request: { method: 'GET', url: '/api/sortWarehouse/custList' }, ids: rowsIds },
    { name: 'options', request: { method: 'GET', url: '/api/sortWarehouse/options?withDisabled=true' }, ids: rowsIds },
  ],
  async snapshot(t, token, id) {
    const res = await t.call('GET', '/api/sortWarehouse/custList?pageSize=500', { token });
    return (res.body.rows as { id: number }[]).find((r) => r.id === id) ?? null;
  },
});
