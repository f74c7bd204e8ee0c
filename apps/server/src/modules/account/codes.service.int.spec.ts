import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../test/helpers/test-db';
import { runMigrations } from '../../platform/db/migrate';
import { dataAccessOf } from '../../platform/db/data-access';
import type { OutgoingMessage } from '../../platform/messaging/provider';
import { AppError } from '../../platform/http/app-error';
import { createCodesService, CODE_TTL_MINUTES, RESEND_AFTER_SECONDS } from './codes.service';

const sent: OutgoingMessage[] = [];
let codes: ReturnType<typeof createCodesService>;
let drop: () => Promise<void>;
const start = new Date('2026-11-23T08:00:00Z').getTime();
let now = start;
let n = 0;
/** A recipient no other test touched (limits count per recipient). */
const fresh = () => `1380000${String(++n).padStart(4, '0')}`;
const ctx = (ip = '10.0.0.1') => ({ ip, lang: 'en' as const });
const lastCode = () => /\b(\d{6})\b/.exec(sent.at(-1)!.body)![1]!;
const after = (seconds: number) => {
  now += seconds * 1000;
  vi.setSystemTime(now);
};

async function errorOf(p: Promise<unknown>): Promise<AppError> {
  const e = await p.then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(e).toBeInstanceOf(AppError);
  return e as AppError;
}

beforeAll(async () => {
  const t = await openTestDatabase();
  drop = t.drop;
  await runMigrations(t.database);
  codes = createCodesService({
    data: dataAccessOf(t.database),
    provider: { send: async (m) => void sent.push(m) },
  });
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
});
afterEach(() => after(3600 * 24 + 1)); // each test starts past every window of the one before
afterAll(async () => {
  vi.useRealTimers();
  await drop();
});

