import { z } from 'zod';
import { filterText, idField, idParam, optionalText, pageNoField, pageSizeField, requiredText } from '../common/fields';
import { PATTERNS } from '../common/rules';
import type { Language } from '../common/language';
import { COST_CODE } from './fields';

export const COST_STATUSES = ['ENABLED', 'DISABLED'] as const;
export const CostStatus = z.enum(COST_STATUSES);
export type CostStatus = z.infer<typeof CostStatus>;

export const BUSINESS_TYPES = ['EXPRESS', 'STANDARD', 'ECONOMY', 'POSTAL', 'FBA'] as const;
export const BusinessType = z.enum(BUSINESS_TYPES);
export type BusinessType = z.infer<typeof BusinessType>;

/** Round each chargeable weight up to a step in kg, or by custom bands. */
export const WEIGHT_CARRY_RULES = ['0.001', '0.1', '0.5', '1', 'CUSTOM'] as const;
export const WeightCarryRule = z.enum(WEIGHT_CARRY_RULES);
export type WeightCarryRule = z.infer<typeof WeightCarryRule>;

/** The three-language words of the cost side's enumerations (the server answers the caller's, the web shows them). */
export const COST_WORDS = {
  status: {
    ENABLED: { zh: '启用', en: 'Enabled', ko: '사용' },
    DISABLED: { zh: '停用', en: 'Disabled', ko: '중지' },
  },
  weightCarryRule: {
    '0.001': { zh: '按 0.001 kg 进位', en: 'Round up to 0.001 kg', ko: '0.001kg 단위 올림' },
    '0.1': { zh: '按 0.1 kg 进位', en: 'Round up to 0.1 kg', ko: '0.1kg 단위 올림' },
    '0.5': { zh: '按 0.5 kg 进位', en: 'Round up to 0.5 kg', ko: '0.5kg 단위 올림' },
    '1': { zh: '按 1 kg 进位', en: 'Round up to 1 kg', ko: '1kg 단위 올림' },
    CUSTOM: { zh: '自定义进位', en: 'Custom bands', ko: '사용자 지정 구간' },
  },
} as const satisfies {
  status: Record<CostStatus, Record<Language, string>>;
  weightCarryRule: Record<WeightCarryRule, Record<Language, string>>;
};

const STEP = /^\d{1,6}(\.\d{1,3})?$/;

/** One custom carry band: weights up to `upTo` kg (null: above the previous band) round up to `step` kg. */
export const CarryBandInput = z.object({
  upTo: z
    .union([z.string(), z.number()], { error: 'number' })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((s) => STEP.test(s), { error: 'decimals|places=3', abort: true })
    .refine((s) => Number(s) > 0, { error: 'greaterThanZero' })
    .nullable(),
  step: z
    .union([z.string(), z.number()], { error: 'number' })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((s) => STEP.test(s), { error: 'decimals|places=3', abort: true })
    .refine((s) => Number(s) > 0, { error: 'greaterThanZero' }),
});
export type CarryBandInput = z.input<typeof CarryBandInput>;

/**
 * Why custom carry bands cannot stand, or null: at least one band; bounds ascending; only the last one open (and the
 * last one must be open, so every weight has a step). `row` counts from 0.
 */
export function carryBandsProblem(
  bands: readonly { upTo: string | null; step: string }[],
): { row: number; kind: 'EMPTY' | 'NOT_ASCENDING' | 'OPEN_NOT_LAST' | 'LAST_NOT_OPEN' } | null {
  if (bands.length === 0) return { row: 0, kind: 'EMPTY' };
  let previous = 0;
  for (let i = 0; i < bands.length; i++) {
    const { upTo } = bands[i]!;
    const last = i === bands.length - 1;
    if (upTo === null) {
      if (!last) return { row: i, kind: 'OPEN_NOT_LAST' };
      continue;
    }
    if (last) return { row: i, kind: 'LAST_NOT_OPEN' };
    if (Number(upTo) <= previous) return { row: i, kind: 'NOT_ASCENDING' };
    previous = Number(upTo);
  }
  return null;
}

export const CARRY_BAND_PROBLEM_WORDS: Record<
  'EMPTY' | 'NOT_ASCENDING' | 'OPEN_NOT_LAST' | 'LAST_NOT_OPEN',
  Record<Language, string>
> = {
  EMPTY: {
    zh: '自定义进位至少需要一个区间',
    en: 'Custom bands need at least one band',
    ko: '구간이 하나 이상 필요합니다',
  },
  NOT_ASCENDING: {
    zh: '第 {row} 个区间的上限必须大于上一个区间',
    en: "Band {row}: its upper bound must be above the previous band's",
    ko: '{row}번째 구간의 상한은 이전 구간보다 커야 합니다',
  },
  OPEN_NOT_LAST: {
    zh: '第 {row} 个区间没有上限：只有最后一个区间可以不填上限',
    en: 'Band {row} has no upper bound: only the last band may be open',
    ko: '{row}번째 구간에 상한이 없습니다. 마지막 구간만 상한을 비울 수 있습니다',
  },
  LAST_NOT_OPEN: {
    zh: '最后一个区间（第 {row} 个）不能填上限，以覆盖所有重量',
    en: 'The last band (band {row}) must be open (no upper bound), so every weight has a step',
    ko: '마지막 구간({row}번째)은 모든 무게를 포함하도록 상한을 비워야 합니다',
  },
};

