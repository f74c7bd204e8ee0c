import { describe, expect, it } from 'vitest';
import { lockedUntil, minutesLeft, recordFailure, slowdownMs, type LockoutPolicy } from './lockout';

const policy: LockoutPolicy = { maxFailures: 5, lockMinutes: 15, slowdownMs: 500, windowMinutes: 15, freeFailures: 2 };
const at = (min: number) => new Date(Date.UTC(2026, 0, 1, 0, min));

describe('lockout', () => {
  it('counts failures and locks at the limit', () => {
    let s = recordFailure(undefined, 'u:a', at(0), policy);
    for (let i = 2; i <= 4; i++) s = recordFailure(s, 'u:a', at(i), policy);
    expect(s.failures).toBe(4);
    expect(s.lockedUntil).toBeNull();
    s = recordFailure(s, 'u:a', at(5), policy);
    expect(s.lockedUntil).toEqual(at(20));
    expect(lockedUntil(s, at(19))).toEqual(at(20));
    expect(lockedUntil(s, at(20))).toBeNull();
    expect(minutesLeft(at(20), at(19))).toBe(1);
  });

  it('forgets failures older than the window and after a lock has run out', () => {
    const old = recordFailure(undefined, 'u:a', at(0), policy);
    expect(recordFailure({ ...old, failures: 4 }, 'u:a', at(16), policy).failures).toBe(1);
    const locked = { key: 'u:a', failures: 5, firstFailedAt: at(0), lockedUntil: at(15) };
    expect(recordFailure(locked, 'u:a', at(15), policy).failures).toBe(1);
  });

  it('slows answers after the free failures, capped at 4 s', () => {
    expect(slowdownMs(1, policy)).toBe(0);
    expect(slowdownMs(2, policy)).toBe(0);
    expect(slowdownMs(3, policy)).toBe(500);
    expect(slowdownMs(4, policy)).toBe(1000);
    expect(slowdownMs(100, policy)).toBe(4000);
  });
});
