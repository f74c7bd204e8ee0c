import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { backoffMs } from '../../platform/jobs/due-work';
import { DAY_MS, DISABLE_AFTER_MS, failedTooLong, retryPolicy } from './retry-policy';

/** The total wait of a message retried to its last attempt, every wait spread by the same jitter. */
const span = (base: number, jitter: number) => {
  const p = retryPolicy(base);
  let total = 0;
  for (let attempts = 1; attempts < p.maxAttempts; attempts++) total += backoffMs(attempts, p, jitter);
  return total;
};

describe('the webhook retry policy', () => {
  it('retries for more than 72 hours, and past the five days that disable an endpoint, whatever the jitter', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 3600 }), fc.double({ min: 0, max: 0.9999, noNaN: true }), (base, j) => {
        const total = span(base, j);
        expect(total).toBeGreaterThan(72 * 3600_000);
        expect(total).toBeGreaterThan(DISABLE_AFTER_MS);
      }),
    );
  });

  it('starts at the base and doubles, each wait capped at six hours', () => {
    const p = retryPolicy(30);
    expect(p.baseDelayMs).toBe(30_000);
    expect(backoffMs(1, p, 0.5)).toBe(30_000);
    expect(backoffMs(2, p, 0.5)).toBe(60_000);
    expect(backoffMs(40, p, 0.5)).toBe(6 * 3600_000);
    expect(p.maxAttempts).toBeLessThan(60);
  });

  it('an endpoint is disabled after five days of failures, not before', () => {
    const since = new Date('2026-12-01T00:00:00Z');
    expect(failedTooLong(null, since.getTime() + 10 * DAY_MS)).toBe(false);
    expect(failedTooLong(since, since.getTime() + 5 * DAY_MS - 1)).toBe(false);
    expect(failedTooLong(since, since.getTime() + 5 * DAY_MS)).toBe(true);
  });
});
