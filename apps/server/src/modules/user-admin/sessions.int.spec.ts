import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] });
});
afterAll(() => t.close());

const online = (body: object, token = admin.token) => t.call('POST', '/api/online/list', { token, body, lang: 'en' });

describe('online sessions', () => {
  it('lists who is signed in, with address, agent and times; marks the caller’s own session', async () => {
    const u = await signedInUser(t);
    await t.call('POST', '/auth/login', {
      body: { username: u.user.username, password: t.enc('Passw0rd1') },
      headers: { 'user-agent': 'TestAgent/1.0' },
    });
    const res = await online({ username: u.user.username });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(2);
    expect(res.body.rows[0]).toEqual({
      id: expect.any(Number),
      userId: u.user.id,
      username: u.user.username,
      privilegeType: 'USER',
      ip: expect.any(String),
      userAgent: expect.any(String),
      createdAt: expect.any(String),
      lastSeenAt: expect.any(String),
      expiresAt: expect.any(String),
      current: false,
    });
    expect(res.body.rows.map((r: { userAgent: string }) => r.userAgent)).toContain('TestAgent/1.0');
    const mine = await online({ userId: admin.user.id });
    expect(mine.body.rows.map((r: { current: boolean }) => r.current)).toEqual([true]);
  });

  it('ending one session: its token answers 401 at the next call, the user’s other sessions live on', async () => {
    const u = await signedInUser(t);
    const second = await t.login(u.user.username);
    const rows = (await online({ userId: u.user.id })).body.rows as { id: number }[];
    expect(rows).toHaveLength(2);
    // Warm the cache of both sessions first: ending must evict it.
    expect((await t.call('GET', '/auth/info', { token: u.token })).status).toBe(200);
    const target = rows[rows.length - 1]!.id; // the older session: the first token
    expect((await t.call('DELETE', `/api/online/${target}`, { token: admin.token })).status).toBe(200);
    expect((await t.call('GET', '/auth/info', { token: u.token })).status).toBe(401);
    expect((await t.call('GET', '/auth/info', { token: second })).status).toBe(200);
    expect((await online({ userId: u.user.id })).body.total).toBe(1);
    const again = await t.call('DELETE', `/api/online/${target}`, { token: admin.token, lang: 'en' });
    expect([again.status, again.body.errorKey]).toEqual([404, 'SESSION_NOT_FOUND']);
  });

  it('logged-out sessions are not listed; paging holds the total', async () => {
    const u = await signedInUser(t);
    await t.call('DELETE', '/auth/logout', { token: u.token });
    expect((await online({ userId: u.user.id })).body).toMatchObject({ rows: [], total: 0 });
    const page = await online({ pageNo: 0, pageSize: 1 });
    expect(page.body.rows).toHaveLength(1);
    expect(page.body.total).toBeGreaterThan(1);
  });

  it('needs system:session: an operator without it is refused', async () => {
    const plain = await signedInUser(t, { privilegeType: 'PLATFORM', roles: [] });
    expect((await online({}, plain.token)).status).toBe(403);
    expect((await t.call('DELETE', '/api/online/1', { token: plain.token })).status).toBe(403);
  });
});
