import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories/users';
import { captchas, sessions } from './auth.tables';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '3', LOGIN_LOCK_MINUTES: '15' });
});
afterAll(() => t.close());

describe('auth: sign-in', () => {
  it('serves an RSA public key that encrypts password fields', async () => {
    const res = await t.call('GET', '/auth/publicKey');
    expect(res.status).toBe(200);
    expect(res.body.obj).toMatch(/^-----BEGIN PUBLIC KEY-----/);
  });

  it('signs in an approved user and answers token and user info', async () => {
    const user = await createUser(t.db);
    const res = await t.call('POST', '/auth/login', {
      body: { username: user.username, password: t.enc(TEST_PASSWORD) },
    });
    expect(res.status).toBe(200);
    expect(res.body.flag).toBe(true);
    expect(res.body.code).toBe(10200);
    expect(res.body.obj.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(res.body.obj.user.user.username).toBe(user.username);
    expect(res.body.obj.user.privilegeType).toBe('USER');
    expect(res.body.obj.user.roles).toContain('customer');
    const expires = new Date(res.body.obj.expiresAt).getTime() - Date.now();
    expect(expires).toBeGreaterThan(23 * 3600_000);
    expect(expires).toBeLessThanOrEqual(24 * 3600_000);
  });

  it('accepts the account name in any letter case', async () => {
    const user = await createUser(t.db, { username: 'MixedCase01' });
    const token = await t.login('mixedcase01');
    const info = await t.call('GET', '/auth/info', { token });
    expect(info.body.obj.user.id).toBe(user.id);
  });

  it('rejects an unapproved user with NOT_APPROVED, only after the password is right', async () => {
    const user = await createUser(t.db, { approved: false });
    const right = await t.call('POST', '/auth/login', {
      body: { username: user.username, password: t.enc(TEST_PASSWORD) },
      lang: 'en',
    });
    expect(right.status).toBe(403);
    expect(right.body.errorKey).toBe('NOT_APPROVED');
    expect(right.body.msg).toMatch(/under review/);
    const wrong = await t.call('POST', '/auth/login', {
      body: { username: user.username, password: t.enc('wrong-pass1') },
    });
    expect(wrong.body.errorKey).toBe('BAD_CREDENTIALS');
  });

  it('answers one generic message for an unknown account and a wrong password', async () => {
    const user = await createUser(t.db);
    const unknown = await t.call('POST', '/auth/login', {
      body: { username: 'nobody-here', password: t.enc('x1234567') },
      lang: 'en',
    });
    const wrong = await t.call('POST', '/auth/login', {
      body: { username: user.username, password: t.enc('x1234567') },
      lang: 'en',
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body.msg).toBe(wrong.body.msg);
    expect(unknown.body.errorKey).toBe('BAD_CREDENTIALS');
    expect(unknown.body.msg).toBe('Incorrect user name or password');
  });

  it('locks an account after repeated failures, even for the right password', async () => {
    const user = await createUser(t.db);
    const attempt = (password: string) =>
      t.call('POST', '/auth/login', { body: { username: user.username, password: t.enc(password) }, lang: 'en' });
    expect((await attempt('bad-pass-1')).body.errorKey).toBe('BAD_CREDENTIALS');
    expect((await attempt('bad-pass-2')).body.errorKey).toBe('BAD_CREDENTIALS');
    const third = await attempt('bad-pass-3');
    expect(third.status).toBe(429);
    expect(third.body.errorKey).toBe('ACCOUNT_LOCKED');
    expect(third.body.params.minutes).toBe(15);
    const right = await attempt(TEST_PASSWORD);
    expect(right.status).toBe(429);
    expect(right.body.errorKey).toBe('ACCOUNT_LOCKED');
    expect(right.body.msg).toContain('15 minutes');
  });

  it('answers a password field that does not decrypt with a clear error', async () => {
    const res = await t.call('POST', '/auth/login', {
      body: { username: 'x', password: 'bm90LWVuY3J5cHRlZA==' },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.errorKey).toBe('PASSWORD_DECRYPT_FAILED');
  });

  it('validates the login body with field errors in the caller language', async () => {
    const res = await t.call('POST', '/auth/login', { body: { username: '' }, lang: 'ko' });
    expect(res.status).toBe(400);
    expect(res.body.errorKey).toBe('VALIDATION_FAILED');
    expect(res.body.fieldErrors).toEqual(
      expect.arrayContaining([
        { field: 'username', message: '이 항목은 비워 둘 수 없습니다' },
        { field: 'password', message: '이 항목은 비워 둘 수 없습니다' },
      ]),
    );
  });
});

describe('auth: sessions', () => {
  it('requires a session for auth/info and tells a missing one from an ended one', async () => {
    const none = await t.call('GET', '/auth/info');
    expect(none.status).toBe(401);
    expect(none.body.errorKey).toBe('UNAUTHORIZED');
    const bogus = await t.call('GET', '/auth/info', { token: 'not-a-real-token' });
    expect(bogus.status).toBe(401);
    expect(bogus.body.errorKey).toBe('SESSION_EXPIRED');
  });

  it('ends the session on logout: the token stops working at once', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.username);
    expect((await t.call('GET', '/auth/info', { token })).status).toBe(200);
    const out = await t.call('DELETE', '/auth/logout', { token });
    expect(out.status).toBe(200);
    const after = await t.call('GET', '/auth/info', { token });
    expect(after.status).toBe(401);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.endReason).toBe('LOGOUT');
    expect(row?.endedAt).not.toBeNull();
  });

  it('keeps other sessions of the same user alive on logout', async () => {
    const user = await createUser(t.db);
    const a = await t.login(user.username);
    const b = await t.login(user.username);
    await t.call('DELETE', '/auth/logout', { token: a });
    expect((await t.call('GET', '/auth/info', { token: b })).status).toBe(200);
  });

  it('stops an expired session', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.username);
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, user.id));
    expect((await t.call('GET', '/auth/info', { token })).status).toBe(401);
  });

  it('takes the HD-TOEKN cookie only on file links that declare it, never for JSON reads or writes', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.username);
    const cookie = { cookie: `theme=dark; HD-TOEKN=${encodeURIComponent(token)}` };
    expect((await t.call('GET', '/auth/info', { headers: cookie })).status).toBe(401);
    expect((await t.call('GET', '/auth/info', { token })).status).toBe(200);
    const write = await t.call('POST', '/api/customerAddress/findByDto', { headers: cookie, body: {} });
    expect(write.status).toBe(401);
  });

  it('records who signed in from where', async () => {
    const user = await createUser(t.db);
    await t.call('POST', '/auth/login', {
      body: { username: user.username, password: t.enc(TEST_PASSWORD) },
      headers: { 'user-agent': 'parcelhub-test/1.0' },
    });
    const [row] = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(row?.userAgent).toBe('parcelhub-test/1.0');
    expect(row?.ip).toBeTruthy();
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
  });
});

