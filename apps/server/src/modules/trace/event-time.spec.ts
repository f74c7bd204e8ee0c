import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { parseEventTime, wallTimeText } from './event-time';

describe('trace event times', () => {
  it('reads a wall time in the station timezone, UTC by default', () => {
    expect(parseEventTime('2026-03-01 08:00:00', 'Asia/Shanghai')?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(parseEventTime('2026-03-01 08:00', 'UTC')?.toISOString()).toBe('2026-03-01T08:00:00.000Z');
    expect(parseEventTime('2026-07-01 08:00:00', 'America/New_York')?.toISOString()).toBe('2026-07-01T12:00:00.000Z');
    expect(parseEventTime('2026-01-01 08:00:00', 'America/New_York')?.toISOString()).toBe('2026-01-01T13:00:00.000Z');
  });

  it('takes a time with its offset as it is, whatever the station', () => {
    expect(parseEventTime('2026-03-01T08:00:00+02:00', 'Asia/Shanghai')?.toISOString()).toBe(
      '2026-03-01T06:00:00.000Z',
    );
    expect(parseEventTime('2026-03-01T08:00:00Z', 'Asia/Tokyo')?.toISOString()).toBe('2026-03-01T08:00:00.000Z');
  });

  it('refuses what names no time', () => {
    for (const bad of ['', 'yesterday', '2026-02-31 10:00:00', '2026-03-01 24:00:00', '2026-03-01', '2026-3-1 1:00'])
      expect(parseEventTime(bad, 'UTC'), bad).toBeNull();
  });

  it('writes a wall time that reads back to the same instant, in any zone (whole seconds)', () => {
    const zones = ['UTC', 'Asia/Shanghai', 'Asia/Seoul', 'Europe/Berlin', 'America/Los_Angeles', 'Asia/Kolkata'];
    fc.assert(
      fc.property(
        fc.integer({ min: Date.UTC(2000, 0, 1) / 1000, max: Date.UTC(2040, 0, 1) / 1000 }),
        fc.constantFrom(...zones),
        (seconds, zone) => {
          const at = new Date(seconds * 1000);
          const back = parseEventTime(wallTimeText(at, zone), zone)!;
          // A wall time repeated by a clock change reads as its first instant: an hour earlier at most.
          expect([0, 3_600_000]).toContain(at.getTime() - back.getTime());
        },
      ),
    );
  });
});
