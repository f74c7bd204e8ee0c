import Decimal from 'decimal.js';
import { postcodeKey, rangeCovers } from '@parcelhub/contracts';
import { normaliseText } from './compile';
import type {
  CompiledGroup,
  CompiledRule,
  DecimalRange,
  MatchedRule,
  OrderFacts,
  RequiredFieldName,
  RuleOutcome,
} from './types';

/** The facts in the forms the conditions compare, each worked out once and only when a condition asks. */
class FactsView {
  private weightValue: Decimal | undefined;
  private declaredValue: Decimal | undefined;
  private names: string[] | undefined;
  private key: string | undefined;
  readonly country: string;

  constructor(readonly facts: OrderFacts) {
    this.country = facts.country.trim().toUpperCase();
  }

  get weight(): Decimal {
    return (this.weightValue ??= new Decimal(this.facts.weightKg));
  }

  get value(): Decimal {
    return (this.declaredValue ??= new Decimal(this.facts.declaredValueUsd));
  }

  /** The postcode as ranges compare it (upper case, no spaces or '-'). */
  get postcodeKey(): string {
    return (this.key ??= postcodeKey(this.facts.postcode.trim()));
  }

  get itemNames(): string[] {
    return (this.names ??= this.facts.itemNames.map(normaliseText));
  }
}

const within = (x: Decimal, r: DecimalRange) => (r.min === null || x.gte(r.min)) && (r.max === null || x.lte(r.max));

function ruleMatches(rule: CompiledRule, facts: FactsView): boolean {
  const f = facts.facts;
  if (rule.customers && !rule.customers.has(f.customerId)) return false;
  if (rule.products && !rule.products.has(f.productId)) return false;
  if (rule.countries && !rule.countries.has(facts.country)) return false;
  if (rule.weight && !within(facts.weight, rule.weight)) return false;
  if (rule.declaredValue && !within(facts.value, rule.declaredValue)) return false;
  if (
    rule.postcodeGroups &&
    !rule.postcodeGroups.some(
      (g) => g.country === facts.country && g.ranges.some((r) => rangeCovers(r, facts.postcodeKey)),
    )
  )
    return false;
  if (rule.keywords && !rule.keywords.some((k) => facts.itemNames.some((name) => name.includes(k)))) return false;
  return true;
}

/** Whether every condition the rule gives holds for the order (its status aside). */
export const matchesOrder = (rule: CompiledRule, facts: OrderFacts) => ruleMatches(rule, new FactsView(facts));

const isBlank = (v: string | null | undefined) => v === undefined || v === null || v.trim() === '';

/** The first of the rule's fields the order does not carry, or null. */
export function missingField(rule: CompiledRule, facts: OrderFacts): RequiredFieldName | null {
  return rule.requiredFields.find((field) => isBlank(facts.fields[field])) ?? null;
}

const matchedOf = (group: CompiledGroup, rule: CompiledRule): MatchedRule => ({
  groupId: group.id,
  groupName: group.name,
  ruleId: rule.id,
  ruleName: rule.name,
  strategy: rule.strategy,
});

/**
 * Evaluates the rules for one order. Groups in the order given (compileRules sorts them), rules in their order;
 * disabled groups and rules are skipped. A rule matches when every condition it gives holds.
 *
 * - Every matching REQUIRE_FIELD rule is checked; the first missing field (in evaluation order) refuses.
 * - The first matching INTERCEPT, REJECT or ROUTE rule decides; later ones are not applied (nor listed).
 * - Precedence of the verdict: REJECT, then MISSING_FIELD, then INTERCEPT or ROUTE, else PASS. A refusal wins over
 *   a hold or a reroute, and a final "no" over a fixable one.
 * - ROUTE names the product the order moves to, once: the rules are not evaluated again for the new product.
 *
 * `matched` lists, in evaluation order, every rule applied: each matching REQUIRE_FIELD rule and the deciding rule.
 */
export function evaluateRules(groups: readonly CompiledGroup[], facts: OrderFacts): RuleOutcome {
  const view = new FactsView(facts);
  const matched: MatchedRule[] = [];
  let decision: { rule: CompiledRule; matched: MatchedRule } | null = null;
  let missing: { matched: MatchedRule; field: RequiredFieldName } | null = null;

  for (const group of groups) {
    if (!group.enabled) continue;
    for (const rule of group.rules) {
      if (!rule.enabled) continue;
      const requires = rule.strategy === 'REQUIRE_FIELD';
      if (!requires && decision) continue;
      if (!ruleMatches(rule, view)) continue;
      const m = matchedOf(group, rule);
      matched.push(m);
      if (!requires) decision = { rule, matched: m };
      else if (!missing) {
        const field = missingField(rule, facts);
        if (field) missing = { matched: m, field };
      }
    }
  }

  if (decision?.rule.strategy === 'REJECT')
    return { kind: 'REJECT', rule: decision.matched, message: decision.rule.message, matched };
  if (missing) return { kind: 'MISSING_FIELD', rule: missing.matched, field: missing.field, matched };
  if (decision?.rule.strategy === 'INTERCEPT') return { kind: 'INTERCEPT', rule: decision.matched, matched };
  if (decision?.rule.strategy === 'ROUTE' && decision.rule.targetProductId !== null)
    return { kind: 'ROUTE', rule: decision.matched, productId: decision.rule.targetProductId, matched };
  return { kind: 'PASS', matched };
}
