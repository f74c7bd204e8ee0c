import { z } from 'zod';
import { filterText, idField, idParam, optionalText, pageNoField, pageSizeField, requiredText } from '../common/fields';
import { PageQuery } from '../common/paging';

/** A dictionary's name: what code asks for (`dictName`), so lower-case letters, digits and `_`, from a letter. */
export const DICT_NAME_PATTERN = /^[a-z][a-z0-9_]*$/;
export const DICT_NAME_MAX = 50;
export const DICT_VALUE_MAX = 100;
export const DICT_LABEL_MAX = 100;
export const DICT_SORT_MAX = 999_999;
/** Spec 001 §9: the client fetches a dictionary's values in one page of 9999. */
export const DICT_FETCH_SIZE = 9999;

/**
 * The dictionaries the product itself reads (seeded at every start, not deletable); operators may add their own.
 * The shared dropdowns `api/customerInfo/*` answer the first three.
 */
export const BUILT_IN_DICTS = [
  'customer_type',
  'order_intercept',
  'settlement_method',
  'user_status',
  'subscription_plan',
  'subscription_period',
  'zip_code_type',
  'period_type',
  'loop_type',
  'report_price_type',
  'transition_type',
  'shuttle_type',
  'shuttle_order_status',
  'pay_status',
  'approval_status',
  'work_order_status',
] as const;
export type BuiltInDict = (typeof BUILT_IN_DICTS)[number];

export const dictNameField = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(DICT_NAME_MAX, { error: `tooLong|max=${DICT_NAME_MAX}` })
  .regex(DICT_NAME_PATTERN, { error: 'invalid' });

const sortField = z
  .number()
  .min(0, { error: 'notNegative' })
  .max(DICT_SORT_MAX, { error: `numberTooLarge|max=${DICT_SORT_MAX}` })
  .int({ error: 'integer' });

/** A dictionary as the dictionary screen lists it. */
export const Dict = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** Seeded by the product: cannot be renamed or deleted. */
  builtIn: z.boolean(),
  valueCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Dict = z.infer<typeof Dict>;

export const DictQuery = PageQuery.extend({ blurry: filterText(DICT_NAME_MAX) });
export type DictQuery = z.infer<typeof DictQuery>;

export const DictInput = z.object({
  name: dictNameField,
  description: optionalText(200),
});
export type DictInput = z.infer<typeof DictInput>;

export const DictUpdate = DictInput.extend({ id: idField });
export type DictUpdate = z.infer<typeof DictUpdate>;

export const DictIdPath = z.object({ id: idParam });

/** One value of a dictionary, as the product reads it: the label in the caller's language. */
export const DictValue = z.object({
  id: z.number(),
  value: z.string(),
  label: z.string(),
  sort: z.number(),
});
export type DictValue = z.infer<typeof DictValue>;

/** `GET api/dictDetail` keeps the spec's query names: dictName, page (from 0), size (9999 by default). */
export const DictValueQuery = z.object({
  dictName: dictNameField,
  page: pageNoField,
  size: pageSizeField(DICT_FETCH_SIZE, DICT_FETCH_SIZE),
});
export type DictValueQuery = z.infer<typeof DictValueQuery>;

/** One value as the dictionary screen edits it: every label, disabled ones too. */
export const DictDetail = z.object({
  id: z.number(),
  dictId: z.number(),
  value: z.string(),
  /** In the caller's language (falls back to English, then Chinese, when that label is empty). */
  label: z.string(),
  labelZh: z.string(),
  labelEn: z.string(),
  labelKo: z.string(),
  sort: z.number(),
  enabled: z.boolean(),
  builtIn: z.boolean(),
  updatedAt: z.string(),
});
export type DictDetail = z.infer<typeof DictDetail>;

export const DictDetailQuery = PageQuery.extend({
  pageSize: pageSizeField(500, 50),
  dictId: idParam,
  blurry: filterText(DICT_LABEL_MAX),
});
export type DictDetailQuery = z.infer<typeof DictDetailQuery>;

const detailFields = {
  value: requiredText(DICT_VALUE_MAX),
  labelZh: requiredText(DICT_LABEL_MAX),
  labelEn: optionalText(DICT_LABEL_MAX),
  labelKo: optionalText(DICT_LABEL_MAX),
  sort: sortField.default(0),
  enabled: z.boolean().default(true),
};

export const DictDetailInput = z.object({ dictId: idField, ...detailFields });
export type DictDetailInput = z.infer<typeof DictDetailInput>;

/** An update names the value by id; its dictionary does not change. */
export const DictDetailUpdate = z.object({ id: idField, ...detailFields });
export type DictDetailUpdate = z.infer<typeof DictDetailUpdate>;
