import { z } from 'zod';
import type { Language } from '../common/language';
import { decimalField } from '../common/decimal';
import { filterText, idField, idParam, optionalText, requiredText } from '../common/fields';
import { PageQuery } from '../common/paging';

type Words = Record<Language, string>;

/** How a warehouse sorts a parcel (spec 000 §4): by distribution center, destination port or logistics channel. */
export const SORT_TYPES = ['DISTRIBUTION_CENTER', 'DESTINATION_PORT', 'LOGISTICS_CHANNEL'] as const;
export type SortType = (typeof SORT_TYPES)[number];

export const SORT_TYPE_WORDS: Record<SortType, Words> = {
  DISTRIBUTION_CENTER: { zh: '按分拨中心', en: 'By distribution center', ko: '물류 센터별' },
  DESTINATION_PORT: { zh: '按目的港', en: 'By destination port', ko: '도착항별' },
  LOGISTICS_CHANNEL: { zh: '按物流渠道', en: 'By logistics channel', ko: '물류 채널별' },
};

/** A sorting bay's state: empty, holding an open bag's parcels, or at its weight limit (spec 000 §4). */
export const BAY_STATES = ['IDLE', 'FILLING', 'FULL'] as const;
export type BayState = (typeof BAY_STATES)[number];

export const BAY_STATE_WORDS: Record<BayState, Words> = {
  IDLE: { zh: '空闲', en: 'Idle', ko: '대기' },
  FILLING: { zh: '装填中', en: 'Filling', ko: '적재 중' },
  FULL: { zh: '已满', en: 'Full', ko: '가득 참' },
};

export const WAREHOUSE_CODE_MAX = 30;
export const WAREHOUSE_NAME_MAX = 100;
export const WAREHOUSE_CITY_MAX = 50;
export const WAREHOUSE_ADDRESS_MAX = 200;
export const WAREHOUSE_CONTACT_MAX = 50;
export const WAREHOUSE_PHONE_MAX = 30;
/** Bay numbers run from 1 to this. */
export const BAY_NUMBER_MAX = 9999;
/** Metres from the induction point, at most. */
export const BAY_DISTANCE_MAX = 99999;
/** One bay import takes at most this many lines, and this much text. */
export const BAY_IMPORT_MAX_LINES = 2000;
export const BAY_IMPORT_MAX_CHARS = 60_000;

/** Warehouse codes are what scanners, sheets and integrations carry: letters, digits, '-', '_' and '.'. */
export const WAREHOUSE_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const phoneField = optionalText(WAREHOUSE_PHONE_MAX).refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{3,28}$/.test(v), {
  error: 'phone',
});

/** A warehouse as its lists answer it, with how many bays and robots it has. */
export const Warehouse = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  /** The customer (main account) the warehouse works for; null for the platform's own. */
  accountId: z.number().nullable(),
  customerName: z.string(),
  city: z.string(),
  address: z.string(),
  contact: z.string(),
  phone: z.string(),
  enabled: z.boolean(),
  bayCount: z.number(),
  robotCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Warehouse = z.infer<typeof Warehouse>;

export const WarehouseQuery = PageQuery.extend({
  /** Code, name or city contains. */
  blurry: filterText(WAREHOUSE_NAME_MAX),
});
export type WarehouseQuery = z.infer<typeof WarehouseQuery>;

/** `options`: the enabled warehouses, or with `withDisabled=true` the disabled ones too (the rule page's picker). */
export const WarehouseOptionQuery = z.object({ withDisabled: z.enum(['true', 'false']).optional() });
export type WarehouseOptionQuery = z.input<typeof WarehouseOptionQuery>;

/**
 * One warehouse of the floor screens' picker: `value`/`label` for the shared dropdown loader (spec 000 §7; the label
 * is "<code> <name>"), and the warehouse's id, code and name for a caller that wants them apart.
 */
export const WarehouseOption = z.object({
  value: z.number(),
  label: z.string(),
  id: z.number(),
  code: z.string(),
  name: z.string(),
});
export type WarehouseOption = z.infer<typeof WarehouseOption>;