describe('one-time codes', () => {
  it('sends six digits in the language asked, valid five minutes, resend after a minute', async () => {
    const to = fresh();
    const answer = await codes.send('SMS', to, 'register', ctx());
    expect(answer).toEqual({ resendAfter: RESEND_AFTER_SECONDS, expiresIn: CODE_TTL_MINUTES * 60 });
    expect(sent.at(-1)).toMatchObject({ channel: 'SMS', recipient: to, purpose: 'register' });
    expect(sent.at(-1)!.body).toMatch(/^\[Parcelhub\] Your verification code is \d{6}, valid for 5 minutes/);
    await codes.send('EMAIL', `${to}@example.com`, 'email', { ip: '10.0.0.1', lang: 'zh' });
    expect(sent.at(-1)!.body).toMatch(/^您正在修改 Parcelhub 账号邮箱，验证码为 \d{6}，5 分钟内有效/);
  });

  it('refuses a second send within the minute, saying how long to wait, and allows it after', async () => {
    const to = fresh();
    await codes.send('SMS', to, 'register', ctx());
    after(20);
    const e = await errorOf(codes.send('SMS', to, 'register', ctx()));
    expect(e.errorKey).toBe('SMS_TOO_FREQUENT');
    expect(e.params).toEqual({ seconds: 40 });
    after(39);
    expect((await errorOf(codes.assertCanSend('SMS', to, '10.0.0.2'))).params).toEqual({ seconds: 1 });
    after(1);
    await expect(codes.send('SMS', to, 'register', ctx())).resolves.toMatchObject({ resendAfter: 60 });
  });

  it('counts the minute per channel: an email does not hold back an SMS to the same recipient', async () => {
    const to = fresh();
    await codes.send('EMAIL', to, 'email', ctx());
    await expect(codes.send('SMS', to, 'register', ctx())).resolves.toBeTruthy();
  });

  it('allows ten codes a day to one recipient and refuses the eleventh', async () => {
    const to = fresh();
    for (let i = 0; i < 10; i++) {
      await codes.send('SMS', to, 'register', ctx(`10.1.0.${i}`));
      after(61);
    }
    expect((await errorOf(codes.send('SMS', to, 'register', ctx('10.1.1.1')))).errorKey).toBe('TOO_MANY_REQUESTS');
    after(24 * 3600 - 10 * 61 + 1); // the first of the ten leaves the day's window
    await expect(codes.send('SMS', to, 'register', ctx('10.1.1.1'))).resolves.toBeTruthy();
  });

  it('allows thirty codes an hour from one address and refuses the thirty-first', async () => {
    const ip = '10.2.0.1';
    for (let i = 0; i < 30; i++) await codes.send('SMS', fresh(), 'register', ctx(ip));
    expect((await errorOf(codes.send('SMS', fresh(), 'register', ctx(ip)))).errorKey).toBe('TOO_MANY_REQUESTS');
    await expect(codes.send('SMS', fresh(), 'register', ctx('10.2.0.2'))).resolves.toBeTruthy();
    after(3601);
    await expect(codes.send('SMS', fresh(), 'register', ctx(ip))).resolves.toBeTruthy();
  });

  it('records a send that is not delivered exactly like one that is', async () => {
    const to = fresh();
    const before = sent.length;
    await expect(codes.send('SMS', to, 'reset', ctx(), { deliver: false })).resolves.toEqual({
      resendAfter: 60,
      expiresIn: 300,
    });
    expect(sent.length).toBe(before);
    expect((await errorOf(codes.send('SMS', to, 'reset', ctx()))).errorKey).toBe('SMS_TOO_FREQUENT');
  });

  it('lets exactly one of two racing sends through', async () => {
    const to = fresh();
    const results = await Promise.allSettled(Array.from({ length: 5 }, () => codes.send('SMS', to, 'x', ctx())));
    expect(results.filter((r) => r.status === 'fulfilled').length).toBeLessThanOrEqual(1);
    for (const r of results)
      if (r.status === 'rejected')
        expect(r.reason).toMatchObject({ errorKey: 'SMS_TOO_FREQUENT', params: { seconds: 60 } });
  });

  it('checks the right code once, for its recipient, purpose and channel only', async () => {
    const to = fresh();
    await codes.send('SMS', to, 'register', ctx());
    const code = lastCode();
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await errorOf(codes.check('SMS', to, 'register', wrong))).errorKey).toBe('SMS_CODE_INVALID');
    expect((await errorOf(codes.check('SMS', to, 'reset', code))).errorKey).toBe('SMS_CODE_INVALID');
    expect((await errorOf(codes.check('SMS', fresh(), 'register', code))).errorKey).toBe('SMS_CODE_INVALID');
    expect((await errorOf(codes.check('EMAIL', to, 'register', code))).errorKey).toBe('EMAIL_CODE_INVALID');
    const id = await codes.check('SMS', to, 'register', code);
    expect(id).toBeGreaterThan(0);
    await codes.spend('SMS', id);
    expect((await errorOf(codes.spend('SMS', id))).errorKey).toBe('SMS_CODE_INVALID');
    expect((await errorOf(codes.check('SMS', to, 'register', code))).errorKey).toBe('SMS_CODE_INVALID');
  });

  it('answers the email key for a wrong email code and for an email code spent twice', async () => {
    const to = `${fresh()}@example.com`;
    await codes.send('EMAIL', to, 'email', ctx());
    const id = await codes.check('EMAIL', to, 'email', lastCode());
    await codes.spend('EMAIL', id);
    expect((await errorOf(codes.spend('EMAIL', id))).errorKey).toBe('EMAIL_CODE_INVALID');
  });

  it('still takes the right code after four wrong ones, not after five', async () => {
    for (const wrongTries of [4, 5]) {
      const to = fresh();
      await codes.send('SMS', to, 'register', ctx());
      const code = lastCode();
      const wrong = code === '111111' ? '222222' : '111111';
      for (let i = 0; i < wrongTries; i++) await errorOf(codes.check('SMS', to, 'register', wrong));
      const right = codes.check('SMS', to, 'register', code);
      if (wrongTries === 4) await expect(right).resolves.toBeGreaterThan(0);
      else expect((await errorOf(right)).errorKey).toBe('SMS_CODE_INVALID');
    }
  });

  it('expires after five minutes', async () => {
    const to = fresh();
    await codes.send('SMS', to, 'register', ctx());
    const code = lastCode();
    after(CODE_TTL_MINUTES * 60 - 1);
    await expect(codes.check('SMS', to, 'register', code)).resolves.toBeGreaterThan(0);
    after(2);
    expect((await errorOf(codes.check('SMS', to, 'register', code))).errorKey).toBe('SMS_CODE_INVALID');
  });

  it('checks the latest code: a new one replaces the one before', async () => {
    const to = fresh();
    await codes.send('SMS', to, 'register', ctx());
    const first = lastCode();
    after(61);
    await codes.send('SMS', to, 'register', ctx());
    const second = lastCode();
    if (first !== second)
      expect((await errorOf(codes.check('SMS', to, 'register', first))).errorKey).toBe('SMS_CODE_INVALID');
    await expect(codes.check('SMS', to, 'register', second)).resolves.toBeGreaterThan(0);
  });
});
