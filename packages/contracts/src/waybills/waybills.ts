import { z } from 'zod';
import { decimalField } from '../common/decimal';
import { filterText, idField, idParam, optionalText, requiredText } from '../common/fields';
import { PageQuery } from '../common/paging';
import { PATTERNS } from '../common/rules';
import type { Language } from '../common/language';
import { OrderStatus } from '../orders/orders';

type Words = Record<Language, string>;

/** What happens to a waybill's flight, as an operator records it. */
export const WAYBILL_EVENT_TYPES = ['DEPARTED', 'ARRIVED', 'CUSTOMS_PROCESSING', 'CUSTOMS_RELEASED'] as const;
export type WaybillEventType = (typeof WAYBILL_EVENT_TYPES)[number];

/**
 * The tracking code each waybill event gives every linked parcel: a standard `STATUS/SUB_STATUS`, which tracking's
 * standard mapping reads as it is.
 */
export const WAYBILL_EVENT_TRACKING: Record<WaybillEventType, string> = {
  DEPARTED: 'IN_TRANSIT/DEPARTED_ORIGIN_PORT',
  ARRIVED: 'IN_TRANSIT/ARRIVED_DESTINATION_PORT',
  CUSTOMS_PROCESSING: 'IN_TRANSIT/CUSTOMS_PROCESSING',
  CUSTOMS_RELEASED: 'IN_TRANSIT/CUSTOMS_RELEASED',
};

/** A waybill's status: CREATED until its first event, then its latest event's type by event time. */
export const WAYBILL_STATUSES = ['CREATED', ...WAYBILL_EVENT_TYPES] as const;
export type WaybillStatus = (typeof WAYBILL_STATUSES)[number];

export const WAYBILL_STATUS_WORDS: Record<WaybillStatus, Words> = {
  CREATED: { zh: '已创建', en: 'Created', ko: '생성됨' },
  DEPARTED: { zh: '已起飞', en: 'Departed', ko: '출발' },
  ARRIVED: { zh: '已到达', en: 'Arrived', ko: '도착' },
  CUSTOMS_PROCESSING: { zh: '清关中', en: 'Customs processing', ko: '통관 진행 중' },
  CUSTOMS_RELEASED: { zh: '清关放行', en: 'Customs released', ko: '통관 완료' },
};

export const WAYBILL_AWB_MAX = 20;
export const WAYBILL_FLIGHT_MAX = 10;
export const WAYBILL_REMARK_MAX = 200;
export const WAYBILL_LOCATION_MAX = 100;
export const WAYBILL_DESCRIPTION_MAX = 100;
export const WAYBILL_PIECES_MAX = 1_000_000;
/** Kilograms. */
export const WAYBILL_WEIGHT_MAX = 1_000_000;
/** Numbers one link call takes (a larger list goes in several calls). */
export const WAYBILL_LINK_MAX = 1000;
export const WAYBILL_NUMBER_MAX = 100;

