import { z } from 'zod';
import { Option } from '../common/envelope';
import { decimalField } from '../common/decimal';
import {
  countryCodeField,
  filterText,
  idField,
  idParam,
  optionalText,
  pageNoField,
  pageSizeField,
  requiredText,
} from '../common/fields';
import {
  OrderRuleStatus,
  OrderRuleStrategy,
  OrderRuleTarget,
  REQUIRED_FIELD_NAMES,
  RequiredFieldName,
  compareDecimalText,
} from './order-rule-values';

/** The most entries a condition list (countries, groups, customers, products, keywords) may hold. */
export const MAX_CONDITION_ENTRIES = 200;
/** The most groups one batch delete may name (the spec's selection cap). */
export const MAX_BATCH_GROUPS = 500;
export const ORDER_RULE_NAME_MAX = 100;
export const ORDER_RULE_REMARK_MAX = 500;
export const ORDER_RULE_MESSAGE_MAX = 500;
export const ORDER_RULE_KEYWORD_MAX = 100;
/** Group sort numbers: 0 to this. */
export const ORDER_RULE_SORT_MAX = 1_000_000;

export const ORDER_RULE_WEIGHT = { places: 3, max: 100_000 } as const;
export const ORDER_RULE_VALUE = { places: 2, max: 100_000_000 } as const;

/** A bounded list, duplicates dropped (first occurrence kept). */
const conditionList = <T extends z.ZodType>(item: T) =>
  z
    .array(item)
    .max(MAX_CONDITION_ENTRIES, { error: `tooMany|max=${MAX_CONDITION_ENTRIES}` })
    .optional()
    .default([])
    .transform((list) => [...new Set(list as z.output<T>[])]);

/** A range end: absent, null or '' means no bound; else a decimal as the forms send it. */
const bound = (o: { places: number; max: number }) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), decimalField(o).optional()).transform((v) => v ?? null);

const keyword = requiredText(ORDER_RULE_KEYWORD_MAX);

/**
 * A rule's conditions, all optional: the rule matches an order when every condition given holds (an empty list or
 * an absent bound is no condition). Ranges include both ends: weight in kg, declared value in US dollars.
 */
export const OrderRuleConditions = z
  .object({
    /** Destination countries (ISO 3166 alpha-2). */
    countries: conditionList(countryCodeField),
    /** Postcode groups: the destination postcode is covered by one of them (of the order's country). */
    postcodeGroupIds: conditionList(idField),
    weightMin: bound(ORDER_RULE_WEIGHT),
    weightMax: bound(ORDER_RULE_WEIGHT),
    declaredValueMin: bound(ORDER_RULE_VALUE),
    declaredValueMax: bound(ORDER_RULE_VALUE),
    customerIds: conditionList(idField),
    productIds: conditionList(idField),
    /** Parts of item names (English or Chinese), compared without regard to case. */
    keywords: conditionList(keyword),
  })
  .superRefine((c, ctx) => {
    if (c.weightMin !== null && c.weightMax !== null && compareDecimalText(c.weightMin, c.weightMax) > 0)
      ctx.addIssue({ code: 'custom', path: ['weightMax'], message: 'maxBelowMin' });
    if (
      c.declaredValueMin !== null &&
      c.declaredValueMax !== null &&
      compareDecimalText(c.declaredValueMin, c.declaredValueMax) > 0
    )
      ctx.addIssue({ code: 'custom', path: ['declaredValueMax'], message: 'maxBelowMin' });
  });
export type OrderRuleConditionsInput = z.input<typeof OrderRuleConditions>;
export type OrderRuleConditions = z.output<typeof OrderRuleConditions>;

/** `POST api/orderRules/addOrUpdateOrderRuleGroup`: a new group (no id) or an edit. */
export const OrderRuleGroupInput = z.object({
  id: idField.optional(),
  name: requiredText(ORDER_RULE_NAME_MAX),
  /** A new group is enabled unless told; an edit without it keeps the status. */
  status: OrderRuleStatus.optional(),
  /** Groups are evaluated by ascending sort number, then by id; a new group without one goes last. */
  sort: z
    .number({ error: 'requiredNumber' })
    .int({ error: 'integer' })
    .min(0, { error: 'notNegative' })
    .max(ORDER_RULE_SORT_MAX, { error: `numberTooLarge|max=${ORDER_RULE_SORT_MAX}` })
    .optional(),
  remark: optionalText(ORDER_RULE_REMARK_MAX, { multiLine: true }),
});
export type OrderRuleGroupInput = z.input<typeof OrderRuleGroupInput>;

