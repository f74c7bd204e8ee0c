import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { TestApp } from '../../../test/helpers/test-app';
import { demoTestApp } from '../../../test/helpers/demo-app';
import { TOKEN_COOKIE } from '../../platform/auth/guard';
import { users } from '../users';

const PUBLIC_URL = 'https://93.184.216.34/hook';

describe('webhook endpoints and trace business systems (API)', () => {
  let t: TestApp;
  const tokens: Record<string, string> = {};
  let customerId: number;

  beforeAll(async () => {
    // No WEBHOOK_ALLOW_PRIVATE here: the guard refuses addresses inside the network.
    ({ t } = await demoTestApp(['admin', 'customer', 'customer-sub', 'customer2', 'supplier'], tokens));
    const [c] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'customer'));
    customerId = c!.id;
  });
  afterAll(() => t.close());

  const call = (who: string, method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, lang = 'en') =>
    t.call(method, url, { token: tokens[who], body, lang });

  it('refuses addresses on loopback, private and link-local networks, in the caller’s language', async () => {
    for (const url of [
      'http://127.0.0.1:8080/hook',
      'http://localhost/hook',
      'http://[::1]/hook',
      'http://[::ffff:127.0.0.1]/hook',
      'http://[::ffff:a9fe:a9fe]/latest',
      'http://169.254.169.254/latest/meta-data',
      'http://10.0.0.8/hook',
      'http://2130706433/hook',
      'http://[fe80::1]/hook',
    ]) {
      const res = await call('customer', 'POST', '/api/apiDocking/webhooks', { url });
      expect(res.status, url).toBe(400);
      expect(res.body.errorKey, url).toBe('WEBHOOK_URL_PRIVATE');
    }
    const zh = await call('customer', 'POST', '/api/apiDocking/webhooks', { url: 'http://127.0.0.1/' }, 'zh');
    expect(zh.body.msg).toContain('内网');
    const ko = await call('customer', 'POST', '/api/apiDocking/webhooks', { url: 'http://127.0.0.1/' }, 'ko');
    expect(ko.body.msg).toContain('웹훅');
  });

  it('refuses hostile input with a 400, never a 5xx', async () => {
    for (const body of [
      { url: 'ftp://93.184.216.34/' },
      { url: 'https://user:pw@93.184.216.34/' },
      { url: `https://93.184.216.34/${'a'.repeat(3000)}` },
      { url: 'https://93.184.216.34/\u0000' },
      { url: PUBLIC_URL, events: ['order.created'] },
      { url: PUBLIC_URL, events: [] },
      {},
    ]) {
      const res = await call('customer', 'POST', '/api/apiDocking/webhooks', body);
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400);
    }
    expect((await call('customer', 'POST', '/api/apiDocking/webhooks/99999999999/disable')).status).toBe(400);
    expect((await call('customer', 'POST', '/api/trackWebhookRecord/repush', { ids: ['a\u0000'] })).status).toBe(400);
    expect((await call('customer', 'POST', '/api/trackWebhookRecord/page', { pageSize: 1e9 })).status).toBe(400);
  });

  it('registers, lists, disables, enables, rotates and deletes; the secret is shown once', async () => {
    const created = await call('customer', 'POST', '/api/apiDocking/webhooks', {
      url: PUBLIC_URL,
      events: ['tracking.updated'],
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const { id, secret } = created.body.obj;
    expect(secret).toMatch(/^whsec_/);
    const listed = await call('customer', 'GET', '/api/apiDocking/webhooks');
    const row = listed.body.rows.find((r: { id: number }) => r.id === id);
    expect(row).toMatchObject({ url: PUBLIC_URL, events: ['tracking.updated'], enabled: true });
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    expect(row.secretPrefix).toBe(`${secret.slice(0, 10)}…`);

    expect((await call('customer', 'POST', `/api/apiDocking/webhooks/${id}/disable`)).body.obj.enabled).toBe(false);
    expect((await call('customer', 'POST', `/api/apiDocking/webhooks/${id}/enable`)).body.obj.enabled).toBe(true);
    const rotated = await call('customer', 'POST', `/api/apiDocking/webhooks/${id}/rotate-secret`);
    expect(rotated.body.obj.secret).toMatch(/^whsec_/);
    expect(rotated.body.obj.secret).not.toBe(secret);

    // A sub-account with the grant sees the list but cannot change it.
    const sub = await call('customer-sub', 'POST', `/api/apiDocking/webhooks/${id}/disable`);
    expect([403]).toContain(sub.status);

    expect((await call('customer', 'DELETE', `/api/apiDocking/webhooks/${id}`)).status).toBe(200);
    const gone = await call('customer', 'POST', `/api/apiDocking/webhooks/${id}/enable`);
    expect(gone.status).toBe(404);
    expect(gone.body.errorKey).toBe('WEBHOOK_NOT_FOUND');
  });

  it('another customer neither sees nor touches an endpoint; the platform’s calls are the platform’s', async () => {
    const { id } = (await call('customer', 'POST', '/api/apiDocking/webhooks', { url: PUBLIC_URL })).body.obj;
    expect((await call('customer2', 'GET', '/api/apiDocking/webhooks')).body.rows).toEqual([]);
    expect((await call('customer2', 'POST', `/api/apiDocking/webhooks/${id}/disable`)).status).toBe(404);
    expect((await call('customer2', 'DELETE', `/api/apiDocking/webhooks/${id}`)).status).toBe(404);
    expect((await call('customer', 'POST', '/api/traceBusinessSystem/page', {})).status).toBe(403);
    expect((await call('supplier', 'GET', '/api/apiDocking/webhooks')).status).toBe(403);
  });

  it('trace business systems: saved, listed, switched and deleted by GET with the header only', async () => {
    const saved = await call('admin', 'POST', '/api/traceBusinessSystem/saveAndUpdate', {
      name: 'Warehouse ERP',
      url: PUBLIC_URL,
      customerIds: [customerId],
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const { id, secret } = saved.body.obj;
    expect(secret).toMatch(/^whsec_/);
    const changed = await call('admin', 'POST', '/api/traceBusinessSystem/saveAndUpdate', {
      id,
      name: 'ERP 2',
      url: PUBLIC_URL,
      customerIds: [customerId],
    });
    expect(changed.body.obj).toEqual({ id, secret: null });
    const page = await call('admin', 'POST', '/api/traceBusinessSystem/page', { name: 'ERP' });
    expect(page.body.rows).toEqual([
      expect.objectContaining({ id, name: 'ERP 2', status: 1, customerIds: [customerId] }),
    ]);

    // A GET that changes things: the session cookie alone (a link on another site) does not sign it in.
    const cookieOnly = await t.app.inject({
      method: 'GET',
      url: `/api/traceBusinessSystem/updateStatus/${id}/0`,
      headers: { cookie: `${TOKEN_COOKIE}=${encodeURIComponent(tokens.admin!)}` },
    });
    expect(cookieOnly.statusCode).toBe(401);
    expect((await call('admin', 'GET', `/api/traceBusinessSystem/updateStatus/${id}/0`)).body.obj.status).toBe(0);
    expect((await call('admin', 'GET', `/api/traceBusinessSystem/updateStatus/${id}/2`)).status).toBe(400);

    const unknown = await call('admin', 'POST', '/api/traceBusinessSystem/saveAndUpdate', {
      name: 'x',
      url: PUBLIC_URL,
      customerIds: [2_000_000_000],
    });
    expect(unknown.body.errorKey).toBe('TRACE_SYSTEM_CUSTOMER_UNKNOWN');
    const inside = await call('admin', 'POST', '/api/traceBusinessSystem/saveAndUpdate', {
      name: 'x',
      url: 'http://192.168.1.10/',
      customerIds: [customerId],
    });
    expect(inside.body.errorKey).toBe('WEBHOOK_URL_PRIVATE');

    expect((await call('admin', 'GET', `/api/traceBusinessSystem/delete/${id}`)).status).toBe(200);
    expect((await call('admin', 'GET', `/api/traceBusinessSystem/delete/${id}`)).body.errorKey).toBe(
      'TRACE_SYSTEM_NOT_FOUND',
    );
  });
});
