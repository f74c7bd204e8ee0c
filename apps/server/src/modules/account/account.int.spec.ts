import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, desc, eq } from 'drizzle-orm';
import { createTestApp, uniqueName, type TestApp } from '../../../test/helpers/test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories/users';
import { outbox } from '../../platform/messaging/outbox.tables';
import { sliderChallenges, verificationCodes } from './account.tables';
import { users } from '../users';

let t: TestApp;
let phoneSeq = 0;
const newPhone = () => `137${String(process.pid % 1000).padStart(3, '0')}${String(++phoneSeq).padStart(5, '0')}`;

beforeAll(async () => {
  // Many puzzles from one test address: the per-address limit has a test of its own below.
  t = await createTestApp({ SLIDER_MAX_PER_MINUTE: '1000' });
});
afterAll(() => t.close());

/** Solves a slider the way a person would: reads where the hole is (here, from the database). */
async function passSlider(): Promise<string> {
  const challenge = await t.call('GET', '/api/account/slider');
  const [row] = await t.db.select().from(sliderChallenges).where(eq(sliderChallenges.id, challenge.body.obj.id));
  const res = await t.call('POST', '/api/account/slider/verify', {
    body: { id: challenge.body.obj.id, x: row!.x + 3 },
  });
  expect(res.body.obj.result).toBe('success');
  return res.body.obj.sliderToken;
}

async function lastCode(recipient: string): Promise<string> {
  const [row] = await t.db
    .select()
    .from(outbox)
    .where(eq(outbox.recipient, recipient))
    .orderBy(desc(outbox.id))
    .limit(1);
  const m = row?.body.match(/\d{6}/);
  if (!m) throw new Error(`no code sent to ${recipient}`);
  return m[0];
}

async function register(overrides: Record<string, unknown> = {}) {
  const phone = (overrides.phone as string) ?? newPhone();
  const sliderToken = await passSlider();
  expect(
    (await t.call('POST', `/api/account/sendSms/${phone}`, { body: { purpose: 'REGISTER', sliderToken } })).status,
  ).toBe(200);
  const body = {
    username: uniqueName('reg'),
    phone,
    code: await lastCode(phone),
    password: t.enc('abc12345'),
    confirmPassword: t.enc('abc12345'),
    agreement: true,
    sliderToken,
    ...overrides,
  };
  return { res: await t.call('POST', '/api/account/commitRegist', { body, lang: 'en' }), body };
}

describe('slider puzzle', () => {
  it('issues a 310 x 155 puzzle as PNG images and checks positions within 5 px', async () => {
    const c = await t.call('GET', '/api/account/slider');
    expect(c.body.obj).toMatchObject({ width: 310, height: 155, pieceSize: 50 });
    expect(c.body.obj.bg).toMatch(/^data:image\/png;base64,/);
    const png = Buffer.from(c.body.obj.bg.split(',')[1], 'base64');
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(310);
    expect(png.readUInt32BE(20)).toBe(155);
    const [row] = await t.db.select().from(sliderChallenges).where(eq(sliderChallenges.id, c.body.obj.id));
    const off = await t.call('POST', '/api/account/slider/verify', { body: { id: c.body.obj.id, x: row!.x + 6 } });
    expect(off.body.obj.result).toBe('fail');
    const near = await t.call('POST', '/api/account/slider/verify', { body: { id: c.body.obj.id, x: row!.x - 5 } });
    expect(near.body.obj.result).toBe('success');
    expect(near.body.obj.sliderToken).toBeTruthy();
  });

  it('spends a challenge after three misses', async () => {
    const c = await t.call('GET', '/api/account/slider');
    const [row] = await t.db.select().from(sliderChallenges).where(eq(sliderChallenges.id, c.body.obj.id));
    const miss = () =>
      t.call('POST', '/api/account/slider/verify', { body: { id: c.body.obj.id, x: (row!.x + 40) % 300 } });
    expect((await miss()).body.obj.result).toBe('fail');
    expect((await miss()).body.obj.result).toBe('fail');
    expect((await miss()).body.obj.result).toBe('retry');
    const right = await t.call('POST', '/api/account/slider/verify', { body: { id: c.body.obj.id, x: row!.x } });
    expect(right.body.obj.result).toBe('retry');
  });
});