/**
 * `POST api/orderRules/addOrUpdateOrderRule`: a new rule (no id, appended to its group) or an edit (moving it to
 * another group appends it there). What the strategy needs: REJECT a `message`, ROUTE a `targetProductId`,
 * REQUIRE_FIELD `requiredFields`; the others' parameters are dropped.
 */
export const OrderRuleInput = z
  .object({
    id: idField.optional(),
    orderRuleGroupId: idField,
    name: requiredText(ORDER_RULE_NAME_MAX),
    strategyType: OrderRuleStrategy,
    /** A new rule is enabled unless told; an edit without it keeps the status. */
    status: OrderRuleStatus.optional(),
    remark: optionalText(ORDER_RULE_REMARK_MAX, { multiLine: true }),
    conditions: OrderRuleConditions.optional().default({
      countries: [],
      postcodeGroupIds: [],
      weightMin: null,
      weightMax: null,
      declaredValueMin: null,
      declaredValueMax: null,
      customerIds: [],
      productIds: [],
      keywords: [],
    }),
    /** REJECT: the words the refused customer reads. */
    message: optionalText(ORDER_RULE_MESSAGE_MAX, { multiLine: true }),
    /** ROUTE: the product the order moves to. */
    targetProductId: idField.nullish(),
    /** REQUIRE_FIELD: the fields the order must carry. */
    requiredFields: z
      .array(RequiredFieldName)
      .max(REQUIRED_FIELD_NAMES.length, { error: `tooMany|max=${REQUIRED_FIELD_NAMES.length}` })
      .optional()
      .default([])
      .transform((list) => [...new Set(list)]),
  })
  .superRefine((r, ctx) => {
    if (r.strategyType === 'REJECT' && r.message === '')
      ctx.addIssue({ code: 'custom', path: ['message'], message: 'required' });
    if (r.strategyType === 'ROUTE' && !r.targetProductId)
      ctx.addIssue({ code: 'custom', path: ['targetProductId'], message: 'required' });
    if (r.strategyType === 'REQUIRE_FIELD' && r.requiredFields.length === 0)
      ctx.addIssue({ code: 'custom', path: ['requiredFields'], message: 'required' });
  });
export type OrderRuleInput = z.input<typeof OrderRuleInput>;

