import { describe, expect, it } from 'vitest';
import { createAddressRate } from './address-rate';

describe('the per-address rate of public tracking', () => {
  it('lets `capacity` calls through at once, then refuses with the seconds until the next', () => {
    let now = 1_000_000;
    const rate = createAddressRate({ perMinute: 6, capacity: 3 }, () => now);
    expect([rate.take('a'), rate.take('a'), rate.take('a')]).toEqual([null, null, null]);
    expect(rate.take('a')).toBe(10);
    // Another address has its own bucket.
    expect(rate.take('b')).toBeNull();
    now += 10_000;
    expect(rate.take('a')).toBeNull();
    expect(rate.take('a')).toBe(10);
  });

  it('forgets refilled addresses once it holds many, and keeps the ones still counting', () => {
    let now = 0;
    const rate = createAddressRate({ perMinute: 60, capacity: 2 }, () => now);
    rate.take('busy');
    rate.take('busy');
    for (let i = 0; i < 9_999; i++) rate.take(`idle-${i}`);
    expect(rate.size).toBe(10_000);
    now += 1_000;
    rate.take('busy');
    expect(rate.size).toBe(10_000);
    now += 1_000;
    rate.take('new');
    // The idle ones had refilled (2 s) and are gone; `busy` was still counting.
    expect(rate.size).toBe(2);
    expect(rate.take('busy')).toBeNull();
    expect(rate.take('busy')).toBe(1);
  });
});