describe('registration', () => {
  it('registers a customer who then waits for approval, and an operator approves', async () => {
    const { res, body } = await register();
    expect(res.status).toBe(200);
    expect(res.body.obj).toMatchObject({ username: body.username, status: 'UNDER_REVIEW' });
    const login = await t.call('POST', '/auth/login', {
      body: { username: body.username, password: t.enc('abc12345') },
    });
    expect(login.body.errorKey).toBe('NOT_APPROVED');

    const admin = await createUser(t.db, { privilegeType: 'PLATFORM', roles: ['admin'] });
    const adminToken = await t.login(admin.username);
    const pending = await t.call('POST', '/api/users/list', {
      token: adminToken,
      body: { review: 'PENDING', keyword: body.username },
    });
    expect(pending.body.rows).toHaveLength(1);
    const approve = await t.call('POST', `/api/users/approve/${res.body.obj.id}`, { token: adminToken });
    expect(approve.status).toBe(200);
    const again = await t.call('POST', `/api/users/approve/${res.body.obj.id}`, { token: adminToken });
    expect(again.body.errorKey).toBe('ALREADY_APPROVED');
    const ok = await t.call('POST', '/auth/login', { body: { username: body.username, password: t.enc('abc12345') } });
    expect(ok.status).toBe(200);
    expect(ok.body.obj.user.roles).toContain('customer');
  });

  it('needs the slider before sending the registration SMS', async () => {
    const res = await t.call('POST', `/api/account/sendSms/${newPhone()}`, {
      body: { purpose: 'REGISTER' },
      lang: 'en',
    });
    expect(res.status).toBe(400);
    expect(res.body.errorKey).toBe('SLIDER_REQUIRED');
  });

  it('sends one code a minute to a number, valid five minutes', async () => {
    const phone = newPhone();
    const sliderToken = await passSlider();
    const first = await t.call('POST', `/api/account/sendSms/${phone}`, { body: { sliderToken } });
    expect(first.body.obj).toEqual({ resendAfter: 60, expiresIn: 300 });
    const fresh = await passSlider();
    const second = await t.call('POST', `/api/account/sendSms/${phone}`, { body: { sliderToken: fresh }, lang: 'en' });
    expect(second.status).toBe(429);
    expect(second.body.errorKey).toBe('SMS_TOO_FREQUENT');
    // A send the rate limit refused did not spend the pass.
    const other = await t.call('POST', `/api/account/sendSms/${newPhone()}`, { body: { sliderToken: fresh } });
    expect(other.status).toBe(200);
    const [code] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.recipient, phone));
    const ttl = code!.expiresAt.getTime() - code!.createdAt.getTime();
    expect(Math.round(ttl / 1000)).toBe(300);
    expect(code!.codeHash).not.toContain(await lastCode(phone));
  });

  it('checks every rule of the form, worded in the caller language', async () => {
    const res = await t.call('POST', '/api/account/commitRegist', {
      lang: 'en',
      body: { username: 'ab', phone: '12345', code: '12', password: t.enc('x'), agreement: false, sliderToken: '' },
    });
    expect(res.status).toBe(400);
    const byField = Object.fromEntries(
      res.body.fieldErrors.map((f: { field: string; message: string }) => [f.field, f.message]),
    );
    expect(byField.username).toMatch(/3-20/);
    expect(byField.phone).toMatch(/mobile/);
    expect(byField.code).toMatch(/6-digit/);
    expect(byField.agreement).toMatch(/agreement/);
    expect(byField.sliderToken).toBeUndefined();
  });

  it('refuses a weak password and a confirmation that does not match, spending nothing', async () => {
    const weak = await register({ password: t.enc('abcdefgh'), confirmPassword: t.enc('abcdefgh') });
    expect(weak.res.status).toBe(400);
    expect(weak.res.body.fieldErrors[0]).toEqual({
      field: 'password',
      message: 'Password must be 8-20 characters with letters and digits',
    });
    const retry = await t.call('POST', '/api/account/commitRegist', {
      body: { ...weak.body, password: t.enc('abc12345'), confirmPassword: t.enc('abc12345') },
    });
    expect(retry.status).toBe(200);
    const mismatch = await register({ confirmPassword: t.enc('abc123456') });
    expect(mismatch.res.body.fieldErrors[0]).toEqual({ field: 'confirmPassword', message: 'Password does not match' });
  });

  it('refuses a wrong SMS code and a taken account name or phone', async () => {
    const wrong = await register({ code: '000000' });
    if (wrong.res.status === 200) throw new Error('000000 happened to be the code; rerun');
    expect(wrong.res.body.errorKey).toBe('SMS_CODE_INVALID');
    const existing = await createUser(t.db);
    const taken = await register({ username: existing.username });
    expect(taken.res.status).toBe(409);
    expect(taken.res.body.errorKey).toBe('USERNAME_TAKEN');
    expect(taken.res.body.msg).toContain(existing.username);
    const phoneUser = await createUser(t.db);
    const sliderToken = await passSlider();
    const sms = await t.call('POST', `/api/account/sendSms/${phoneUser.phone}`, { body: { sliderToken } });
    expect(sms.body.errorKey).toBe('PHONE_TAKEN');
  });

  it('answers the SaaS registration path the same way', async () => {
    const phone = newPhone();
    const sliderToken = await passSlider();
    await t.call('POST', `/api/account/sendSms/${phone}`, { body: { sliderToken } });
    const res = await t.call('POST', '/api/regist/saasRegist', {
      body: {
        username: uniqueName('saas'),
        phone,
        code: await lastCode(phone),
        password: t.enc('abc12345'),
        agreement: true,
        sliderToken,
      },
    });
    expect(res.body.obj.status).toBe('UNDER_REVIEW');
  });
});

