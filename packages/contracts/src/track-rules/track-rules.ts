import { z } from 'zod';
import { filterText, idField, idParam, optionalText, requiredText } from '../common/fields';
import { PageQuery } from '../common/paging';

export const TRACK_RULE_GROUP_NAME_MAX = 100;
export const TRACK_RULE_CARRIER_CODE_MAX = 30;
export const TRACK_RULE_REMARK_MAX = 200;
/** What a rule's match text may hold at most (a PATTERN has its own, tighter bound, checked by the server). */
export const TRACK_RULE_TEXT_MAX = 200;
export const TRACK_RULE_PRIORITY_MAX = 9999;
/** Raw events one rule test may paste. */
export const TRACK_RULE_TEST_MAX = 200;
/** Ids one delete may name. */
export const TRACK_RULE_DELETE_MAX = 500;

/**
 * How a rule matches a raw event: CODE the carrier's event code exactly, KEYWORD a case-insensitive part of the
 * description, PATTERN a glob (`*` any run, `?` one character) over the whole code or the whole description.
 */
export const TRACK_RULE_MATCH_KINDS = ['CODE', 'KEYWORD', 'PATTERN'] as const;
export type TrackRuleMatchKind = (typeof TRACK_RULE_MATCH_KINDS)[number];
export const TrackRuleMatchKind = z.enum(TRACK_RULE_MATCH_KINDS, { error: 'invalid' });

export const TRACK_RULE_MATCH_KIND_WORDS: Record<TrackRuleMatchKind, Record<'zh' | 'en' | 'ko', string>> = {
  CODE: { zh: '事件代码', en: 'Event code', ko: '이벤트 코드' },
  KEYWORD: { zh: '关键词', en: 'Keyword', ko: '키워드' },
  PATTERN: { zh: '通配模式', en: 'Pattern', ko: '패턴' },
};

