import {
  orderRuleStatusName,
  orderRuleStrategyName,
  type Language,
  type Option,
  type OrderRule,
  type OrderRuleGroup,
  type RequiredFieldName,
} from '@parcelhub/contracts';
import type { GroupView, RuleView } from './order-rules.repository';

/** Names of what rules point at, by id (countries by code). Unknown ones show as their id. */
export interface RuleNames {
  countries: ReadonlyMap<string, string>;
  postcodeGroups: ReadonlyMap<number, string>;
  customers: ReadonlyMap<number, string>;
  products: ReadonlyMap<number, string>;
}

/** A product as options show it: its code and its name in the caller's language. */
export const productLabel = (p: { code: string; name: string; nameEn: string }, lang: Language) =>
  `${p.code} ${lang === 'zh' || p.nameEn === '' ? p.name : p.nameEn}`;

const options = <K extends string | number>(ids: readonly K[], names: ReadonlyMap<K, string>): Option[] =>
  ids.map((id) => ({ label: names.get(id) ?? String(id), value: String(id) }));

export function toRule(row: RuleView, names: RuleNames, lang: Language): OrderRule {
  return {
    id: row.id,
    orderRuleGroupId: row.groupId,
    name: row.name,
    strategyType: row.strategyType,
    strategyName: orderRuleStrategyName(row.strategyType, lang),
    status: row.status,
    statusName: orderRuleStatusName(row.status, lang),
    sort: row.sort,
    remark: row.remark,
    conditions: {
      countries: row.countries,
      postcodeGroupIds: row.postcodeGroupIds,
      weightMin: row.weightMin,
      weightMax: row.weightMax,
      declaredValueMin: row.declaredValueMin,
      declaredValueMax: row.declaredValueMax,
      customerIds: row.customerIds,
      productIds: row.productIds,
      keywords: row.keywords,
    },
    message: row.message,
    targetProductId: row.targetProductId,
    requiredFields: row.requiredFields as RequiredFieldName[],
    names: {
      countries: options(row.countries, names.countries),
      postcodeGroups: options(row.postcodeGroupIds, names.postcodeGroups),
      customers: options(row.customerIds, names.customers),
      products: options(row.productIds, names.products),
      targetProduct: row.targetProductId === null ? null : (names.products.get(row.targetProductId) ?? null),
    },
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export function toGroup(row: GroupView, rules: OrderRule[], lang: Language): OrderRuleGroup {
  return {
    id: row.id,
    name: row.name,
    status: row.status,
    statusName: orderRuleStatusName(row.status, lang),
    sort: row.sort,
    remark: row.remark,
    rules,
    createdByName: row.createdByName,
    updatedByName: row.updatedByName,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
