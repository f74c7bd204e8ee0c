import { z } from 'zod';
import { decimalField } from '../common/decimal';
import { countryCodeField, filterText, idField, idParam, optionalText, requiredText } from '../common/fields';
import { PageQuery } from '../common/paging';
import { PATTERNS } from '../common/rules';
import { compareDecimalText } from '../order-rules/order-rule-values';
import { SORT_TYPES } from '../warehouses/warehouses';

export const SORT_RULE_CODE_MAX = 40;
export const SORT_RULE_NAME_MAX = 100;
export const SORT_RULE_TEXT_MAX = 100;
export const SORT_RULE_POSTCODE_MAX = 12;
export const SORT_RULE_LEVEL_MAX = 9999;
export const SORT_RULE_BAY_MAX = 9999;
/** Destinations one rule may list. */
export const SORT_RULE_DESTINATIONS_MAX = 250;
export const SORT_RULE_WEIGHT = { places: 3, max: 9_999_999 } as const;

export const SortTypeField = z.enum(SORT_TYPES, { error: 'invalid' });

/** Why a candidate rule did not take the parcel (the rule test). */
export const SORT_RULE_CONDITIONS = [
  'customer',
  'destination',
  'product',
  'carrier',
  'machinable',
  'postcode',
  'weight',
] as const;
export type SortRuleCondition = (typeof SORT_RULE_CONDITIONS)[number];
/** A matching rule lost on: its level, then the tie-break steps of decision 170. */
export const SORT_RULE_TIE_BREAKS = ['level', 'postcode', 'weight', 'conditions', 'age'] as const;
export type SortRuleTieBreak = (typeof SORT_RULE_TIE_BREAKS)[number];
/** A rule not in force: disabled, not yet valid, or its validity ended. */
export const SORT_RULE_OUT_OF_FORCE = ['disabled', 'notYet', 'ended'] as const;
export type SortRuleOutOfForce = (typeof SORT_RULE_OUT_OF_FORCE)[number];

/** A sorting rule (spec 000 §3 "Sorting rule"). Weights in kg as decimal strings; times ISO. */
export const SortRule = z.object({
  id: z.number(),
  warehouseId: z.number(),
  /** Warehouse (city) of the spec: the city the rule's warehouse sorts for. */
  warehouseCity: z.string(),
  code: z.string(),
  name: z.string(),
  customerId: z.number().nullable(),
  customerName: z.string().nullable(),
  endDistributionCenter: z.string(),
  executionWeight: z.string().nullable(),
  sortType: SortTypeField,
  /** ISO alpha-2; empty: any destination. */
  destinations: z.array(z.string()),
  productCode: z.string().nullable(),
  machinable: z.boolean().nullable(),
  sortLevel: z.string(),
  cin: z.string(),
  cinrReadable: z.string(),
  weightMin: z.string().nullable(),
  weightMax: z.string().nullable(),
  postcodeFrom: z.string().nullable(),
  postcodeTo: z.string().nullable(),
  postcodeLength: z.number().nullable(),
  carrierCode: z.string().nullable(),
  /** Higher wins. */
  level: z.number(),
  baggingRequirement: z.string(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  enabled: z.boolean(),
  bayNumber: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SortRule = z.infer<typeof SortRule>;

/** `api/sortRule/listSortRule`: a warehouse's rules (or all), by code or name, type and valid flag; paged. */
export const SortRuleQuery = PageQuery.extend({
  warehouseId: idField.optional(),
  /** Code or name contains. */
  blurry: filterText(SORT_RULE_NAME_MAX),
  sortType: SortTypeField.optional(),
  enabled: z.boolean().optional(),
});
export type SortRuleQuery = z.input<typeof SortRuleQuery>;

/** Text that is absent, null or '' is no condition (null). */
const nullableText = (max: number) =>
  z
    .preprocess((v) => (v === '' || v === null ? undefined : v), requiredText(max).optional())
    .transform((v) => v ?? null);
const nullableWeight = z
  .preprocess((v) => (v === '' || v === null ? undefined : v), decimalField(SORT_RULE_WEIGHT).optional())
  .transform((v) => v ?? null);
const postcodeBound = z
  .preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    requiredText(SORT_RULE_POSTCODE_MAX).regex(PATTERNS.postcode, { error: 'postcode' }).optional(),
  )
  .transform((v) => v ?? null);
const instant = z
  .preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.iso.datetime({ offset: true, error: 'invalid' }).optional(),
  )
  .transform((v) => v ?? null);

/** Postcodes compare without spaces and dashes, upper case. */
export const normalSortPostcode = (p: string) => p.replace(/[\s-]/g, '').toUpperCase();

const SortRuleFields = z.object({
  warehouseId: idField,
  code: requiredText(SORT_RULE_CODE_MAX).regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/, { error: 'codeChars' }),
  name: requiredText(SORT_RULE_NAME_MAX),
  customerId: idField.nullish().transform((v) => v ?? null),
  endDistributionCenter: optionalText(SORT_RULE_TEXT_MAX),
  executionWeight: nullableWeight,
  sortType: SortTypeField.default('DISTRIBUTION_CENTER'),
  destinations: z
    .array(countryCodeField)
    .max(SORT_RULE_DESTINATIONS_MAX, { error: `tooMany|max=${SORT_RULE_DESTINATIONS_MAX}` })
    .optional()
    .default([])
    .transform((list) => [...new Set(list)]),
  productCode: nullableText(SORT_RULE_TEXT_MAX),
  machinable: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
  sortLevel: optionalText(SORT_RULE_TEXT_MAX),
  cin: optionalText(SORT_RULE_TEXT_MAX),
  cinrReadable: optionalText(SORT_RULE_TEXT_MAX),
  weightMin: nullableWeight,
  weightMax: nullableWeight,
  postcodeFrom: postcodeBound,
  postcodeTo: postcodeBound,
  postcodeLength: z
    .number()
    .int({ error: 'integer' })
    .min(1, { error: 'greaterThanZero' })
    .max(SORT_RULE_POSTCODE_MAX, { error: `numberTooLarge|max=${SORT_RULE_POSTCODE_MAX}` })
    .nullish()
    .transform((v) => v ?? null),
  carrierCode: nullableText(SORT_RULE_TEXT_MAX),
  level: z
    .number()
    .int({ error: 'integer' })
    .min(0, { error: 'notNegative' })
    .max(SORT_RULE_LEVEL_MAX, { error: `numberTooLarge|max=${SORT_RULE_LEVEL_MAX}` })
    .default(0),
  baggingRequirement: optionalText(SORT_RULE_TEXT_MAX),
  validFrom: instant,
  validTo: instant,
  enabled: z.boolean().default(true),
  bayNumber: z
    .number()
    .int({ error: 'integer' })
    .min(1, { error: 'greaterThanZero' })
    .max(SORT_RULE_BAY_MAX, { error: `numberTooLarge|max=${SORT_RULE_BAY_MAX}` }),
});