describe('registration: the slider and the SMS code guard it, in that order', () => {
  it('spends a slider pass on one SMS to one number', async () => {
    const sliderToken = await passSlider();
    const phone = newPhone();
    expect((await t.call('POST', `/api/account/sendSms/${phone}`, { body: { sliderToken } })).status).toBe(200);
    for (const other of [newPhone(), phone]) {
      const again = await t.call('POST', `/api/account/sendSms/${other}`, { body: { sliderToken }, lang: 'en' });
      expect(again.status).toBe(400);
      expect(again.body.errorKey).toBe('SLIDER_REQUIRED');
    }
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, phone))).toHaveLength(1);
    const [pass] = await t.db.select().from(sliderChallenges).where(eq(sliderChallenges.boundPhone, phone));
    expect(pass?.consumedAt).not.toBeNull();
  });

  it('spends the pass even when the number is taken: one pass tells about one number', async () => {
    const taken = await createUser(t.db);
    const sliderToken = await passSlider();
    const first = await t.call('POST', `/api/account/sendSms/${taken.phone}`, { body: { sliderToken } });
    expect(first.body.errorKey).toBe('PHONE_TAKEN');
    const next = await t.call('POST', `/api/account/sendSms/${newPhone()}`, { body: { sliderToken } });
    expect(next.body.errorKey).toBe('SLIDER_REQUIRED');
  });

  it('registers with the SMS code alone once the pass is spent on it', async () => {
    const phone = newPhone();
    await t.call('POST', `/api/account/sendSms/${phone}`, { body: { sliderToken: await passSlider() } });
    const res = await t.call('POST', '/api/account/commitRegist', {
      body: {
        username: uniqueName('nopass'),
        phone,
        code: await lastCode(phone),
        password: t.enc('abc12345'),
        agreement: true,
      },
    });
    expect(res.status).toBe(200);
  });

  it('checks the SMS code, counting a wrong one, before telling that a name or number is taken', async () => {
    const existing = await createUser(t.db);
    const phone = newPhone();
    await t.call('POST', `/api/account/sendSms/${phone}`, { body: { sliderToken: await passSlider() } });
    const right = await lastCode(phone);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const body = { username: existing.username, phone, code: wrong, password: t.enc('abc12345'), agreement: true };
    const nameTaken = await t.call('POST', '/api/account/commitRegist', { body });
    expect(nameTaken.body.errorKey).toBe('SMS_CODE_INVALID');
    // The number gets an account meanwhile: still the code speaks first.
    await createUser(t.db, { phone });
    const phoneTaken = await t.call('POST', '/api/account/commitRegist', {
      body: { ...body, username: uniqueName('late') },
    });
    expect(phoneTaken.body.errorKey).toBe('SMS_CODE_INVALID');
    const [code] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.recipient, phone));
    expect(code?.attempts).toBe(2);
    const withRightCode = await t.call('POST', '/api/account/commitRegist', {
      body: { ...body, username: uniqueName('late'), code: right },
    });
    expect(withRightCode.body.errorKey).toBe('PHONE_TAKEN');
  });
});

