import { defineTenancyCase } from '../../../test/tenancy/tenancy';
import { createUser } from '../../../test/factories/users';
import { uniqueName, type TestApp } from '../../../test/helpers/test-app';

const rowsIds = (body: { rows?: { id: number }[] }) => (body.rows ?? []).map((r) => r.id);

/** The platform makes the industry and service and assigns it; the record is the customer's assignment. */
const admins = new WeakMap<TestApp, Promise<string>>();
function adminOf(t: TestApp): Promise<string> {
  let token = admins.get(t);
  if (!token) {
    token = createUser(t.db, { privilegeType: 'PLATFORM', roles: ['admin'] }).then((u) => t.login(u.username));
    admins.set(t, token);
  }
  return token;
}

export const clearanceAssignmentTenancy = defineTenancyCase({
  module: 'clearancePorts',
  subAccountGrants: [],
  async create(t, token) {
    const info = await t.call('GET', '/auth/info', { token });
    const accountId = info.body.obj.user.accountId as number;
    const admin = await adminOf(t);
    const industry = await t.call('POST', '/api/clearanceIndustry/saveAndUpdate', {
      token: admin,
      body: { name: uniqueName('IND') },
    });
    if (industry.status !== 200) throw new Error(`create industry: ${JSON.stringify(industry.body)}`);
    const service = await t.call('POST', '/api/clearanceIndustry/saveAndUpdateService', {
      token: admin,
      body: { industryId: industry.body.obj.id, name: uniqueName('SVC') },
    });
    if (service.status !== 200) throw new Error(`create service: ${JSON.stringify(service.body)}`);
    const serviceId = service.body.obj.id as number;
    const res = await t.call('POST', '/api/clearanceIndustry/assignClearanceService', {
      token: admin,
      body: { serviceId, accountIds: [accountId] },
    });
    if (res.status !== 200) throw new Error(`assign: ${JSON.stringify(res.body)}`);
    const list = await t.call('GET', `/api/clearanceIndustry/listCustomerClearanceService?serviceId=${serviceId}`, {
      token: admin,
    });
    return (list.body.rows as { id: number }[])[0]!.id;
  },
  onRecord: [{ name: 'cancel', request: (id) => ({ method: 'POST', url: `/api/clearanceIndustry/cancel/${id}` }) }],
  lists: [
    {
      name: 'listCustomerClearanceService GET',
      request: { method: 'GET', url: '/api/clearanceIndustry/listCustomerClearanceService?pageSize=500' },
      ids: rowsIds,
    },
    {
      name: 'listCustomerClearanceService POST',
      request: { method: 'POST', url: '/api/clearanceIndustry/listCustomerClearanceService', body: { pageSize: 500 } },
      ids: rowsIds,
    },
  ],
  async snapshot(t, token, id) {
    const res = await t.call('GET', '/api/clearanceIndustry/listCustomerClearanceService?pageSize=500', { token });
    return (res.body.rows as { id: number }[]).find((r) => r.id === id) ?? null;
  },
});
