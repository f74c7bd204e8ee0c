import { describe, expect, it } from 'vitest';
import { failureRule, lockedUntil, minutesLeft, slowdownMs, type LockoutPolicy } from './lockout';

const policy: LockoutPolicy = { maxFailures: 5, lockMinutes: 15, slowdownMs: 500, windowMinutes: 15, freeFailures: 2 };
const at = (min: number) => new Date(Date.UTC(2026, 0, 1, 0, min));

describe('lockout', () => {
  it('counts a failure against the window and the lock length of the policy', () => {
    expect(failureRule(policy, at(20))).toEqual({
      now: at(20),
      windowStart: at(5),
      maxFailures: 5,
      lockUntil: at(35),
    });
    expect(failureRule(policy, at(20), 30).maxFailures).toBe(30);
  });

  it('tells a running lock from one run out', () => {
    const s = { key: 'u:a', failures: 5, firstFailedAt: at(0), lockedUntil: at(20) };
    expect(lockedUntil(s, at(19))).toEqual(at(20));
    expect(lockedUntil(s, at(20))).toBeNull();
    expect(lockedUntil(undefined, at(20))).toBeNull();
    expect(minutesLeft(at(20), at(19))).toBe(1);
  });

  it('slows answers after the free failures, capped at 4 s', () => {
    expect(slowdownMs(1, policy)).toBe(0);
    expect(slowdownMs(2, policy)).toBe(0);
    expect(slowdownMs(3, policy)).toBe(500);
    expect(slowdownMs(4, policy)).toBe(1000);
    expect(slowdownMs(100, policy)).toBe(4000);
  });
});
