import { defineTenancyCase } from '../../../test/tenancy/tenancy';

const rowsIds = (body: { rows?: { id: number }[] }) => (body.rows ?? []).map((r) => r.id);

/** A public address written as an IP (no resolver needed): the guard admits it without WEBHOOK_ALLOW_PRIVATE. */
const PUBLIC_URL = 'https://93.184.216.34/parcelhub-hook';

export const webhookTenancy = defineTenancyCase({
  module: 'webhooks',
  subAccountGrants: ['customer.api'],
  async create(t, token) {
    const res = await t.call('POST', '/api/apiDocking/webhooks', {
      token,
      body: { url: PUBLIC_URL, events: ['tracking.updated'] },
    });
    if (res.status !== 200) throw new Error(`create webhook: ${JSON.stringify(res.body)}`);
    return res.body.obj.id as number;
  },
  onRecord: [
    { name: 'disable', request: (id) => ({ method: 'POST', url: `/api/apiDocking/webhooks/${id}/disable` }) },
    { name: 'enable', request: (id) => ({ method: 'POST', url: `/api/apiDocking/webhooks/${id}/enable` }) },
    { name: 'rotate', request: (id) => ({ method: 'POST', url: `/api/apiDocking/webhooks/${id}/rotate-secret` }) },
    { name: 'delete', request: (id) => ({ method: 'DELETE', url: `/api/apiDocking/webhooks/${id}` }) },
  ],
  // Delivery records are checked per tenant in webhooks.delivery.int.spec.ts (a new endpoint has none).
  lists: [{ name: 'webhooks', request: { method: 'GET', url: '/api/apiDocking/webhooks' }, ids: rowsIds }],
  async snapshot(t, token, id) {
    const res = await t.call('GET', '/api/apiDocking/webhooks', { token });
    return (res.body.rows as { id: number }[]).find((r) => r.id === id) ?? null;
  },
});
