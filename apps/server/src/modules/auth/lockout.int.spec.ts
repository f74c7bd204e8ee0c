import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, uniqueName, type TestApp } from '../../../test/helpers/test-app';
import { createUser, TEST_PASSWORD } from '../../../test/factories/users';
import { addFailure } from './auth.repository';
import { failureRule, type LockoutPolicy } from './lockout';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_FAILURES: '5', LOGIN_IP_MAX_FAILURES: '30' });
});
afterAll(() => t.close());

/** A sign-in from a given address (the socket's address: the server trusts no proxy header in tests). */
async function loginFrom(ip: string, username: string, password: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/auth/login',
    remoteAddress: ip,
    headers: { 'accept-language': 'en' },
    payload: { username, password: t.enc(password) },
  });
  return { status: res.statusCode, errorKey: res.json<{ errorKey?: string }>().errorKey };
}

const tally = (answers: { status: number }[]) =>
  answers.reduce<Record<number, number>>((acc, a) => ({ ...acc, [a.status]: (acc[a.status] ?? 0) + 1 }), {});

describe('lockout: failures are counted by the database, one statement each', () => {
  const policy: LockoutPolicy = { maxFailures: 3, lockMinutes: 15, slowdownMs: 0, windowMinutes: 15, freeFailures: 2 };
  const at = (min: number) => new Date(Date.UTC(2026, 0, 1, 0, min));

  it('counts up to the limit, then locks', async () => {
    const key = `u:${uniqueName()}`;
    expect((await addFailure(t.db, key, failureRule(policy, at(0)))).failures).toBe(1);
    expect((await addFailure(t.db, key, failureRule(policy, at(1)))).lockedUntil).toBeNull();
    const third = await addFailure(t.db, key, failureRule(policy, at(2)));
    expect(third.failures).toBe(3);
    expect(third.lockedUntil).toEqual(at(17));
    expect(third.firstFailedAt).toEqual(at(0));
  });

  it('starts again after the window, and after a lock has run out', async () => {
    const key = `u:${uniqueName()}`;
    await addFailure(t.db, key, failureRule(policy, at(0)));
    await addFailure(t.db, key, failureRule(policy, at(1)));
    const late = await addFailure(t.db, key, failureRule(policy, at(16)));
    expect(late).toMatchObject({ failures: 1, firstFailedAt: at(16), lockedUntil: null });
    await addFailure(t.db, key, failureRule(policy, at(17)));
    const locked = await addFailure(t.db, key, failureRule(policy, at(18)));
    expect(locked.lockedUntil).toEqual(at(33));
    expect(await addFailure(t.db, key, failureRule(policy, at(33)))).toMatchObject({ failures: 1, lockedUntil: null });
  });

  it('loses no failure when many are counted at once', async () => {
    const key = `u:${uniqueName()}`;
    const lenient = { ...policy, maxFailures: 1000 };
    await Promise.all(Array.from({ length: 40 }, () => addFailure(t.db, key, failureRule(lenient, at(0)))));
    expect((await addFailure(t.db, key, failureRule(lenient, at(0)))).failures).toBe(41);
  });
});

describe('lockout: concurrent wrong passwords', () => {
  it('locks an account that 50 simultaneous wrong passwords from one address hit', async () => {
    const user = await createUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => loginFrom('10.1.0.1', user.username, `wrong-pass-${i}`)),
    );
    console.log('50 concurrent wrong passwords, one address:', JSON.stringify(tally(answers)));
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
    expect(answers.some((a) => a.errorKey === 'ACCOUNT_LOCKED')).toBe(true);
    // The account itself is locked: the right password from another address is refused too.
    const right = await loginFrom('10.1.0.2', user.username, TEST_PASSWORD);
    expect(right).toEqual({ status: 429, errorKey: 'ACCOUNT_LOCKED' });
  });

  it('locks an account that 50 addresses hit at once', async () => {
    const user = await createUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => loginFrom(`10.2.0.${i + 1}`, user.username, `wrong-pass-${i}`)),
    );
    console.log('50 concurrent wrong passwords, 50 addresses:', JSON.stringify(tally(answers)));
    expect(answers.some((a) => a.errorKey === 'ACCOUNT_LOCKED')).toBe(true);
    const right = await loginFrom('10.2.1.1', user.username, TEST_PASSWORD);
    expect(right).toEqual({ status: 429, errorKey: 'ACCOUNT_LOCKED' });
  });

  it('locks an address that tries 50 accounts at once', async () => {
    const user = await createUser(t.db);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) => loginFrom('10.3.0.1', uniqueName(`guess${i}-`), 'x1234567')),
    );
    expect(answers.some((a) => a.errorKey === 'ACCOUNT_LOCKED')).toBe(true);
    expect(await loginFrom('10.3.0.1', user.username, TEST_PASSWORD)).toEqual({
      status: 429,
      errorKey: 'ACCOUNT_LOCKED',
    });
    // Another address is not held by it.
    expect((await loginFrom('10.3.0.2', user.username, TEST_PASSWORD)).status).toBe(200);
  });
});
