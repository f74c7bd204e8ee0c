import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories/users';
import { users } from '../users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const setState = (id: number, patch: { enabled?: boolean; isApproved?: boolean }) =>
  t.db.update(users).set(patch).where(eq(users.id, id));

/** Moves the server's clock past the few seconds a session lookup is cached for. */
const pastActorCache = () => {
  const later = Date.now() + 6_000;
  vi.spyOn(Date, 'now').mockReturnValue(later);
};

describe('a disabled or unapproved account', () => {
  it('cannot sign in, even with the right password', async () => {
    const user = await createUser(t.db, { enabled: false });
    const res = await t.call('POST', '/auth/login', {
      body: { username: user.username, password: t.enc(TEST_PASSWORD) },
      lang: 'en',
    });
    expect(res.status).toBe(403);
    expect(res.body.errorKey).toBe('ACCOUNT_DISABLED');
  });

  for (const [what, patch] of [
    ['disabled', { enabled: false }],
    ['un-approved', { isApproved: false }],
  ] as const) {
    it(`loses a session not yet looked up once it is ${what}`, async () => {
      const user = await createUser(t.db);
      const token = await t.login(user.username);
      await setState(user.id, patch);
      const res = await t.call('GET', '/auth/info', { token });
      expect(res.status).toBe(401);
      expect(res.body.errorKey).toBe('SESSION_EXPIRED');
    });

    it(`loses a session in use within seconds once it is ${what}`, async () => {
      const user = await createUser(t.db);
      const token = await t.login(user.username);
      expect((await t.call('GET', '/auth/info', { token })).status).toBe(200);
      await setState(user.id, patch);
      pastActorCache();
      const res = await t.call('GET', '/auth/info', { token });
      expect(res.status).toBe(401);
      expect(res.body.errorKey).toBe('SESSION_EXPIRED');
    });
  }

  it('stops a sub-account with its main account: no sign-in, and its session in use ends', async () => {
    const main = await createUser(t.db);
    const sub = await createUser(t.db, { parentId: main.id });
    const token = await t.login(sub.username);
    expect((await t.call('GET', '/auth/info', { token })).status).toBe(200);
    await setState(main.id, { enabled: false });
    pastActorCache();
    expect((await t.call('GET', '/auth/info', { token })).status).toBe(401);
    const res = await t.call('POST', '/auth/login', {
      body: { username: sub.username, password: t.enc(TEST_PASSWORD) },
    });
    expect(res.status).toBe(403);
    expect(res.body.errorKey).toBe('ACCOUNT_DISABLED');
    vi.restoreAllMocks();
    await setState(main.id, { enabled: true });
    expect(await t.login(sub.username)).toBeTruthy();
  });
});
