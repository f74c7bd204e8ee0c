import { describe, expect, it } from 'vitest';
import { startOfChinaDay } from './home-buckets';

describe('startOfChinaDay', () => {
  it('is midnight UTC+8 of the day the instant falls in there', () => {
    // 2026-03-01 10:00 in Shanghai = 02:00 UTC.
    expect(startOfChinaDay(new Date('2026-03-01T02:00:00Z')).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    // 23:59:59.999 in Shanghai is still that day; one millisecond later the next one starts.
    expect(startOfChinaDay(new Date('2026-03-01T15:59:59.999Z')).toISOString()).toBe('2026-02-28T16:00:00.000Z');
    expect(startOfChinaDay(new Date('2026-03-01T16:00:00Z')).toISOString()).toBe('2026-03-01T16:00:00.000Z');
    // A UTC date whose China day is already the next one.
    expect(startOfChinaDay(new Date('2025-12-31T20:00:00Z')).toISOString()).toBe('2025-12-31T16:00:00.000Z');
    // Before 1970 (negative epoch) the arithmetic still floors.
    expect(startOfChinaDay(new Date('1969-12-31T12:00:00Z')).toISOString()).toBe('1969-12-30T16:00:00.000Z');
  });
});
