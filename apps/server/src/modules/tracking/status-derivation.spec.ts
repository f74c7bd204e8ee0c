import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { TRACKING_STATUSES, TRACKING_SUB_STATUSES, type TrackingStatus } from '@parcelhub/contracts';
import { deriveStatus, newestFirst, orderStatusFor, type DerivableEvent } from './status-derivation';

const NOW = new Date('2026-12-05T12:00:00Z');
const at = (iso: string) => new Date(iso);
const ev = (status: TrackingStatus, time: string, over: Partial<DerivableEvent> = {}): DerivableEvent => ({
  status,
  subStatus: null,
  eventTime: at(time),
  code: status,
  description: '',
  location: '',
  ...over,
});

describe('status from events', () => {
  it('is PENDING with no event', () => {
    expect(deriveStatus([], NOW)).toEqual({ status: 'PENDING', subStatus: null });
  });

  it('is the latest event by event time, not the last to arrive', () => {
    const events = [
      ev('IN_TRANSIT', '2026-12-03T10:00:00Z', { subStatus: 'PICKED_UP' }),
      ev('DELIVERED', '2026-12-04T10:00:00Z'),
      ev('INFO_RECEIVED', '2026-12-01T10:00:00Z'),
    ];
    expect(deriveStatus(events, NOW)).toEqual({ status: 'DELIVERED', subStatus: null });
  });

  it('breaks a tie of event times by the status further along, then by the sub-status', () => {
    const t = '2026-12-04T10:00:00Z';
    expect(deriveStatus([ev('OUT_FOR_DELIVERY', t), ev('IN_TRANSIT', t)], NOW).status).toBe('OUT_FOR_DELIVERY');
    expect(deriveStatus([ev('IN_TRANSIT', t), ev('OUT_FOR_DELIVERY', t)], NOW).status).toBe('OUT_FOR_DELIVERY');
    const subs = [ev('IN_TRANSIT', t, { subStatus: 'SORTED' }), ev('IN_TRANSIT', t, { subStatus: 'BAGGED' })];
    expect(deriveStatus(subs, NOW).subStatus).toBe('SORTED');
    expect(deriveStatus([...subs].reverse(), NOW).subStatus).toBe('SORTED');
  });

  it('is EXPIRED after 30 days without an event, unless the parcel was delivered or returned', () => {
    const old = '2026-11-04T11:59:00Z'; // 30 days and a minute before NOW
    expect(deriveStatus([ev('IN_TRANSIT', old)], NOW)).toEqual({ status: 'EXPIRED', subStatus: null });
    expect(deriveStatus([ev('IN_TRANSIT', '2026-11-05T12:00:00Z')], NOW).status).toBe('IN_TRANSIT');
    expect(deriveStatus([ev('DELIVERED', old)], NOW).status).toBe('DELIVERED');
    expect(deriveStatus([ev('EXCEPTION', old, { subStatus: 'RETURNED' })], NOW).status).toBe('EXCEPTION');
    expect(deriveStatus([ev('EXCEPTION', old, { subStatus: 'DELAYED' })], NOW).status).toBe('EXPIRED');
  });

  it('orders the timeline newest first', () => {
    const events = [ev('INFO_RECEIVED', '2026-12-01T10:00:00Z'), ev('DELIVERED', '2026-12-04T10:00:00Z')];
    expect(newestFirst(events).map((e) => e.status)).toEqual(['DELIVERED', 'INFO_RECEIVED']);
  });
});

const eventArb: fc.Arbitrary<DerivableEvent> = fc
  .record({
    status: fc.constantFrom(...TRACKING_STATUSES),
    // A few instants only, so ties are common.
    minutes: fc.integer({ min: 0, max: 6 }),
    code: fc.constantFrom('A', 'B', 'C'),
    description: fc.constantFrom('', 'x', 'y'),
    location: fc.constantFrom('', 'Seoul', 'LA'),
    subIndex: fc.nat(),
  })
  .map(({ status, minutes, code, description, location, subIndex }) => {
    const subs = TRACKING_SUB_STATUSES[status] as readonly string[];
    return {
      status,
      subStatus: subs.length ? subs[subIndex % subs.length]! : null,
      eventTime: new Date(Date.UTC(2026, 11, 4, 10, minutes)),
      code,
      description,
      location,
    };
  });

describe('status from events (properties)', () => {
  it('any order of arrival gives the same status and the same timeline', () => {
    fc.assert(
      fc.property(
        fc
          .array(eventArb, { minLength: 1, maxLength: 12 })
          .chain((events) => fc.tuple(fc.constant(events), fc.shuffledSubarray(events, { minLength: events.length }))),
        ([events, shuffled]) => {
          expect(deriveStatus(shuffled, NOW)).toEqual(deriveStatus(events, NOW));
          expect(newestFirst(shuffled)).toEqual(newestFirst(events));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('an event older than the latest one moves nothing', () => {
    fc.assert(
      fc.property(fc.array(eventArb, { minLength: 1, maxLength: 10 }), eventArb, (events, late) => {
        const latest = newestFirst(events)[0]!;
        const older = { ...late, eventTime: new Date(latest.eventTime.getTime() - 60_000) };
        expect(deriveStatus([...events, older], NOW)).toEqual(deriveStatus(events, NOW));
      }),
      { numRuns: 300 },
    );
  });
});

describe('the order status a tracking status asks for', () => {
  it('maps transit, delivery, return and expiry; leaves the rest to nobody', () => {
    expect(orderStatusFor('IN_TRANSIT', 'PICKED_UP')).toBe('IN_TRANSIT');
    expect(orderStatusFor('OUT_FOR_DELIVERY', null)).toBe('IN_TRANSIT');
    expect(orderStatusFor('DELIVERED', null)).toBe('DELIVERED');
    expect(orderStatusFor('EXCEPTION', 'RETURNED')).toBe('RETURNED');
    expect(orderStatusFor('EXCEPTION', 'DELAYED')).toBeNull();
    expect(orderStatusFor('INFO_RECEIVED', null)).toBeNull();
    expect(orderStatusFor('EXPIRED', null)).toBe('EXCEPTION');
  });
});
