import Decimal from 'decimal.js';
import type { OrderRuleStatus, OrderRuleStrategy, RequiredFieldName } from '@parcelhub/contracts';
import type { CompiledGroup, CompiledPostcodeGroup, CompiledRule, DecimalRange } from './types';

/** A rule as stored: decimals as strings, lists as arrays (an empty list is no condition). */
export interface RuleSource {
  id: number;
  name: string;
  strategyType: OrderRuleStrategy;
  status: OrderRuleStatus;
  sort: number;
  countries: readonly string[];
  postcodeGroupIds: readonly number[];
  weightMin: string | null;
  weightMax: string | null;
  declaredValueMin: string | null;
  declaredValueMax: string | null;
  customerIds: readonly number[];
  productIds: readonly number[];
  keywords: readonly string[];
  message: string;
  targetProductId: number | null;
  requiredFields: readonly string[];
}

export interface GroupSource {
  id: number;
  name: string;
  status: OrderRuleStatus;
  sort: number;
  rules: readonly RuleSource[];
}

/** Item names and keywords are compared in one form: compatibility-normalised (full-width letters), lower case. */
export const normaliseText = (text: string) => text.normalize('NFKC').toLowerCase();

const bySortThenId = (a: { sort: number; id: number }, b: { sort: number; id: number }) =>
  a.sort - b.sort || a.id - b.id;

const setOrNull = <T>(list: readonly T[]): ReadonlySet<T> | null => (list.length ? new Set(list) : null);

function rangeOf(min: string | null, max: string | null): DecimalRange | null {
  if (min === null && max === null) return null;
  return { min: min === null ? null : new Decimal(min), max: max === null ? null : new Decimal(max) };
}

export function compileRule(
  rule: RuleSource,
  postcodeGroups: ReadonlyMap<number, CompiledPostcodeGroup>,
): CompiledRule {
  const groups = rule.postcodeGroupIds.length
    ? rule.postcodeGroupIds.flatMap((id) => postcodeGroups.get(id) ?? [])
    : null;
  const keywords = rule.keywords.map(normaliseText).filter((k) => k !== '');
  return {
    id: rule.id,
    name: rule.name,
    strategy: rule.strategyType,
    enabled: rule.status === 'ENABLED',
    countries: setOrNull(rule.countries.map((c) => c.toUpperCase())),
    postcodeGroups: groups,
    weight: rangeOf(rule.weightMin, rule.weightMax),
    declaredValue: rangeOf(rule.declaredValueMin, rule.declaredValueMax),
    customers: setOrNull(rule.customerIds),
    products: setOrNull(rule.productIds),
    keywords: keywords.length ? keywords : null,
    message: rule.message,
    targetProductId: rule.targetProductId,
    requiredFields: rule.requiredFields as RequiredFieldName[],
  };
}

/**
 * The groups in evaluation order (ascending sort number, then id), each with its rules in order. Disabled groups
 * and rules are kept (the evaluator skips them), so one compiled set answers for every status change too.
 */
export function compileRules(
  groups: readonly GroupSource[],
  postcodeGroups: readonly CompiledPostcodeGroup[],
): CompiledGroup[] {
  const byId = new Map(postcodeGroups.map((g) => [g.id, g]));
  return [...groups].sort(bySortThenId).map((g) => ({
    id: g.id,
    name: g.name,
    enabled: g.status === 'ENABLED',
    rules: [...g.rules].sort(bySortThenId).map((r) => compileRule(r, byId)),
  }));
}