describe('registration: puzzles are limited per address', () => {
  let c: TestApp;
  beforeAll(async () => {
    c = await createTestApp({ SLIDER_MAX_PER_MINUTE: '3' });
  });
  afterAll(() => c.close());

  const puzzleFrom = async (ip: string) => {
    const res = await c.app.inject({ method: 'GET', url: '/api/account/slider', remoteAddress: ip });
    return { status: res.statusCode, errorKey: res.json<{ errorKey?: string }>().errorKey };
  };

  it('answers TOO_MANY_REQUESTS past the limit a minute, for that address only', async () => {
    for (let i = 0; i < 3; i++) expect((await puzzleFrom('10.9.0.1')).status).toBe(200);
    expect(await puzzleFrom('10.9.0.1')).toEqual({ status: 429, errorKey: 'TOO_MANY_REQUESTS' });
    expect((await puzzleFrom('10.9.0.2')).status).toBe(200);
    const racing = await Promise.all(Array.from({ length: 10 }, () => puzzleFrom('10.9.0.3')));
    expect(racing.filter((r) => r.status === 200).length).toBeLessThanOrEqual(3);
  });
});

describe('password reset and change', () => {
  it('resets a password by SMS code and ends the sessions', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.username);
    const sms = await t.call('POST', `/api/account/sendSms/${user.phone}`, {
      body: { purpose: 'RESET_PASSWORD', sliderToken: await passSlider() },
    });
    expect(sms.status).toBe(200);
    const code = await lastCode(user.phone!);
    const res = await t.call('POST', '/api/account/resetPassword', {
      body: { phone: user.phone, code, password: t.enc('newpass123') },
    });
    expect(res.status).toBe(200);
    expect((await t.call('GET', '/auth/info', { token })).status).toBe(401);
    await t.login(user.username, 'newpass123');
    const reuse = await t.call('POST', '/api/account/resetPassword', {
      body: { phone: user.phone, code, password: t.enc('other1234') },
    });
    expect(reuse.body.errorKey).toBe('SMS_CODE_INVALID');
  });

  it('says nothing about unknown numbers when asked for a reset code: same answers, same limit', async () => {
    const known = (await createUser(t.db)).phone!;
    const unknown = newPhone();
    const ask = async (phone: string) =>
      t.call('POST', `/api/account/sendSms/${phone}`, {
        body: { purpose: 'RESET_PASSWORD', sliderToken: await passSlider() },
        lang: 'en',
      });
    const [k1, u1] = [await ask(known), await ask(unknown)];
    expect(u1.status).toBe(k1.status);
    expect(u1.body).toEqual(k1.body);
    const [k2, u2] = [await ask(known), await ask(unknown)];
    expect(k2.status).toBe(429);
    expect(u2.status).toBe(429);
    expect(u2.body.errorKey).toBe(k2.body.errorKey);
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, known))).toHaveLength(1);
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, unknown))).toHaveLength(0);
  });

  it('refuses a reset SMS without a solved slider, or with a spent one, and sends nothing (an SMS costs money)', async () => {
    const user = await createUser(t.db);
    const send = (sliderToken?: string) =>
      t.call('POST', `/api/account/sendSms/${user.phone}`, {
        body: { purpose: 'RESET_PASSWORD', ...(sliderToken === undefined ? {} : { sliderToken }) },
        lang: 'en',
      });
    for (const res of [await send(), await send('not-a-pass')]) {
      expect(res.status).toBe(400);
      expect(res.body.errorKey).toBe('SLIDER_REQUIRED');
    }
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, user.phone!))).toHaveLength(0);
    expect(
      await t.db.select().from(verificationCodes).where(eq(verificationCodes.recipient, user.phone!)),
    ).toHaveLength(0);
    const pass = await passSlider();
    expect((await send(pass)).status).toBe(200);
    expect(await t.db.select().from(outbox).where(eq(outbox.recipient, user.phone!))).toHaveLength(1);
  });

  it('changes the password with the old one and ends every session', async () => {
    const user = await createUser(t.db);
    const a = await t.login(user.username);
    const b = await t.login(user.username);
    const wrongOld = await t.call('POST', '/api/users/updatePass/', {
      token: a,
      body: { oldPass: t.enc('nope1234'), newPass: t.enc('fresh1234') },
    });
    expect(wrongOld.body.errorKey).toBe('OLD_PASSWORD_WRONG');
    const weak = await t.call('POST', '/api/users/updatePass/', {
      token: a,
      body: { oldPass: t.enc(TEST_PASSWORD), newPass: t.enc('_short1') },
    });
    expect(weak.body.fieldErrors[0].field).toBe('newPass');
    const tooLong = await t.call('POST', '/api/users/updatePass/', {
      token: a,
      body: { oldPass: t.enc(TEST_PASSWORD), newPass: t.enc('abcdefgh123456789') },
    });
    expect(tooLong.body.fieldErrors[0].field).toBe('newPass');
    const same = await t.call('POST', '/api/users/updatePass/', {
      token: a,
      body: { oldPass: t.enc(TEST_PASSWORD), newPass: t.enc(TEST_PASSWORD) },
    });
    expect(same.body.errorKey).toBe('PASSWORD_SAME_AS_OLD');
    const ok = await t.call('POST', '/api/users/updatePass/', {
      token: a,
      body: { oldPass: t.enc(TEST_PASSWORD), newPass: t.enc('fresh1234') },
    });
    expect(ok.status).toBe(200);
    expect((await t.call('GET', '/auth/info', { token: a })).status).toBe(401);
    expect((await t.call('GET', '/auth/info', { token: b })).status).toBe(401);
    await t.login(user.username, 'fresh1234');
  });
});