/** Flight numbers as airlines print them: a 2-character designator (and an optional letter), 1-4 digits, a suffix. */
export const FLIGHT_NO_PATTERN = /^[A-Z0-9]{2}[A-Z]?\d{1,4}[A-Z]?$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export const isIsoDate = (v: string) => {
  if (!ISO_DATE.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().startsWith(v);
};

const airportField = z
  .string()
  .trim()
  .toUpperCase()
  .min(1, { error: 'required' })
  .regex(PATTERNS.upper3, { error: 'upper3' });
const dateField = z
  .string()
  .trim()
  .refine((v) => v === '' || isIsoDate(v), { error: 'invalid' })
  .optional()
  .default('');

/** A master air waybill as the list shows it. Weight is decimal text (kg), never a float. */
export const Waybill = z.object({
  id: z.number(),
  awbNo: z.string(),
  airlinePrefix: z.string(),
  origin: z.string(),
  destination: z.string(),
  flightNo: z.string(),
  /** `YYYY-MM-DD`, or '' when not known. */
  departureDate: z.string(),
  arrivalDate: z.string(),
  pieces: z.number(),
  weight: z.string(),
  status: z.enum(WAYBILL_STATUSES),
  statusName: z.string(),
  parcelCount: z.number(),
  remark: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Waybill = z.infer<typeof Waybill>;

/**
 * Add (no id) or change (id) a waybill. The AWB number's format and check digit are the server's to check (its own
 * words say which digit was expected); `checkAwbNumber` is the same check for the web form.
 */
export const WaybillSave = z.object({
  id: idField.optional(),
  awbNo: requiredText(WAYBILL_AWB_MAX),
  origin: airportField,
  destination: airportField,
  flightNo: optionalText(WAYBILL_FLIGHT_MAX)
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || FLIGHT_NO_PATTERN.test(v), { error: 'invalid' }),
  departureDate: dateField,
  arrivalDate: dateField,
  pieces: z
    .number({ error: 'number' })
    .int({ error: 'integer' })
    .min(0, { error: 'number' })
    .max(WAYBILL_PIECES_MAX, { error: `numberTooLarge|max=${WAYBILL_PIECES_MAX}` })
    .default(0),
  weight: decimalField({ places: 3, max: WAYBILL_WEIGHT_MAX }).default('0'),
  remark: optionalText(WAYBILL_REMARK_MAX, { multiLine: true }),
});
export type WaybillSave = z.input<typeof WaybillSave>;

export const WaybillFilter = z.object({
  /** AWB number contains (digits; the dash does not count). */
  awbNo: filterText(WAYBILL_AWB_MAX),
  status: z.enum(WAYBILL_STATUSES).optional(),
  origin: filterText(3),
  destination: filterText(3),
  flightNo: filterText(WAYBILL_FLIGHT_MAX),
});
export const WaybillQuery = PageQuery.extend(WaybillFilter.shape);
export type WaybillQuery = z.input<typeof WaybillQuery>;
export type WaybillFilter = z.input<typeof WaybillFilter>;

export const WaybillIdPath = z.object({ id: idParam });

/** `track/{id}`: an event of the waybill's flight; it applies to every parcel linked to it. */
export const WaybillTrackInput = z.object({
  type: z.enum(WAYBILL_EVENT_TYPES, { error: 'invalid' }),
  eventTime: z.iso.datetime({ offset: true, error: 'invalid' }),
  location: optionalText(WAYBILL_LOCATION_MAX),
  description: optionalText(WAYBILL_DESCRIPTION_MAX),
});
export type WaybillTrackInput = z.input<typeof WaybillTrackInput>;

export const WaybillEvent = z.object({
  id: z.number(),
  type: z.enum(WAYBILL_EVENT_TYPES),
  typeName: z.string(),
  eventTime: z.string(),
  location: z.string(),
  description: z.string(),
  operatorName: z.string(),
  /** When every linked parcel had it; null while it is being applied. */
  appliedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type WaybillEvent = z.infer<typeof WaybillEvent>;

/** `getTrackInfo/{id}`: the waybill's status and its events, newest first. */
export const WaybillTrackInfo = z.object({
  awbNo: z.string(),
  status: z.enum(WAYBILL_STATUSES),
  statusName: z.string(),
  events: z.array(WaybillEvent),
});
export type WaybillTrackInfo = z.infer<typeof WaybillTrackInfo>;

/** Parcels linked by their order, inside or tracking number. */
export const WaybillLinkInput = z.object({
  id: idField,
  numbers: z
    .array(requiredText(WAYBILL_NUMBER_MAX))
    .min(1, { error: 'required' })
    .max(WAYBILL_LINK_MAX, { error: `tooMany|max=${WAYBILL_LINK_MAX}` }),
});
export type WaybillLinkInput = z.input<typeof WaybillLinkInput>;

export const WaybillLinkResult = z.object({
  linked: z.number(),
  /** Already on this waybill. */
  already: z.number(),
  /** No order has the number. */
  notFound: z.array(z.string()),
  /** On another waybill (a parcel flies on one): its AWB number. */
  elsewhere: z.array(z.object({ number: z.string(), awbNo: z.string() })),
});
export type WaybillLinkResult = z.infer<typeof WaybillLinkResult>;

export const WaybillUnlinkInput = z.object({
  id: idField,
  orderIds: z
    .array(idField)
    .min(1, { error: 'required' })
    .max(WAYBILL_LINK_MAX, { error: `tooMany|max=${WAYBILL_LINK_MAX}` }),
});
export type WaybillUnlinkInput = z.input<typeof WaybillUnlinkInput>;

export const WaybillParcel = z.object({
  orderId: z.number(),
  orderNo: z.string(),
  insideNumber: z.string(),
  trackingNo: z.string(),
  orderStatus: OrderStatus,
  linkedAt: z.string(),
});
export type WaybillParcel = z.infer<typeof WaybillParcel>;

export const WaybillParcelsQuery = PageQuery;
