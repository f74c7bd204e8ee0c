import { defineTenancyCase } from '../../../test/tenancy/tenancy';

const rowsIds = (body: { rows?: { id: number }[] }) => (body.rows ?? []).map((r) => r.id);

export const apiKeyTenancy = defineTenancyCase({
  module: 'apiDocking',
  subAccountGrants: ['customer.api'],
  async create(t, token) {
    // One active key per mode: a second record of the same owner regenerates the first.
    const listed = await t.call('GET', '/api/apiDocking/keys', { token });
    const active = (listed.body.rows as { id: number; active: boolean }[]).find((k) => k.active);
    const res = active
      ? await t.call('POST', `/api/apiDocking/keys/${active.id}/regenerate`, { token })
      : await t.call('POST', '/api/apiDocking/keys', { token, body: { mode: 'test' } });
    if (res.status !== 200) throw new Error(`create api key: ${JSON.stringify(res.body)}`);
    return res.body.obj.id as number;
  },
  onRecord: [
    { name: 'regenerate', request: (id) => ({ method: 'POST', url: `/api/apiDocking/keys/${id}/regenerate` }) },
    { name: 'revoke', request: (id) => ({ method: 'POST', url: `/api/apiDocking/keys/${id}/revoke` }) },
  ],
  lists: [{ name: 'keys', request: { method: 'GET', url: '/api/apiDocking/keys' }, ids: rowsIds }],
  async snapshot(t, token, id) {
    const res = await t.call('GET', '/api/apiDocking/keys', { token });
    return (res.body.rows as { id: number }[]).find((r) => r.id === id) ?? null;
  },
});
