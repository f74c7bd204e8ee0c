import { describe, expect, it } from 'vitest';
import { afterFailure, backoffMs, DUE_WORK_DEFAULTS, isTakeable } from './due-work';

describe('backoff', () => {
  it('doubles from the base, capped, spread by a quarter either way', () => {
    const o = { baseDelayMs: 1_000, maxDelayMs: 10_000 };
    expect([1, 2, 3, 4, 5, 9].map((n) => backoffMs(n, o, 0.5))).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000]);
    expect(backoffMs(1, o, 0)).toBe(750);
    expect(backoffMs(1, o, 0.999999)).toBe(1_250);
  });

  it('gives up at the last attempt, else is due after the backoff from a fake clock', () => {
    const now = 1_000_000;
    expect(afterFailure(1, now, {}, 0.5)).toEqual({ dueAt: now + DUE_WORK_DEFAULTS.baseDelayMs });
    expect(afterFailure(2, now, { baseDelayMs: 100 }, 0.5)).toEqual({ dueAt: now + 200 });
    expect(afterFailure(DUE_WORK_DEFAULTS.maxAttempts, now, {}, 0.5)).toEqual({ gaveUpAt: now });
    expect(afterFailure(3, now, { maxAttempts: 3 }, 0.5)).toEqual({ gaveUpAt: now });
  });
});

describe('lease', () => {
  const now = 5_000;
  it('takes an item that is due and not held; not one held by a live lease, not due, or given up', () => {
    expect(isTakeable({ dueAt: now, leaseUntil: null, gaveUpAt: null }, now)).toBe(true);
    expect(isTakeable({ dueAt: now - 1, leaseUntil: now + 1, gaveUpAt: null }, now)).toBe(false);
    // A worker that died: its lease ended, the item is due again.
    expect(isTakeable({ dueAt: now - 1, leaseUntil: now, gaveUpAt: null }, now)).toBe(true);
    expect(isTakeable({ dueAt: now + 1, leaseUntil: null, gaveUpAt: null }, now)).toBe(false);
    expect(isTakeable({ dueAt: now - 1, leaseUntil: null, gaveUpAt: now - 1 }, now)).toBe(false);
  });
});
