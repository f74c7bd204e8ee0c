import { describe, expect, it } from 'vitest';
import { lockedUntil, minutesLeft, slowdownMs, type LockoutPolicy } from './lockout';

const at = (min: number, sec = 0) => new Date(Date.UTC(2026, 0, 1, 0, min, sec));
const policy: LockoutPolicy = { maxFailures: 5, lockMinutes: 15, slowdownMs: 700, windowMinutes: 15, freeFailures: 3 };

describe('lockout: the minutes a locked caller is told to wait', () => {
  it('counts whole minutes left, rounding a started minute up', () => {
    expect(minutesLeft(at(20), at(5))).toBe(15);
    expect(minutesLeft(at(20), at(5, 30))).toBe(15);
    expect(minutesLeft(at(20), at(17, 59))).toBe(3);
  });

  it('never says less than one minute, even at the very end', () => {
    expect(minutesLeft(at(20), at(19, 59))).toBe(1);
    expect(minutesLeft(at(20), at(20))).toBe(1);
    expect(minutesLeft(at(20), at(25))).toBe(1);
  });
});

describe('lockout: slowing answers follows the policy', () => {
  it('starts after the free failures and grows by the policy step', () => {
    expect(slowdownMs(3, policy)).toBe(0);
    expect(slowdownMs(4, policy)).toBe(700);
    expect(slowdownMs(6, policy)).toBe(2100);
    expect(slowdownMs(9, policy)).toBe(4000);
  });

  it('holds a key with no lock, or a lock in the past, as unlocked', () => {
    expect(lockedUntil({ key: 'ip:1', failures: 2, firstFailedAt: at(0), lockedUntil: null }, at(1))).toBeNull();
    expect(lockedUntil({ key: 'ip:1', failures: 9, firstFailedAt: at(0), lockedUntil: at(3) }, at(4))).toBeNull();
    expect(lockedUntil({ key: 'ip:1', failures: 9, firstFailedAt: at(0), lockedUntil: at(3) }, at(2))).toEqual(at(3));
  });
});