type Fields = z.output<typeof SortRuleFields>;

/**
 * The checks between fields, each on the field a person corrects: the maximum weight below the minimum, the postcode
 * range upside down, postcode bounds of another length than the rule's (or than each other), validity ending before
 * it starts. The bay number is checked by the server (it must be a bay of the warehouse).
 */
function crossCheck(r: Fields, ctx: z.RefinementCtx) {
  if (r.weightMin !== null && r.weightMax !== null && compareDecimalText(r.weightMin, r.weightMax) > 0)
    ctx.addIssue({ code: 'custom', path: ['weightMax'], message: 'maxBelowMin' });
  const from = r.postcodeFrom === null ? null : normalSortPostcode(r.postcodeFrom);
  const to = r.postcodeTo === null ? null : normalSortPostcode(r.postcodeTo);
  if (r.postcodeLength !== null) {
    if (from !== null && from.length !== r.postcodeLength)
      ctx.addIssue({ code: 'custom', path: ['postcodeFrom'], message: `postcodeLength|length=${r.postcodeLength}` });
    if (to !== null && to.length !== r.postcodeLength)
      ctx.addIssue({ code: 'custom', path: ['postcodeTo'], message: `postcodeLength|length=${r.postcodeLength}` });
  } else if (from !== null && to !== null && from.length !== to.length) {
    ctx.addIssue({ code: 'custom', path: ['postcodeTo'], message: `postcodeLength|length=${from.length}` });
  }
  if (from !== null && to !== null && from.length === to.length && from > to)
    ctx.addIssue({ code: 'custom', path: ['postcodeTo'], message: 'maxBelowMin' });
  if (r.validFrom !== null && r.validTo !== null && Date.parse(r.validTo) <= Date.parse(r.validFrom))
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'endBeforeStart' });
}

/** `api/sortRule/add`. */
export const SortRuleAdd = SortRuleFields.superRefine(crossCheck);
export type SortRuleAdd = z.input<typeof SortRuleAdd>;
/** `api/sortRule/update`: the whole rule again, with its id. */
export const SortRuleUpdate = SortRuleFields.extend({ id: idField }).superRefine(crossCheck);
export type SortRuleUpdate = z.input<typeof SortRuleUpdate>;

export const SortRuleIdPath = z.object({ id: idParam });

/** `api/sortRule/test`: a parcel's facts tried on a warehouse's rules of a sort type. */
export const SortRuleTestInput = z.object({
  warehouseId: idField,
  sortType: SortTypeField.default('DISTRIBUTION_CENTER'),
  destination: countryCodeField,
  postcode: optionalText(SORT_RULE_POSTCODE_MAX),
  weightKg: decimalField(SORT_RULE_WEIGHT),
  productCode: nullableText(SORT_RULE_TEXT_MAX),
  carrierCode: nullableText(SORT_RULE_TEXT_MAX),
  customerId: idField.nullish().transform((v) => v ?? null),
  machinable: z
    .boolean()
    .nullish()
    .transform((v) => v ?? null),
  /** When the parcel is sorted; now when absent. */
  at: instant,
});
export type SortRuleTestInput = z.input<typeof SortRuleTestInput>;

/** Why a rule of the type did not win. */
export const SortRuleLoss = z.discriminatedUnion('kind', [
  /** A condition of the rule the parcel fails. */
  z.object({ kind: z.literal('condition'), condition: z.enum(SORT_RULE_CONDITIONS) }),
  z.object({ kind: z.literal('outOfForce'), why: z.enum(SORT_RULE_OUT_OF_FORCE) }),
  /** It matched, and lost to the winner on this step (level: a lower level). */
  z.object({ kind: z.literal('lost'), on: z.enum(SORT_RULE_TIE_BREAKS) }),
]);
export type SortRuleLoss = z.infer<typeof SortRuleLoss>;

export const SortRuleTestResult = z.object({
  /** null: no rule takes the parcel ("Unable to match the rule"). */
  bayNumber: z.number().nullable(),
  rule: SortRule.nullable(),
  others: z.array(
    z.object({
      rule: SortRule,
      loss: SortRuleLoss,
      /** The loss in the caller's language. */
      reason: z.string(),
    }),
  ),
});
export type SortRuleTestResult = z.infer<typeof SortRuleTestResult>;