/** Carrier codes as the carriers and tail logistics keep them: letters, digits, '-', '_' and '.'. */
export const TRACK_RULE_CARRIER_CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A rule group: the rules of one carrier (a docking provider's code or a last-mile carrier's). */
export const TrackRuleGroup = z.object({
  id: z.number(),
  name: z.string(),
  /** Upper case; the events of this carrier code are mapped by the group while it is enabled. */
  carrierCode: z.string(),
  enabled: z.boolean(),
  remark: z.string(),
  ruleCount: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrackRuleGroup = z.infer<typeof TrackRuleGroup>;

export const TrackRuleGroupQuery = PageQuery.extend({
  /** Name or carrier code contains. */
  blurry: filterText(TRACK_RULE_GROUP_NAME_MAX),
  enabled: z.boolean().optional(),
});
export type TrackRuleGroupQuery = z.input<typeof TrackRuleGroupQuery>;

/** `trackRuleGroup/saveAndUpdate`: without `id` it adds a group, with it it changes that one. */
export const TrackRuleGroupSave = z.object({
  id: idField.optional(),
  name: requiredText(TRACK_RULE_GROUP_NAME_MAX),
  carrierCode: requiredText(TRACK_RULE_CARRIER_CODE_MAX).regex(TRACK_RULE_CARRIER_CODE_PATTERN, {
    error: 'codeChars',
  }),
  enabled: z.boolean().default(true),
  remark: optionalText(TRACK_RULE_REMARK_MAX, { multiLine: true }),
});
export type TrackRuleGroupSave = z.input<typeof TrackRuleGroupSave>;

/** A rule: the lower the priority number, the earlier it is tried; ties go to the older rule. */
export const TrackRule = z.object({
  id: z.number(),
  groupId: z.number(),
  priority: z.number(),
  matchKind: TrackRuleMatchKind,
  matchText: z.string(),
  status: z.string(),
  subStatus: z.string().nullable(),
  enabled: z.boolean(),
  remark: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrackRule = z.infer<typeof TrackRule>;

/**
 * `trackRule/saveAndUpdate`. Status and sub-status are codes the server checks (an unknown one, or a sub-status of
 * another status, is answered with its own words); so is a pattern that could run away.
 */
export const TrackRuleSave = z.object({
  id: idField.optional(),
  groupId: idField,
  priority: z
    .number()
    .int({ error: 'integer' })
    .min(0, { error: 'invalid' })
    .max(TRACK_RULE_PRIORITY_MAX, { error: `numberTooLarge|max=${TRACK_RULE_PRIORITY_MAX}` })
    .default(100),
  matchKind: TrackRuleMatchKind,
  matchText: requiredText(TRACK_RULE_TEXT_MAX),
  status: requiredText(40),
  subStatus: optionalText(40),
  enabled: z.boolean().default(true),
  remark: optionalText(TRACK_RULE_REMARK_MAX, { multiLine: true }),
});
export type TrackRuleSave = z.input<typeof TrackRuleSave>;

/** `DELETE …/dels`: the ids, as `{ids}` or a bare array. */
export const TrackRuleIds = z
  .preprocess(
    (v) => (Array.isArray(v) ? { ids: v } : v),
    z.object({
      ids: z
        .array(idField)
        .min(1, { error: 'required' })
        .max(TRACK_RULE_DELETE_MAX, { error: `tooMany|max=${TRACK_RULE_DELETE_MAX}` }),
    }),
  )
  .transform((v) => [...new Set(v.ids)]);

export const TrackRuleDeleted = z.object({ deleted: z.number() });

export const TrackRuleIdPath = z.object({ id: idParam });
export const TrackRuleImportQuery = z.object({ groupId: idParam });

/** One pasted raw event of the rule test. */
export const RawEventSample = z.object({
  code: optionalText(TRACK_RULE_TEXT_MAX),
  description: optionalText(500),
});

/** `trackRule/test`: raw events tried on a group (by id) or on the enabled group of a carrier code. */
export const TrackRuleTestInput = z
  .object({
    groupId: idField.optional(),
    carrierCode: filterText(TRACK_RULE_CARRIER_CODE_MAX),
    events: z
      .array(RawEventSample)
      .min(1, { error: 'required' })
      .max(TRACK_RULE_TEST_MAX, { error: `tooMany|max=${TRACK_RULE_TEST_MAX}` }),
  })
  .refine((v) => v.groupId !== undefined || !!v.carrierCode, { error: 'required', path: ['groupId'] });
export type TrackRuleTestInput = z.input<typeof TrackRuleTestInput>;

/** What mapped an event: a rule of the group, the standard codes (a code that is a standard status), or nothing. */
export const TRACK_MAPPING_SOURCES = ['RULE', 'STANDARD', 'NONE'] as const;

export const TrackRuleTestResult = z.object({
  code: z.string(),
  description: z.string(),
  by: z.enum(TRACK_MAPPING_SOURCES),
  status: z.string().nullable(),
  subStatus: z.string().nullable(),
  /** The status and sub-status in the caller's language ("Unable to match the rule" when nothing maps). */
  statusName: z.string(),
  rule: TrackRule.nullable(),
});
export type TrackRuleTestResult = z.infer<typeof TrackRuleTestResult>;

/** Waiting events (no rule maps them), of one carrier or all, of one code or all. */
export const WaitingEventQuery = PageQuery.extend({
  carrierCode: filterText(TRACK_RULE_CARRIER_CODE_MAX),
  code: filterText(TRACK_RULE_TEXT_MAX),
});
export type WaitingEventQuery = z.input<typeof WaitingEventQuery>;

export const WaitingEvent = z.object({
  id: z.number(),
  orderId: z.number(),
  carrierCode: z.string(),
  trackingNo: z.string(),
  code: z.string(),
  description: z.string(),
  location: z.string(),
  eventTime: z.string(),
  receivedAt: z.string(),
  /** The enabled group of its carrier, where a rule mapping it goes (null: the carrier has none yet). */
  groupId: z.number().nullable(),
});
export type WaitingEvent = z.infer<typeof WaitingEvent>;

/** How a cost's account reaches a group's carrier: its docking provider's code, or its final (last-mile) carrier's. */
export const CARRIER_USES = ['DOCKING_PROVIDER', 'FINAL_CARRIER'] as const;

/**
 * A product cost whose account reaches a track rule group's carrier (so the group maps its parcels' events), with the
 * products shelved on it (`productCost/listTrackRuleGroupLogisticsServiceProduct/{id}`, decision 262).
 */
export const TrackRuleGroupCostUse = z.object({
  costId: z.number(),
  costCode: z.string(),
  costName: z.string(),
  ownerName: z.string(),
  matchedBy: z.enum(CARRIER_USES),
  serviceCode: z.string(),
  logisticsProviderName: z.string(),
  finalLogisticsName: z.string(),
  products: z.array(z.object({ id: z.number(), code: z.string(), name: z.string(), status: z.string() })),
});
export type TrackRuleGroupCostUse = z.infer<typeof TrackRuleGroupCostUse>;