const warehouseFields = {
  code: requiredText(WAREHOUSE_CODE_MAX).regex(WAREHOUSE_CODE_PATTERN, { error: 'codeChars' }),
  name: requiredText(WAREHOUSE_NAME_MAX),
  /** The platform names the customer (or none); anyone else's warehouse is its own account's. */
  accountId: idField.nullable().optional(),
  city: optionalText(WAREHOUSE_CITY_MAX),
  address: optionalText(WAREHOUSE_ADDRESS_MAX),
  contact: optionalText(WAREHOUSE_CONTACT_MAX),
  phone: phoneField,
  enabled: z.boolean().default(true),
};

export const WarehouseAdd = z.object(warehouseFields);
export type WarehouseAdd = z.input<typeof WarehouseAdd>;
export const WarehouseUpdate = z.object({ id: idField, ...warehouseFields });
export type WarehouseUpdate = z.input<typeof WarehouseUpdate>;

export const WarehouseRecordPath = z.object({ id: idParam });
export const WarehouseIdPath = z.object({ warehouseId: idParam });

/** A sorting bay with what it holds now. */
export const Bay = z.object({
  id: z.number(),
  warehouseId: z.number(),
  number: z.number(),
  /** Metres, as decimal text. */
  distance: z.string(),
  valid: z.boolean(),
  pieces: z.number(),
  /** Kilograms held, as decimal text. */
  weight: z.string(),
  maxWeight: z.string(),
  maxSize: z.number(),
  state: z.enum(BAY_STATES),
  /** The state in the caller's language. */
  stateName: z.string(),
  updatedAt: z.string(),
});
export type Bay = z.infer<typeof Bay>;

const bayFields = {
  number: z
    .number()
    .int({ error: 'integer' })
    .min(1, { error: 'greaterThanZero' })
    .max(BAY_NUMBER_MAX, { error: `numberTooLarge|max=${BAY_NUMBER_MAX}` }),
  distance: decimalField({ places: 2, max: BAY_DISTANCE_MAX }),
  maxWeight: decimalField({ places: 3, max: 100000, positive: true }).default('30'),
  maxSize: z
    .number()
    .int({ error: 'integer' })
    .min(1, { error: 'greaterThanZero' })
    .max(10000, { error: 'numberTooLarge|max=10000' })
    .default(150),
  valid: z.boolean().default(true),
};

/** Adds a bay to a warehouse (no id) or changes one (id). */
export const BaySave = z.object({ id: idField.optional(), warehouseId: idField, ...bayFields });
export type BaySave = z.input<typeof BaySave>;

export const BayValid = z.object({ id: idField, valid: z.boolean() });
export type BayValid = z.input<typeof BayValid>;

/** The bay import: one bay a line, "number distance" (or "number,distance", or tab between). */
export const BayImport = z.object({
  warehouseId: idField,
  text: z
    .string()
    .max(BAY_IMPORT_MAX_CHARS, { error: `tooLong|max=${BAY_IMPORT_MAX_CHARS}` })
    .refine((v) => !v.includes('\u0000'), { error: 'controlChars' }),
});
export type BayImport = z.input<typeof BayImport>;

export const BayImportResult = z.object({ added: z.number(), updated: z.number() });
export type BayImportResult = z.infer<typeof BayImportResult>;

/**
 * The bagging station's speech (spec 000 §3): spoken or not, volume, pitch and speed on the 0-15 scale of the
 * original's speech service, and the voice. The station maps them onto the browser's speech synthesis.
 */
export const SPEECH_DEFAULTS = { flag: true, vol: 5, pit: 5, spd: 9, autoVoice: 4 } as const;
const scale = (max: number) =>
  z
    .number()
    .int({ error: 'integer' })
    .min(0, { error: 'notNegative' })
    .max(max, { error: `numberTooLarge|max=${max}` });
export const SpeechSetting = z.object({
  flag: z.boolean(),
  vol: scale(15),
  pit: scale(15),
  spd: scale(15),
  autoVoice: scale(15),
});
export type SpeechSetting = z.infer<typeof SpeechSetting>;
