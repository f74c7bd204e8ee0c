import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fullBucket, take, type Bucket, type Rate } from './token-bucket';

const rate: Rate = { perMinute: 60, capacity: 5 };

describe('token bucket', () => {
  it('lets the capacity through at once, then one a second at 60 a minute', () => {
    let b = fullBucket(rate, 0);
    for (let i = 0; i < 5; i++) {
      const r = take(b, rate, 0);
      expect(r.ok).toBe(true);
      b = r.bucket;
    }
    const refused = take(b, rate, 0);
    expect(refused).toMatchObject({ ok: false, retryAfterSeconds: 1 });
    expect(take(refused.bucket, rate, 999).ok).toBe(false);
    expect(take(refused.bucket, rate, 1000).ok).toBe(true);
  });

  it('says when the next call fits: 3 a minute is one every 20 s', () => {
    const slow: Rate = { perMinute: 3, capacity: 3 };
    const empty: Bucket = { tokens: 0, at: 0 };
    expect(take(empty, slow, 0)).toMatchObject({ ok: false, retryAfterSeconds: 20 });
    expect(take(empty, slow, 10_000)).toMatchObject({ ok: false, retryAfterSeconds: 10 });
    expect(take(empty, slow, 20_000).ok).toBe(true);
  });

  it('never refills past the capacity, and a clock going back gives nothing', () => {
    expect(take({ tokens: 0, at: 0 }, rate, 10 ** 9).bucket.tokens).toBe(rate.capacity - 1);
    expect(take({ tokens: 0.5, at: 5000 }, rate, 0)).toMatchObject({ ok: false, bucket: { tokens: 0.5, at: 5000 } });
  });

  it('over any window, lets through at most capacity + rate × window calls', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 600 }),
        fc.integer({ min: 1, max: 50 }),
        fc.array(fc.integer({ min: 0, max: 5000 }), { minLength: 1, maxLength: 300 }),
        (perMinute, capacity, gaps) => {
          const r: Rate = { perMinute, capacity };
          let b = fullBucket(r, 0);
          let now = 0;
          let passed = 0;
          for (const gap of gaps) {
            now += gap;
            const got = take(b, r, now);
            b = got.bucket;
            if (got.ok) passed++;
            else expect(got.retryAfterSeconds).toBeGreaterThanOrEqual(1);
          }
          expect(passed).toBeLessThanOrEqual(capacity + Math.floor((perMinute * now) / 60_000) + 1);
        },
      ),
    );
  });
});