/** A rule as the screen shows it: its conditions by id, with the names of what they point at. */
export const OrderRule = z.object({
  id: z.number(),
  orderRuleGroupId: z.number(),
  name: z.string(),
  strategyType: OrderRuleStrategy,
  strategyName: z.string(),
  status: OrderRuleStatus,
  statusName: z.string(),
  /** Its place within the group (ascending); unique within the group, not necessarily consecutive. */
  sort: z.number(),
  remark: z.string(),
  conditions: z.object({
    countries: z.array(z.string()),
    postcodeGroupIds: z.array(z.number()),
    weightMin: z.string().nullable(),
    weightMax: z.string().nullable(),
    declaredValueMin: z.string().nullable(),
    declaredValueMax: z.string().nullable(),
    customerIds: z.array(z.number()),
    productIds: z.array(z.number()),
    keywords: z.array(z.string()),
  }),
  message: z.string(),
  targetProductId: z.number().nullable(),
  requiredFields: z.array(RequiredFieldName),
  /** Names of the ids above (value: the id as text), for display. */
  names: z.object({
    countries: z.array(Option),
    postcodeGroups: z.array(Option),
    customers: z.array(Option),
    products: z.array(Option),
    targetProduct: z.string().nullable(),
  }),
  createdByName: z.string().nullable(),
  updatedByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderRule = z.infer<typeof OrderRule>;

export const OrderRuleGroup = z.object({
  id: z.number(),
  name: z.string(),
  status: OrderRuleStatus,
  statusName: z.string(),
  sort: z.number(),
  remark: z.string(),
  /** Its rules in evaluation order. */
  rules: z.array(OrderRule),
  createdByName: z.string().nullable(),
  updatedByName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type OrderRuleGroup = z.infer<typeof OrderRuleGroup>;

/** `POST api/orderRules/list` (ours): groups in evaluation order with their rules, paged by group. */
export const OrderRuleListQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(100, 20),
  /** Part of the group's name or of one of its rules' names. */
  name: filterText(ORDER_RULE_NAME_MAX),
  /** The group's status. */
  status: OrderRuleStatus.optional(),
});
export type OrderRuleListQuery = z.input<typeof OrderRuleListQuery>;

/** `POST api/orderRules/changeStatus`: a group's or a rule's status. */
export const OrderRuleStatusInput = z.object({
  id: idField,
  status: OrderRuleStatus,
  type: OrderRuleTarget.optional().default('RULE'),
});
export type OrderRuleStatusInput = z.input<typeof OrderRuleStatusInput>;

/** `DELETE api/orderRules/batchDelOrderRuleGroup`: the group ids, as `{ids}` or as a bare array (errors name `ids`). */
const groupIds = z
  .array(idField)
  .min(1, { error: 'required' })
  .max(MAX_BATCH_GROUPS, { error: `tooMany|max=${MAX_BATCH_GROUPS}` });
export const OrderRuleGroupBatch = z
  .preprocess((v) => (Array.isArray(v) ? { ids: v } : v), z.object({ ids: groupIds }))
  .transform((v) => [...new Set(v.ids)]);

export const OrderRuleIdParams = z.object({ orderRuleId: idParam });
export const OrderRuleGroupIdParams = z.object({ orderRuleGroupId: idParam });
export const OrderRuleDeleteParams = z.object({ orderRuleGroupId: idParam, orderRuleId: idParam });
export const OrderRuleCopyParams = z.object({ id: idParam });

export const OrderRuleMoved = z.object({
  id: z.number(),
  orderRuleGroupId: z.number(),
  sort: z.number(),
  /** False at the top (move up) or the bottom (move down) of the group: nothing changed. */
  moved: z.boolean(),
});
export type OrderRuleMoved = z.infer<typeof OrderRuleMoved>;

export const OrderRuleDeleted = z.object({ id: z.number(), orderRuleGroupId: z.number() });
export const OrderRuleGroupDeleted = z.object({ id: z.number(), rules: z.number() });
export const OrderRuleGroupsDeleted = z.object({ ids: z.array(z.number()), rules: z.number() });
export const OrderRuleStatusChanged = z.object({ id: z.number(), type: OrderRuleTarget, status: OrderRuleStatus });

/** What the evaluator reads of an order (`POST api/orderRules/evaluate`, ours: try the rules on an order). */
export const OrderRuleFacts = z.object({
  customerId: idField,
  productId: idField,
  country: countryCodeField,
  postcode: z
    .string()
    .trim()
    .max(20, { error: 'tooLong|max=20' })
    .regex(/^[A-Za-z0-9 -]*$/, { error: 'postcode' })
    .optional()
    .default(''),
  weightKg: decimalField(ORDER_RULE_WEIGHT),
  declaredValueUsd: decimalField(ORDER_RULE_VALUE),
  itemNames: z
    .array(requiredText(200))
    .max(MAX_CONDITION_ENTRIES, { error: `tooMany|max=${MAX_CONDITION_ENTRIES}` })
    .optional()
    .default([]),
  fields: z
    .partialRecord(RequiredFieldName, z.string().trim().max(200, { error: 'tooLong|max=200' }).nullable())
    .optional()
    .default({}),
});
export type OrderRuleFactsInput = z.input<typeof OrderRuleFacts>;

export const MatchedOrderRule = z.object({
  groupId: z.number(),
  groupName: z.string(),
  ruleId: z.number(),
  ruleName: z.string(),
  strategy: z.string(),
});
export type MatchedOrderRule = z.infer<typeof MatchedOrderRule>;

/** The evaluator's verdict (see docs/api.md "Order rules" for the semantics). */
export const OrderRuleOutcome = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('PASS'), matched: z.array(MatchedOrderRule) }),
  z.object({ kind: z.literal('INTERCEPT'), rule: MatchedOrderRule, matched: z.array(MatchedOrderRule) }),
  z.object({
    kind: z.literal('REJECT'),
    rule: MatchedOrderRule,
    message: z.string(),
    matched: z.array(MatchedOrderRule),
  }),
  z.object({
    kind: z.literal('ROUTE'),
    rule: MatchedOrderRule,
    productId: z.number(),
    matched: z.array(MatchedOrderRule),
  }),
  z.object({
    kind: z.literal('MISSING_FIELD'),
    rule: MatchedOrderRule,
    field: RequiredFieldName,
    matched: z.array(MatchedOrderRule),
  }),
]);
export type OrderRuleOutcome = z.infer<typeof OrderRuleOutcome>;