/** `POST api/productCost/edit`: creates (no id) or updates a cost's basic info. */
export const ProductCostInput = z.object({
  id: idField.optional(),
  code: z.string().trim().min(1, { error: 'required' }).regex(COST_CODE, { error: 'invalid' }),
  name: requiredText(100),
  mainName: optionalText(100),
  description: optionalText(500, { multiLine: true }),
  businessType: BusinessType.default('EXPRESS'),
  currency: z.string().trim().min(1, { error: 'required' }).regex(PATTERNS.upper3, { error: 'upper3' }),
  weightCarryRule: WeightCarryRule,
  customWeightRule: z.array(CarryBandInput).max(20, { error: 'tooMany|max=20' }).default([]),
  /** The platform only: the supplier account that owns the cost (default: the platform's own account). */
  ownerId: idField.optional(),
});
export type ProductCostInput = z.input<typeof ProductCostInput>;

export const ProductCostQuery = z.object({
  pageNo: pageNoField,
  pageSize: pageSizeField(500, 20),
  code: filterText(32),
  name: filterText(100),
  status: CostStatus.optional(),
  /** The platform only: costs of one owner. */
  ownerId: idField.optional(),
});
export type ProductCostQuery = z.input<typeof ProductCostQuery>;

export const CarryBand = z.object({ upTo: z.string().nullable(), step: z.string() });
export type CarryBand = z.infer<typeof CarryBand>;

/** A product cost's basic info as every screen shows it (`costId` repeats `id`, as the spec's screens read it). */
export const ProductCost = z.object({
  id: z.number(),
  costId: z.number(),
  code: z.string(),
  name: z.string(),
  mainName: z.string(),
  description: z.string(),
  businessType: z.string(),
  currency: z.string(),
  status: CostStatus,
  statusI18n: z.string(),
  weightCarryRule: z.string(),
  weightCarryRuleI18n: z.string(),
  customWeightRule: z.array(CarryBand),
  ownerId: z.number(),
  ownerName: z.string(),
  ownerType: z.string(),
  remotePostcodeLib: z.array(z.number()),
  noRemotePostcodeLib: z.array(z.number()),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductCost = z.infer<typeof ProductCost>;

export const ProductCostIdParams = z.object({ productCostId: idParam });
export const CostIdParams = z.object({ id: idParam });
export const CostStatusParams = z.object({ productCostId: idParam, costStatus: CostStatus });

/** One extra parameter the docking provider's interface takes (an account number, a facility code). */
export const SupplementPropInput = z.object({
  key: requiredText(64),
  value: optionalText(500),
});

/** `POST api/productCost/account/{productCostId}`: the cost's account with its carrier. */
export const ProductCostAccountInput = z.object({
  serviceCode: optionalText(64),
  logisticsProviderName: optionalText(100),
  dockingProviderId: idField.nullable().optional(),
  dockModelId: idField.nullable().optional(),
  includeClearance: z.boolean().default(false),
  trackType: optionalText(32),
  sync: z.boolean().default(true),
  finalLogisticsName: optionalText(100),
  tracknetCode: optionalText(64),
  countryCode: z
    .string()
    .trim()
    .refine((v) => v === '' || PATTERNS.upper2.test(v), { error: 'upper2' })
    .optional()
    .default(''),
  dpSupplementProps: z
    .array(SupplementPropInput)
    .max(50, { error: 'tooMany|max=50' })
    .default([])
    .refine((props) => new Set(props.map((p) => p.key)).size === props.length, { error: 'invalid' }),
});
export type ProductCostAccountInput = z.input<typeof ProductCostAccountInput>;

export const SupplementProp = z.object({ key: z.string(), value: z.string() });

export const DockModelSummary = z.object({
  id: z.number(),
  name: z.string(),
  serviceCode: z.string(),
  usePreRecordedType: z.string(),
  attribute: z.string(),
  attributeI18n: z.string(),
  logistics: z.string(),
  logisticsNames: z.array(z.string()),
});

export const ProductCostAccount = z.object({
  id: z.number(),
  costId: z.number(),
  serviceCode: z.string(),
  logisticsProviderName: z.string(),
  dockingProviderId: z.number().nullable(),
  dockingProviderName: z.string(),
  dockModelId: z.number().nullable(),
  dockModelName: z.string(),
  includeClearance: z.boolean(),
  trackType: z.string(),
  sync: z.boolean(),
  finalLogisticsName: z.string(),
  tracknetCode: z.string(),
  countryCode: z.string(),
  dpSupplementProps: z.array(SupplementProp),
  /** The spec's name for the same list. */
  propsList: z.array(SupplementProp),
  dockModel: DockModelSummary.nullable(),
  updatedAt: z.string(),
});
export type ProductCostAccount = z.infer<typeof ProductCostAccount>;

/** `GET api/productCost/{productCostId}`: basic info with the account. */
export const ProductCostDetail = ProductCost.extend({ account: ProductCostAccount.nullable() });
export type ProductCostDetail = z.infer<typeof ProductCostDetail>;

const groupIds = z
  .array(idField)
  .max(200, { error: 'tooMany|max=200' })
  .default([])
  .transform((ids) => [...new Set(ids)]);

/** `POST api/productCost/postcodeRule/{productCostId}`: postcode-group libraries (ids of postcode groups). */
export const PostcodeRuleInput = z.object({
  remotePostcodeLib: groupIds,
  noRemotePostcodeLib: groupIds,
});
export type PostcodeRuleInput = z.input<typeof PostcodeRuleInput>;

export const PostcodeRule = z.object({
  remotePostcodeLib: z.array(z.number()),
  noRemotePostcodeLib: z.array(z.number()),
  version: z.number(),
});
export type PostcodeRule = z.infer<typeof PostcodeRule>;

export const CostDeleted = z.object({ id: z.number() });