describe('auth: language', () => {
  it('saves the language, and later errors speak it', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.username);
    // Until the user picks one, the request's Accept-Language speaks.
    expect((await t.call('GET', '/api/customerInfo/i18n', { token, lang: 'en' })).body.obj).toBe('en');
    const set = await t.call('POST', '/api/customerInfo/i18n/ko', { token });
    expect(set.body.obj).toBe('ko');
    expect((await t.call('GET', '/api/customerInfo/i18n', { token })).body.obj).toBe('ko');
    const err = await t.call('POST', '/api/customerAddress/saveAddress', { token, body: {}, lang: 'en' });
    expect(err.body.msg).toBe('매개변수가 올바르지 않습니다');
  });

  it('refuses an unknown language', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.username);
    const res = await t.call('POST', '/api/customerInfo/i18n/fr', { token });
    expect(res.status).toBe(400);
  });
});

describe('auth: throttling by address', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ LOGIN_IP_MAX_FAILURES: '4' });
  });
  afterAll(() => c.close());

  it('locks an address that tries many accounts, whatever the account', async () => {
    const user = await createUser(c.db);
    for (let i = 0; i < 3; i++) {
      const res = await c.call('POST', '/auth/login', { body: { username: `guess${i}`, password: c.enc('x1234567') } });
      expect(res.body.errorKey).toBe('BAD_CREDENTIALS');
    }
    const fourth = await c.call('POST', '/auth/login', { body: { username: 'guess3', password: c.enc('x1234567') } });
    expect(fourth.body.errorKey).toBe('ACCOUNT_LOCKED');
    const right = await c.call('POST', '/auth/login', {
      body: { username: user.username, password: c.enc(TEST_PASSWORD) },
    });
    expect(right.status).toBe(429);
  });
});

describe('auth: captcha on', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ AUTH_CAPTCHA: 'on' });
  });
  afterAll(() => c.close());

  const answerOf = async (uuid: string) =>
    (await c.db.select().from(captchas).where(eq(captchas.uuid, uuid)))[0]?.answer;

  it('issues an arithmetic image captcha that must be answered, once', async () => {
    const user = await createUser(c.db);
    const code = await c.call('GET', '/auth/code');
    expect(code.body.obj.enabled).toBe(true);
    expect(code.body.obj.img).toMatch(/^data:image\/svg\+xml;base64,/);
    const uuid = code.body.obj.uuid as string;
    const answer = await answerOf(uuid);
    expect(answer).toMatch(/^-?\d+$/);
    const body = { username: user.username, password: c.enc(TEST_PASSWORD), uuid, code: answer };
    expect((await c.call('POST', '/auth/login', { body })).status).toBe(200);
    const again = await c.call('POST', '/auth/login', { body });
    expect(again.body.errorKey).toBe('CAPTCHA_EXPIRED');
  });

  it('rejects a wrong or missing answer', async () => {
    const user = await createUser(c.db);
    const none = await c.call('POST', '/auth/login', {
      body: { username: user.username, password: c.enc(TEST_PASSWORD) },
    });
    expect(none.body.errorKey).toBe('CAPTCHA_INVALID');
    const code = await c.call('GET', '/auth/code');
    const answer = Number(await answerOf(code.body.obj.uuid));
    const wrong = await c.call('POST', '/auth/login', {
      body: {
        username: user.username,
        password: c.enc(TEST_PASSWORD),
        uuid: code.body.obj.uuid,
        code: String(answer + 1),
      },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errorKey).toBe('CAPTCHA_INVALID');
  });
});