describe('email change', () => {
  it('changes the email with the code sent to the new address and the password', async () => {
    const user = await createUser(t.db);
    const token = await t.login(user.username);
    const email = `${uniqueName('mail')}@example.com`;
    expect((await t.call('POST', '/api/account/sendEmailCode', { token, body: { email } })).status).toBe(200);
    const code = await lastCode(email);
    const wrongPass = await t.call('POST', `/api/users/updateEmail/${code}`, {
      token,
      body: { password: t.enc('nope1234'), email },
    });
    expect(wrongPass.body.errorKey).toBe('PASSWORD_WRONG');
    const res = await t.call('POST', `/api/users/updateEmail/${code}`, {
      token,
      body: { password: t.enc(TEST_PASSWORD), email },
    });
    expect(res.status).toBe(200);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.email).toBe(email);
  });

  it('refuses an address another account uses', async () => {
    const other = await createUser(t.db, { email: `${uniqueName('taken')}@example.com` });
    const user = await createUser(t.db);
    const token = await t.login(user.username);
    const res = await t.call('POST', '/api/account/sendEmailCode', { token, body: { email: other.email } });
    expect(res.status).toBe(409);
    expect(res.body.errorKey).toBe('EMAIL_TAKEN');
  });
});

describe('message outbox', () => {
  it('shows the platform what the default provider recorded, and nobody else', async () => {
    const user = await createUser(t.db);
    await t.call('POST', `/api/account/sendSms/${user.phone}`, {
      body: { purpose: 'RESET_PASSWORD', sliderToken: await passSlider() },
    });
    const admin = await createUser(t.db, { privilegeType: 'PLATFORM', roles: ['admin'] });
    const list = await t.call('POST', '/api/account/outbox/list', {
      token: await t.login(admin.username),
      body: { recipient: user.phone },
    });
    expect(list.body.rows).toHaveLength(1);
    expect(list.body.rows[0]).toMatchObject({ channel: 'SMS', recipient: user.phone, purpose: 'RESET_PASSWORD' });
    expect(list.body.rows[0].body).toMatch(/验证码为 \d{6}/);
    const denied = await t.call('POST', '/api/account/outbox/list', { token: await t.login(user.username), body: {} });
    expect(denied.status).toBe(403);
    const codes = await t.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.recipient, user.phone!)));
    expect(codes).toHaveLength(1);
  });
});
