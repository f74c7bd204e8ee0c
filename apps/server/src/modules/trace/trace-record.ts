import type { z } from 'zod';
import { isTrackingStatus, subStatusBelongs, type TraceDbRecordInput } from '@parcelhub/contracts';
import { parseEventTime } from './event-time';
import { AppError } from '../../platform/http/app-error';

/** How far ahead an event may be dated (clocks differ), as tracking allows an operator's event. */
export const FUTURE_SLACK_MS = 24 * 60 * 60 * 1000;

export interface StationRef {
  id: number;
  code: string;
  timezone: string;
  enabled: boolean;
}

/** A record as the table stores it. */
export interface RecordWrite {
  deliveryNumber: string;
  status: string;
  subStatus: string | null;
  code: string;
  eventTime: Date;
  location: string;
  description: string;
  stationId: number | null;
}

export type RecordCheck =
  | { ok: true; write: RecordWrite }
  /** The refusal, thrown by the edit and worded under its column by the import. */
  | { ok: false; field: string; error: AppError };

/**
 * A record as an operator or a file gives it, checked: a standard status (and a sub-status of it), a station that
 * exists and is enabled, a time that is one and not more than a day ahead. The location defaults to the station's.
 */
export function checkRecord(
  input: z.output<typeof TraceDbRecordInput>,
  station: (StationRef & { location: string }) | null,
  now: Date,
): RecordCheck {
  const fail = (field: string, error: AppError): RecordCheck => ({ ok: false, field, error });
  const status = input.status.toUpperCase();
  if (!isTrackingStatus(status)) return fail('status', new AppError('TRACE_STATUS_UNKNOWN', { status: input.status }));
  const subStatus = input.subStatus ? input.subStatus.toUpperCase() : null;
  if (subStatus && !subStatusBelongs(status, subStatus))
    return fail('subStatus', new AppError('TRACE_SUB_STATUS_MISMATCH', { status, subStatus: input.subStatus }));
  if (input.stationCode && !station)
    return fail('stationCode', new AppError('TRACE_STATION_UNKNOWN', { code: input.stationCode }));
  if (station && !station.enabled)
    return fail('stationCode', new AppError('TRACE_STATION_DISABLED', { code: station.code }));
  const eventTime = parseEventTime(input.eventTime, station?.timezone ?? 'UTC');
  if (!eventTime) return fail('eventTime', new AppError('TRACE_EVENT_TIME_INVALID', { eventTime: input.eventTime }));
  if (eventTime.getTime() > now.getTime() + FUTURE_SLACK_MS)
    return fail('eventTime', new AppError('TRACE_EVENT_IN_FUTURE', { eventTime: input.eventTime }));
  return {
    ok: true,
    write: {
      deliveryNumber: input.deliveryNumber,
      status,
      subStatus,
      code: subStatus ? `${status}/${subStatus}` : status,
      eventTime,
      location: input.location || station?.location || '',
      description: input.description,
      stationId: station?.id ?? null,
    },
  };
}
