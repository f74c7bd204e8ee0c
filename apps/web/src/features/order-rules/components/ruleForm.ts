import type { OrderRule, OrderRuleStrategy, RequiredFieldName } from '@parcelhub/contracts';

/**
 * The rule form's values: the conditions flattened beside the rule's own fields (one form item each), ids as the
 * selects hold them (text), the status as a switch.
 */
export interface RuleFormValues {
  name: string;
  strategyType: OrderRuleStrategy;
  enabled: boolean;
  remark?: string;
  message?: string;
  targetProductId?: string;
  requiredFields: RequiredFieldName[];
  countries: string[];
  postcodeGroupIds: string[];
  weightMin?: string;
  weightMax?: string;
  declaredValueMin?: string;
  declaredValueMax?: string;
  customerIds: string[];
  productIds: string[];
  keywords: string[];
}

export const CONDITION_FIELDS = [
  'countries',
  'postcodeGroupIds',
  'weightMin',
  'weightMax',
  'declaredValueMin',
  'declaredValueMax',
  'customerIds',
  'productIds',
  'keywords',
] as const;

export const RULE_FIELDS = [
  'name',
  'strategyType',
  'enabled',
  'remark',
  'message',
  'targetProductId',
  'requiredFields',
  ...CONDITION_FIELDS,
] as const;
export type RuleFormField = (typeof RULE_FIELDS)[number];

export const EMPTY_RULE: RuleFormValues = {
  name: '',
  strategyType: 'INTERCEPT',
  enabled: true,
  remark: '',
  message: '',
  requiredFields: [],
  countries: [],
  postcodeGroupIds: [],
  customerIds: [],
  productIds: [],
  keywords: [],
};

const ids = (list: readonly string[] | undefined) => (list ?? []).map(Number);
/** A cleared input is no bound. */
const bound = (v: string | undefined) => (v === undefined || v.trim() === '' ? null : v.trim());

/** The request the form's values make (checked by the contract schema before it goes). */
export function toRuleInput(values: RuleFormValues, groupId: number, id?: number): Record<string, unknown> {
  return {
    ...(id ? { id } : {}),
    orderRuleGroupId: groupId,
    name: values.name ?? '',
    strategyType: values.strategyType,
    status: values.enabled === false ? 'DISABLED' : 'ENABLED',
    remark: values.remark ?? '',
    message: values.message ?? '',
    targetProductId: values.targetProductId ? Number(values.targetProductId) : null,
    requiredFields: values.requiredFields ?? [],
    conditions: {
      countries: values.countries ?? [],
      postcodeGroupIds: ids(values.postcodeGroupIds),
      weightMin: bound(values.weightMin),
      weightMax: bound(values.weightMax),
      declaredValueMin: bound(values.declaredValueMin),
      declaredValueMax: bound(values.declaredValueMax),
      customerIds: ids(values.customerIds),
      productIds: ids(values.productIds),
      keywords: values.keywords ?? [],
    },
  };
}

/** A saved rule as the form shows it. */
export function fromRule(rule: OrderRule): RuleFormValues {
  const c = rule.conditions;
  const text = (list: readonly number[]) => list.map(String);
  return {
    name: rule.name,
    strategyType: rule.strategyType,
    enabled: rule.status === 'ENABLED',
    remark: rule.remark,
    message: rule.message,
    targetProductId: rule.targetProductId === null ? undefined : String(rule.targetProductId),
    requiredFields: rule.requiredFields,
    countries: c.countries,
    postcodeGroupIds: text(c.postcodeGroupIds),
    weightMin: c.weightMin ?? undefined,
    weightMax: c.weightMax ?? undefined,
    declaredValueMin: c.declaredValueMin ?? undefined,
    declaredValueMax: c.declaredValueMax ?? undefined,
    customerIds: text(c.customerIds),
    productIds: text(c.productIds),
    keywords: c.keywords,
  };
}

/**
 * The form field an issue or a server field error belongs to: a condition's own name (`conditions.weightMax` →
 * `weightMax`), `status` on the switch, otherwise the first segment; null for a field the form does not have.
 */
export function formFieldOf(path: readonly PropertyKey[]): RuleFormField | null {
  const [head, next] = path.map(String);
  const name = head === 'conditions' ? next : head === 'status' ? 'enabled' : head;
  return (RULE_FIELDS as readonly string[]).includes(name ?? '') ? (name as RuleFormField) : null;
}

/** Which strategy parameter the form shows. */
export const parameterOf = (strategy: OrderRuleStrategy | undefined) =>
  strategy === 'REJECT'
    ? 'message'
    : strategy === 'ROUTE'
      ? 'targetProductId'
      : strategy === 'REQUIRE_FIELD'
        ? 'requiredFields'
        : null;
