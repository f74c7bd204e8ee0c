import type { TestApp } from '../../../test/helpers/test-app';
import { uniqueName } from '../../../test/helpers/test-app';
import { defineTenancyCase } from '../../../test/tenancy/tenancy';

/*
 * Postcode groups (and their postcodes) are their supplier's: another supplier, its sub-account and a customer reach
 * none of them. The supplier's sub-account with the postcode page does.
 */

const GRANTS = ['product.postcode'];
const rowsIds = (body: { rows?: { id: number }[] }) => (body.rows ?? []).map((r) => r.id);
const optionIds = (body: { rows?: unknown[] }) =>
  ((body.rows ?? []) as { value: string }[]).map((r) => Number(r.value));

const groupInput = (patch: Record<string, unknown> = {}) => ({
  name: uniqueName('Remote '),
  countryCode: 'US',
  type: 'REMOTE',
  description: 'Alaska',
  ...patch,
});

async function createGroup(t: TestApp, token: string): Promise<number> {
  const res = await t.call('POST', '/api/postcode/group/save', { token, body: groupInput() });
  if (res.status !== 200) throw new Error(`create a postcode group: ${JSON.stringify(res.body)}`);
  const id = res.body.obj.id as number;
  const entry = await t.call('POST', '/api/postcode/save', { token, body: { groupId: id, start: '99501' } });
  if (entry.status !== 200) throw new Error(`add a postcode: ${JSON.stringify(entry.body)}`);
  return id;
}

async function groupSnapshot(t: TestApp, token: string, id: number) {
  const res = await t.call('GET', `/api/postcode/getGroup2/${id}`, { token });
  return res.status === 200 ? res.body.obj : null;
}

export const postcodeGroupTenancy = defineTenancyCase({
  module: 'postcodes (groups)',
  owner: 'supplier',
  subAccountGrants: GRANTS,
  create: createGroup,
  onRecord: [
    { name: 'getGroup2', request: (id) => ({ method: 'GET', url: `/api/postcode/getGroup2/${id}` }) },
    { name: 'getOtherParameter', request: (id) => ({ method: 'GET', url: `/api/postcode/getOtherParameter/${id}` }) },
    {
      name: 'group/save (update)',
      request: (id) => ({ method: 'POST', url: '/api/postcode/group/save', body: groupInput({ id, name: 'Taken' }) }),
    },
    {
      name: 'save (a postcode into the group)',
      request: (id) => ({ method: 'POST', url: '/api/postcode/save', body: { groupId: id, start: '99502' } }),
    },
    {
      name: 'exportPostcode',
      request: (id) => ({ method: 'POST', url: '/api/postcode/exportPostcode', body: { groupId: id } }),
    },
    {
      name: 'importPostcode (into the group)',
      request: (id) => ({ method: 'POST', url: `/api/postcode/importPostcode?groupId=${id}` }),
    },
    { name: 'group/delete', request: (id) => ({ method: 'GET', url: `/api/postcode/group/delete/${id}` }) },
  ],
  lists: [
    {
      name: 'group/findAll',
      request: { method: 'POST', url: '/api/postcode/group/findAll', body: { pageSize: 500 } },
      ids: rowsIds,
    },
    { name: 'getGroup1', request: { method: 'GET', url: '/api/postcode/getGroup1' }, ids: optionIds },
  ],
  snapshot: groupSnapshot,
});

/** The postcodes of a group, by their own ids: each entry's group, for the calls that name both. */
const groupOfEntry = new Map<number, number>();
const MISSING_GROUP = 2_147_483_001;

export const postcodeEntryTenancy = defineTenancyCase({
  module: 'postcodes (postcodes of a group)',
  owner: 'supplier',
  subAccountGrants: GRANTS,
  async create(t, token) {
    const groupId = await createGroup(t, token);
    const detail = await groupSnapshot(t, token, groupId);
    const id = detail.postcodes[0].id as number;
    groupOfEntry.set(id, groupId);
    return id;
  },
  onRecord: [
    {
      name: 'save (update a postcode)',
      request: (id) => ({
        method: 'POST',
        url: '/api/postcode/save',
        body: { id, groupId: groupOfEntry.get(id) ?? MISSING_GROUP, start: '99503' },
      }),
    },
    {
      name: 'save (update a postcode, through its own group)',
      throughOwn: true,
      request: (id, own) => ({
        method: 'POST',
        url: '/api/postcode/save',
        body: { id, groupId: groupOfEntry.get(own) ?? MISSING_GROUP, start: '99504' },
      }),
    },
    { name: 'delete', request: (id) => ({ method: 'GET', url: `/api/postcode/delete/${id}` }) },
  ],
  lists: [],
  async snapshot(t, token, id) {
    const group = await groupSnapshot(t, token, groupOfEntry.get(id)!);
    return group?.postcodes.find((p: { id: number }) => p.id === id) ?? null;
  },
});
