import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REQUIRED_FIELD_NAMES, ORDER_RULE_STRATEGIES } from '@parcelhub/contracts';
import { evaluateRules, matchesOrder } from './evaluate';
import { compileRule, type GroupSource, type RuleSource } from './compile';
import { compiled } from './test-helpers';
import type { CompiledPostcodeGroup, OrderFacts } from './types';

const POSTCODE_GROUPS: CompiledPostcodeGroup[] = [
  { id: 1, country: 'US', ranges: [{ from: '995', to: '999' }] },
  { id: 2, country: 'DE', ranges: [{ from: '10', to: '14' }] },
  { id: 3, country: 'US', ranges: [{ from: '10001', to: '10001' }] },
];
const byId = new Map(POSTCODE_GROUPS.map((g) => [g.id, g]));

/** Small domains, so conditions and orders meet often. */
const country = fc.constantFrom('US', 'DE', 'KR');
const decimal = (max: number, places: number) =>
  fc.integer({ min: 0, max: max * 10 ** places }).map((n) => (n / 10 ** places).toFixed(places));
const weight = decimal(40, 3);
const value = decimal(1000, 2);
const word = fc.constantFrom('cotton', 'battery', 'shirt', '电池', 'Phone', 'CASE');
const field = fc.constantFrom(...REQUIRED_FIELD_NAMES);

const range = (bound: fc.Arbitrary<string>) =>
  fc
    .tuple(fc.option(bound, { nil: null }), fc.option(bound, { nil: null }))
    .map(([a, b]): [string | null, string | null] =>
      a !== null && b !== null && Number(a) > Number(b) ? [b, a] : [a, b],
    );

let ids = 0;
const rule: fc.Arbitrary<RuleSource> = fc
  .record({
    strategyType: fc.constantFrom(...ORDER_RULE_STRATEGIES),
    enabled: fc.boolean(),
    sort: fc.integer({ min: 1, max: 50 }),
    countries: fc.uniqueArray(country, { maxLength: 2 }),
    postcodeGroupIds: fc.uniqueArray(fc.constantFrom(1, 2, 3, 4), { maxLength: 2 }),
    weight: range(weight),
    value: range(value),
    customerIds: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
    productIds: fc.uniqueArray(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }),
    keywords: fc.uniqueArray(word, { maxLength: 2 }),
    requiredFields: fc.uniqueArray(field, { minLength: 1, maxLength: 3 }),
    target: fc.integer({ min: 1, max: 3 }),
  })
  .map((r) => {
    const id = ++ids;
    return {
      id,
      name: `r${id}`,
      strategyType: r.strategyType,
      status: r.enabled ? 'ENABLED' : 'DISABLED',
      sort: r.sort,
      countries: r.countries,
      postcodeGroupIds: r.postcodeGroupIds,
      weightMin: r.weight[0],
      weightMax: r.weight[1],
      declaredValueMin: r.value[0],
      declaredValueMax: r.value[1],
      customerIds: r.customerIds,
      productIds: r.productIds,
      keywords: r.keywords,
      message: r.strategyType === 'REJECT' ? `refused by r${id}` : '',
      targetProductId: r.strategyType === 'ROUTE' ? r.target : null,
      requiredFields: r.strategyType === 'REQUIRE_FIELD' ? r.requiredFields : [],
    } satisfies RuleSource;
  });

const group: fc.Arbitrary<GroupSource> = fc
  .record({
    enabled: fc.boolean(),
    sort: fc.integer({ min: 0, max: 5 }),
    rules: fc.array(rule, { maxLength: 5 }),
  })
  .map((g) => {
    const id = ++ids;
    return { id, name: `g${id}`, status: g.enabled ? 'ENABLED' : 'DISABLED', sort: g.sort, rules: g.rules };
  });

const facts: fc.Arbitrary<OrderFacts> = fc.record({
  customerId: fc.integer({ min: 1, max: 3 }),
  productId: fc.integer({ min: 1, max: 3 }),
  country,
  postcode: fc.constantFrom('99501', '10001', '10115', '', 'SW1A 1AA'),
  weightKg: weight,
  declaredValueUsd: value,
  itemNames: fc.array(
    fc.tuple(word, word).map(([a, b]) => `${a} ${b}`),
    { maxLength: 3 },
  ),
  fields: fc.dictionary(field, fc.constantFrom('x', '', '  ', null)),
});

const allRules = (groups: GroupSource[]) => groups.flatMap((g) => g.rules);
const enabledIds = (groups: GroupSource[]) =>
  new Set(groups.filter((g) => g.status === 'ENABLED').flatMap((g) => g.rules.filter((r) => r.status === 'ENABLED')));

