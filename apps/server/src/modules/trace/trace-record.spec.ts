import { describe, expect, it } from 'vitest';
import { TraceDbRecordInput } from '@parcelhub/contracts';
import { checkRecord } from './trace-record';

const now = new Date('2026-12-01T00:00:00Z');
const input = (over: Record<string, string> = {}) =>
  TraceDbRecordInput.parse({
    deliveryNumber: 'TN123',
    status: 'IN_TRANSIT',
    subStatus: 'ARRIVED_AT_HUB',
    eventTime: '2026-11-30 08:00:00',
    ...over,
  });
const shanghai = { id: 7, code: 'SHA', timezone: 'Asia/Shanghai', enabled: true, location: 'Shanghai, CN' };

describe('a trace record checked', () => {
  it('takes a standard status and sub-status, writing the code tracking maps by default', () => {
    const r = checkRecord(input(), null, now);
    expect(r).toMatchObject({
      ok: true,
      write: { status: 'IN_TRANSIT', subStatus: 'ARRIVED_AT_HUB', code: 'IN_TRANSIT/ARRIVED_AT_HUB' },
    });
    expect(checkRecord(input({ subStatus: '', status: 'delivered' }), null, now)).toMatchObject({
      ok: true,
      write: { status: 'DELIVERED', subStatus: null, code: 'DELIVERED' },
    });
  });

  it("reads the time in the station's zone and takes its place when the row has none", () => {
    const r = checkRecord(input({ stationCode: 'SHA' }), shanghai, now);
    if (!r.ok) throw r.error;
    expect(r.write.eventTime.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(r.write).toMatchObject({ location: 'Shanghai, CN', stationId: 7 });
  });

  it('refuses an unknown status, a foreign sub-status, a station unknown or disabled, a time that is none', () => {
    expect(checkRecord(input({ status: 'LOST_IN_SPACE' }), null, now)).toMatchObject({
      ok: false,
      field: 'status',
      error: expect.objectContaining({ errorKey: 'TRACE_STATUS_UNKNOWN' }),
    });
    expect(checkRecord(input({ status: 'DELIVERED' }), null, now)).toMatchObject({
      error: expect.objectContaining({ errorKey: 'TRACE_SUB_STATUS_MISMATCH' }),
    });
    expect(checkRecord(input({ stationCode: 'NOPE' }), null, now)).toMatchObject({
      error: expect.objectContaining({ errorKey: 'TRACE_STATION_UNKNOWN' }),
    });
    expect(checkRecord(input({ stationCode: 'SHA' }), { ...shanghai, enabled: false }, now)).toMatchObject({
      error: expect.objectContaining({ errorKey: 'TRACE_STATION_DISABLED' }),
    });
    expect(checkRecord(input({ eventTime: 'soon' }), null, now)).toMatchObject({
      error: expect.objectContaining({ errorKey: 'TRACE_EVENT_TIME_INVALID' }),
    });
  });

  it('refuses an event 10 years ahead, and takes one a few hours ahead (clocks differ)', () => {
    expect(checkRecord(input({ eventTime: '2036-11-30 08:00:00' }), null, now)).toMatchObject({
      ok: false,
      field: 'eventTime',
      error: expect.objectContaining({ errorKey: 'TRACE_EVENT_IN_FUTURE' }),
    });
    expect(checkRecord(input({ eventTime: '2026-12-01 06:00:00' }), null, now).ok).toBe(true);
  });
});
