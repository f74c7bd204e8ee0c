import { z } from 'zod';
import { filterText, idField, idParam, optionalText, requiredText } from '../common/fields';
import { PageQuery } from '../common/paging';
import { PATTERNS } from '../common/rules';

export const STATION_CODE_MAX = 30;
export const STATION_NAME_MAX = 100;
export const STATION_CITY_MAX = 100;
export const STATION_ADDRESS_MAX = 200;
export const STATION_TIMEZONE_MAX = 64;
export const STATION_REMARK_MAX = 200;
export const DELIVERY_NUMBER_MAX = 100;
export const TRACE_CODE_MAX = 60;
export const TRACE_LOCATION_MAX = 100;
export const TRACE_DESCRIPTION_MAX = 200;
/** Rows one trace DB import may hold past the header. */
export const TRACE_IMPORT_MAX_ROWS = 10_000;

/** Codes are what sheets carry: letters, digits, '-', '_' and '.', from a letter or digit. */
export const STATION_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** An IANA timezone name the runtime knows ("Asia/Shanghai", "UTC"). */
export function isTimeZone(value: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const stationCode = requiredText(STATION_CODE_MAX).regex(STATION_CODE_PATTERN, { error: 'codeChars' });
/** Checked by the server (TRACE_TIMEZONE_UNKNOWN names it); the screen offers the runtime's list. */
const timeZoneField = requiredText(STATION_TIMEZONE_MAX);
/** Delivery numbers as carriers print them: the code characters. */
const deliveryNumber = requiredText(DELIVERY_NUMBER_MAX).regex(STATION_CODE_PATTERN, { error: 'codeChars' });

/** A trace station: a place that scans parcels and reports their events (a hub, a port, a partner's depot). */
export const TraceStation = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  countryCode: z.string(),
  city: z.string(),
  address: z.string(),
  /** The IANA timezone its local event times are read in. */
  timezone: z.string(),
  enabled: z.boolean(),
  remark: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TraceStation = z.infer<typeof TraceStation>;

/** `addOrUpdate`: without `id` it adds a station, with it it changes that one; the code is unique. */
export const TraceStationSave = z.object({
  id: idField.optional(),
  code: stationCode,
  name: requiredText(STATION_NAME_MAX),
  countryCode: z.string().trim().min(1, { error: 'required' }).regex(PATTERNS.upper2, { error: 'upper2' }),
  city: optionalText(STATION_CITY_MAX),
  address: optionalText(STATION_ADDRESS_MAX),
  timezone: timeZoneField,
  enabled: z.boolean().default(true),
  remark: optionalText(STATION_REMARK_MAX, { multiLine: true }),
});
export type TraceStationSave = z.input<typeof TraceStationSave>;

export const TraceStationQuery = PageQuery.extend({
  /** Code, name or city contains. */
  blurry: filterText(STATION_NAME_MAX),
  enabled: z.enum(['true', 'false']).optional(),
});
export type TraceStationQuery = z.input<typeof TraceStationQuery>;

export const TraceIdPath = z.object({ id: idParam });

export const TRACE_MATCH_STATES = ['MATCHED', 'UNMATCHED'] as const;
export type TraceMatchState = (typeof TRACE_MATCH_STATES)[number];

/** One record of the trace database: an event a file reported for a delivery number. */
export const TraceDbRecord = z.object({
  id: z.number(),
  deliveryNumber: z.string(),
  status: z.string(),
  subStatus: z.string().nullable(),
  eventTime: z.string(),
  location: z.string(),
  description: z.string(),
  stationCode: z.string().nullable(),
  matchState: z.enum(TRACE_MATCH_STATES),
  /** The order's number once matched. */
  orderNo: z.string().nullable(),
  matchedAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TraceDbRecord = z.infer<typeof TraceDbRecord>;

export const TraceDbQuery = PageQuery.extend({
  deliveryNumber: filterText(DELIVERY_NUMBER_MAX),
  matchState: z.enum(TRACE_MATCH_STATES).optional(),
  status: filterText(40),
});
export type TraceDbQuery = z.input<typeof TraceDbQuery>;

/** `export`: the filters of the list (paging ignored). */
export const TraceDbExportQuery = TraceDbQuery.omit({ pageNo: true, pageSize: true });
export type TraceDbExportQuery = z.input<typeof TraceDbExportQuery>;

/**
 * A record as an operator writes it (the edit form, each row of an import). Status and sub-status are codes the
 * server checks (an unknown one is answered with its own words); the event time is `YYYY-MM-DD HH:mm:ss`, read in
 * the station's timezone when a station is named (UTC otherwise), or an ISO time with its offset.
 */
export const TraceDbRecordInput = z.object({
  deliveryNumber,
  status: requiredText(40),
  subStatus: optionalText(40),
  eventTime: requiredText(40),
  location: optionalText(TRACE_LOCATION_MAX),
  description: optionalText(TRACE_DESCRIPTION_MAX),
  stationCode: optionalText(STATION_CODE_MAX),
});
export type TraceDbRecordInput = z.input<typeof TraceDbRecordInput>;

export const TraceDbEdit = TraceDbRecordInput.extend({ id: idField });
export type TraceDbEdit = z.input<typeof TraceDbEdit>;

export const TraceDbIds = z.object({
  ids: z.array(idField).min(1, { error: 'required' }).max(500, { error: 'tooMany|max=500' }),
});
export type TraceDbIds = z.input<typeof TraceDbIds>;

export const DeliveryNumberPath = z.object({
  deliveryNumber,
});

/** One attempt to match a delivery number to a parcel: what it found and what tracking took. */
export const TraceMatchRecord = z.object({
  id: z.number(),
  deliveryNumber: z.string(),
  /** IMPORT, EDIT or MANUAL (matchTraceDbRecord). */
  trigger: z.string(),
  matched: z.boolean(),
  orderNo: z.string().nullable(),
  /** Events tracking stored new, already had, and keeps waiting for a rule. */
  recorded: z.number(),
  repeated: z.number(),
  waiting: z.number(),
  createdAt: z.string(),
});
export type TraceMatchRecord = z.infer<typeof TraceMatchRecord>;

export const TraceMatchQuery = PageQuery.extend({
  deliveryNumber: filterText(DELIVERY_NUMBER_MAX),
});
export type TraceMatchQuery = z.input<typeof TraceMatchQuery>;

/** `matchTraceDbRecord/{deliveryNumber}`: the attempt made now. */
export const TraceMatchResult = TraceMatchRecord.pick({
  deliveryNumber: true,
  matched: true,
  orderNo: true,
  recorded: true,
  repeated: true,
  waiting: true,
}).extend({ records: z.number() });
export type TraceMatchResult = z.infer<typeof TraceMatchResult>;