describe('evaluateRules properties', () => {
  it('a disabled rule, or any rule of a disabled group, is never matched', () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 5 }), facts, (groups, f) => {
        const live = new Set([...enabledIds(groups)].map((r) => r.id));
        const outcome = evaluateRules(compiled(groups, POSTCODE_GROUPS), f);
        for (const m of outcome.matched) expect(live.has(m.ruleId)).toBe(true);
      }),
    );
  });

  it('disabling a rule that was not matched changes nothing', () => {
    fc.assert(
      fc.property(fc.array(group, { minLength: 1, maxLength: 5 }), facts, (groups, f) => {
        const before = evaluateRules(compiled(groups, POSTCODE_GROUPS), f);
        const matched = new Set(before.matched.map((m) => m.ruleId));
        const off = groups.map((g) => ({
          ...g,
          rules: g.rules.map((r) => (matched.has(r.id) ? r : { ...r, status: 'DISABLED' as const })),
        }));
        expect(evaluateRules(compiled(off, POSTCODE_GROUPS), f)).toEqual(before);
      }),
    );
  });

  it('the order of groups decides: of two groups whose rules match, the first one decides', () => {
    const deciding = (r: RuleSource): RuleSource => ({
      ...r,
      status: 'ENABLED',
      strategyType: r.strategyType === 'REQUIRE_FIELD' ? 'INTERCEPT' : r.strategyType,
      requiredFields: [],
      countries: [],
      postcodeGroupIds: [],
      weightMin: null,
      weightMax: null,
      declaredValueMin: null,
      declaredValueMax: null,
      customerIds: [],
      productIds: [],
      keywords: [],
    });
    fc.assert(
      fc.property(rule, rule, fc.array(group, { maxLength: 3 }), facts, (ra, rb, others, f) => {
        const a: GroupSource = { id: ++ids, name: 'A', status: 'ENABLED', sort: 0, rules: [deciding(ra)] };
        const b: GroupSource = { id: ++ids, name: 'B', status: 'ENABLED', sort: 1, rules: [deciding(rb)] };
        const rest = others.map((g) => ({ ...g, sort: g.sort + 10 }));
        const decider = (groups: GroupSource[]) =>
          evaluateRules(compiled(groups, POSTCODE_GROUPS), f).matched.find((m) => m.strategy !== 'REQUIRE_FIELD')
            ?.groupId;
        expect(decider([...rest, b, a])).toBe(a.id);
        expect(decider([...rest, a, { ...b, sort: 0, id: a.id - 1 }])).toBe(a.id - 1);
        expect(decider([{ ...a, sort: 2 }, b, ...rest])).toBe(b.id);
      }),
    );
  });

  it('the deciding rule is the first matching enabled INTERCEPT, REJECT or ROUTE rule in evaluation order', () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 5 }), facts, (groups, f) => {
        const ordered = compiled(groups, POSTCODE_GROUPS);
        const first = ordered
          .filter((g) => g.enabled)
          .flatMap((g) => g.rules)
          .find((r) => r.enabled && r.strategy !== 'REQUIRE_FIELD' && matchesOrder(r, f));
        const outcome = evaluateRules(ordered, f);
        const deciders = outcome.matched.filter((m) => m.strategy !== 'REQUIRE_FIELD');
        expect(deciders.map((m) => m.ruleId)).toEqual(first ? [first.id] : []);
        if (outcome.kind === 'INTERCEPT' || outcome.kind === 'ROUTE' || outcome.kind === 'REJECT')
          expect(outcome.rule.ruleId).toBe(first?.id);
      }),
    );
  });

  it('an order carrying every field is never refused for a missing one; a missing one refuses unless rejected', () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 5 }), facts, (groups, f) => {
        const full = { ...f, fields: Object.fromEntries(REQUIRED_FIELD_NAMES.map((n) => [n, 'x'])) };
        expect(evaluateRules(compiled(groups, POSTCODE_GROUPS), full).kind).not.toBe('MISSING_FIELD');
        const outcome = evaluateRules(compiled(groups, POSTCODE_GROUPS), f);
        const lacking = compiled(groups, POSTCODE_GROUPS)
          .filter((g) => g.enabled)
          .flatMap((g) => g.rules)
          .some(
            (r) =>
              r.enabled &&
              r.strategy === 'REQUIRE_FIELD' &&
              matchesOrder(r, f) &&
              r.requiredFields.some((n) => !f.fields[n]?.trim()),
          );
        if (lacking) expect(['MISSING_FIELD', 'REJECT']).toContain(outcome.kind);
        else expect(outcome.kind).not.toBe('MISSING_FIELD');
      }),
    );
  });

  it('adding a condition never makes a rule match an order it did not match', () => {
    fc.assert(
      fc.property(rule, rule, facts, (base, extra, f) => {
        const loose = { ...base, countries: [], keywords: [], weightMin: null, weightMax: null };
        const strict = {
          ...loose,
          countries: extra.countries,
          keywords: extra.keywords,
          weightMin: extra.weightMin,
          weightMax: extra.weightMax,
        };
        if (matchesOrder(compileRule(strict, byId), f)) expect(matchesOrder(compileRule(loose, byId), f)).toBe(true);
      }),
    );
  });

  it('the outcome does not depend on the order groups and rules are handed in', () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 5 }), facts, (groups, f) => {
        const shuffled = [...groups].reverse().map((g) => ({ ...g, rules: [...g.rules].reverse() }));
        // Rules with equal sort numbers fall back to their ids, so reversing never changes the order.
        expect(evaluateRules(compiled(shuffled, POSTCODE_GROUPS), f)).toEqual(
          evaluateRules(compiled(groups, POSTCODE_GROUPS), f),
        );
      }),
    );
  });

  it('matched rules come in evaluation order, once each', () => {
    fc.assert(
      fc.property(fc.array(group, { maxLength: 5 }), facts, (groups, f) => {
        const ordered = compiled(groups, POSTCODE_GROUPS)
          .flatMap((g) => g.rules)
          .map((r) => r.id);
        const ids = evaluateRules(compiled(groups, POSTCODE_GROUPS), f).matched.map((m) => m.ruleId);
        expect(new Set(ids).size).toBe(ids.length);
        const positions = ids.map((id) => ordered.indexOf(id));
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
        expect(allRules(groups).length).toBeGreaterThanOrEqual(ids.length);
      }),
    );
  });
});
