import { describe, expect, it } from 'vitest';
import { evaluateRules, matchesOrder, missingField } from './evaluate';
import { compileRule } from './compile';
import { compiled, groupSource, orderFacts, ruleSource } from './test-helpers';
import type { CompiledPostcodeGroup } from './types';

const ALASKA: CompiledPostcodeGroup = { id: 50, country: 'US', ranges: [{ from: '995', to: '999' }] };
const BERLIN: CompiledPostcodeGroup = { id: 51, country: 'DE', ranges: [{ from: '10', to: '14' }] };
const groups = new Map([ALASKA, BERLIN].map((g) => [g.id, g]));
const matches = (patch: Parameters<typeof ruleSource>[0], facts = orderFacts()) =>
  matchesOrder(compileRule(ruleSource(patch), groups), facts);

describe('conditions', () => {
  it('a rule without conditions matches every order', () => {
    expect(matches({})).toBe(true);
    expect(matches({}, orderFacts({ country: 'DE', postcode: '', itemNames: [], weightKg: '0' }))).toBe(true);
  });

  it('destination countries, in any case', () => {
    expect(matches({ countries: ['DE', 'US'] })).toBe(true);
    expect(matches({ countries: ['DE'] })).toBe(false);
    expect(matches({ countries: ['US'] }, orderFacts({ country: ' us ' }))).toBe(true);
  });

  it('postcode groups of the order country, by leading characters', () => {
    expect(matches({ postcodeGroupIds: [50] })).toBe(true);
    expect(matches({ postcodeGroupIds: [50] }, orderFacts({ postcode: '99501-1234' }))).toBe(true);
    expect(matches({ postcodeGroupIds: [50] }, orderFacts({ postcode: '10001' }))).toBe(false);
    expect(matches({ postcodeGroupIds: [50] }, orderFacts({ postcode: '' }))).toBe(false);
    // A German group never covers a US postcode, nor a US group a German one with the same digits.
    expect(matches({ postcodeGroupIds: [51] }, orderFacts({ postcode: '12345' }))).toBe(false);
    expect(matches({ postcodeGroupIds: [51] }, orderFacts({ country: 'DE', postcode: '12345' }))).toBe(true);
    expect(matches({ postcodeGroupIds: [50, 51] }, orderFacts({ country: 'DE', postcode: '10115' }))).toBe(true);
  });

  it('a postcode condition whose groups are all gone matches nothing', () => {
    expect(matches({ postcodeGroupIds: [999] })).toBe(false);
    expect(matches({ postcodeGroupIds: [999, 50] })).toBe(true);
  });

  it('weight range includes both ends, compared as decimals', () => {
    expect(matches({ weightMin: '2.5', weightMax: '2.5' })).toBe(true);
    expect(matches({ weightMin: '2.501' })).toBe(false);
    expect(matches({ weightMax: '2.499' })).toBe(false);
    expect(matches({ weightMin: '0', weightMax: '30' })).toBe(true);
    // 0.1 + 0.2 is not 0.3 in floats: decimals keep it exact.
    expect(matches({ weightMin: '0.3', weightMax: '0.3' }, orderFacts({ weightKg: '0.300' }))).toBe(true);
    expect(matches({ weightMin: '10' }, orderFacts({ weightKg: '9.999999999999999999' }))).toBe(false);
  });

  it('declared value range includes both ends', () => {
    expect(matches({ declaredValueMin: '100', declaredValueMax: '100.00' })).toBe(true);
    expect(matches({ declaredValueMin: '100.01' })).toBe(false);
    expect(matches({ declaredValueMax: '99.99' })).toBe(false);
    expect(matches({ declaredValueMax: '800' }, orderFacts({ declaredValueUsd: '800.01' }))).toBe(false);
  });

  it('customers and products', () => {
    expect(matches({ customerIds: [7, 8] })).toBe(true);
    expect(matches({ customerIds: [8] })).toBe(false);
    expect(matches({ productIds: [11] })).toBe(true);
    expect(matches({ productIds: [12] })).toBe(false);
  });

  it('keywords: a case-insensitive part of any item name, English or Chinese, full-width letters too', () => {
    expect(matches({ keywords: ['COTTON'] })).toBe(true);
    expect(matches({ keywords: ['t恤'] })).toBe(true);
    expect(matches({ keywords: ['battery', 'shirt'] })).toBe(true);
    expect(matches({ keywords: ['battery'] })).toBe(false);
    expect(matches({ keywords: ['ＣＯＴＴＯＮ'] })).toBe(true);
    expect(matches({ keywords: ['cotton'] }, orderFacts({ itemNames: [] }))).toBe(false);
  });

  it('every condition given must hold', () => {
    const patch = { countries: ['US'], productIds: [11], weightMax: '3', keywords: ['shirt'] };
    expect(matches(patch)).toBe(true);
    expect(matches({ ...patch, productIds: [12] })).toBe(false);
    expect(matches({ ...patch, keywords: ['battery'] })).toBe(false);
  });
});

describe('missing fields', () => {
  const rule = (fields: string[]) =>
    compileRule(ruleSource({ strategyType: 'REQUIRE_FIELD', requiredFields: fields }), groups);

  it('absent, null, empty and blank count as missing; the first missing field is named', () => {
    const facts = orderFacts({ fields: { VAT: null, EORI: '  ', HOUSE_NUMBER: '' } });
    expect(missingField(rule(['RECEIVER_EMAIL', 'VAT']), facts)).toBe('RECEIVER_EMAIL');
    expect(missingField(rule(['VAT', 'EORI']), facts)).toBe('VAT');
    expect(missingField(rule(['EORI']), facts)).toBe('EORI');
    expect(missingField(rule(['HOUSE_NUMBER']), facts)).toBe('HOUSE_NUMBER');
    expect(missingField(rule(['VAT', 'EORI']), orderFacts())).toBeNull();
  });
});

describe('evaluateRules', () => {
  const intercept = ruleSource({ id: 1, name: 'hold US', countries: ['US'] });
  const reject = ruleSource({ id: 2, name: 'no batteries', strategyType: 'REJECT', message: 'No batteries' });
  const route = ruleSource({ id: 3, name: 'heavy', strategyType: 'ROUTE', targetProductId: 99 });
  const needVat = ruleSource({ id: 4, name: 'VAT', strategyType: 'REQUIRE_FIELD', requiredFields: ['VAT'] });

  it('no rules: PASS with nothing matched', () => {
    expect(evaluateRules([], orderFacts())).toEqual({ kind: 'PASS', matched: [] });
  });

  it('the first matching deciding rule decides; later ones are neither applied nor listed', () => {
    const outcome = evaluateRules(
      compiled([groupSource([route, intercept], { id: 10, name: 'G' })]),
      orderFacts({ fields: {} }),
    );
    expect(outcome).toEqual({
      kind: 'ROUTE',
      productId: 99,
      rule: { groupId: 10, groupName: 'G', ruleId: 3, ruleName: 'heavy', strategy: 'ROUTE' },
      matched: [{ groupId: 10, groupName: 'G', ruleId: 3, ruleName: 'heavy', strategy: 'ROUTE' }],
    });
  });

  it('rules follow their sort numbers, groups theirs, whatever order they come in', () => {
    const g1 = groupSource([], {
      id: 10,
      sort: 5,
      rules: [
        { ...intercept, sort: 2 },
        { ...reject, sort: 1 },
      ],
    });
    const g2 = groupSource([route], { id: 11, sort: 1 });
    expect(evaluateRules(compiled([g1, g2]), orderFacts()).kind).toBe('ROUTE');
    expect(evaluateRules(compiled([{ ...g2, sort: 9 }, g1]), orderFacts())).toMatchObject({
      kind: 'REJECT',
      message: 'No batteries',
    });
  });

  it('equal group sort numbers: the lower id first', () => {
    const a = groupSource([route], { id: 21, sort: 3 });
    const b = groupSource([intercept], { id: 20, sort: 3 });
    expect(evaluateRules(compiled([a, b]), orderFacts()).kind).toBe('INTERCEPT');
  });

  it('disabled rules and the rules of disabled groups are skipped', () => {
    const g = groupSource([{ ...reject, status: 'DISABLED' }, intercept], { id: 10 });
    expect(evaluateRules(compiled([g]), orderFacts()).kind).toBe('INTERCEPT');
    const off = groupSource([reject], { id: 11, status: 'DISABLED', sort: -1 });
    expect(evaluateRules(compiled([off, g]), orderFacts()).kind).toBe('INTERCEPT');
  });

  it('every REQUIRE_FIELD rule is checked, before and after the deciding rule', () => {
    const needEori = { ...needVat, id: 5, name: 'EORI', requiredFields: ['EORI'] };
    const g = groupSource([needVat, intercept, needEori], { id: 10, name: 'G' });
    const outcome = evaluateRules(compiled([g]), orderFacts({ fields: { VAT: 'x' } }));
    expect(outcome).toMatchObject({ kind: 'MISSING_FIELD', field: 'EORI', rule: { ruleId: 5 } });
    expect(outcome.matched.map((m) => m.ruleId)).toEqual([4, 1, 5]);
    // Carrying both: the intercept stands, and the field rules are listed as applied.
    const ok = evaluateRules(compiled([g]), orderFacts());
    expect(ok).toMatchObject({ kind: 'INTERCEPT', rule: { ruleId: 1 } });
    expect(ok.matched.map((m) => m.ruleId)).toEqual([4, 1, 5]);
  });

  it('the first missing field in evaluation order is named', () => {
    const needEori = { ...needVat, id: 5, requiredFields: ['EORI'] };
    const g = groupSource([needVat, needEori], { id: 10 });
    expect(evaluateRules(compiled([g]), orderFacts({ fields: {} }))).toMatchObject({ field: 'VAT' });
  });

  it('precedence: REJECT over a missing field over INTERCEPT and ROUTE', () => {
    const facts = orderFacts({ fields: {} });
    const withReject = groupSource([needVat, reject], { id: 10 });
    expect(evaluateRules(compiled([withReject]), facts).kind).toBe('REJECT');
    const withIntercept = groupSource([intercept, needVat], { id: 10 });
    expect(evaluateRules(compiled([withIntercept]), facts).kind).toBe('MISSING_FIELD');
    const withRoute = groupSource([route, needVat], { id: 10 });
    expect(evaluateRules(compiled([withRoute]), facts).kind).toBe('MISSING_FIELD');
  });

  it('a REQUIRE_FIELD rule whose conditions do not hold asks nothing', () => {
    const fba = { ...needVat, productIds: [12] };
    expect(evaluateRules(compiled([groupSource([fba])]), orderFacts({ fields: {} }))).toEqual({
      kind: 'PASS',
      matched: [],
    });
  });

  it('ROUTE is applied once: rules for the target product are not evaluated', () => {
    const onTarget = ruleSource({ id: 6, strategyType: 'REJECT', message: 'no', productIds: [99] });
    const outcome = evaluateRules(compiled([groupSource([route, onTarget])]), orderFacts());
    expect(outcome).toMatchObject({ kind: 'ROUTE', productId: 99 });
  });

  it('does not read the weight or the value unless a rule asks', () => {
    const facts = orderFacts({ weightKg: 'not a number', declaredValueUsd: '' });
    expect(evaluateRules(compiled([groupSource([intercept])]), facts).kind).toBe('INTERCEPT');
    expect(() => evaluateRules(compiled([groupSource([{ ...route, weightMin: '1' }])]), facts)).toThrow(/DecimalError/);
  });
});

describe('cost', () => {
  it('20,000 orders over 200 rules with every kind of condition', () => {
    const many = Array.from({ length: 200 }, (_, i) =>
      ruleSource({
        id: 10_000 + i,
        countries: ['US', 'DE'],
        postcodeGroupIds: [50],
        weightMin: '1',
        weightMax: '30',
        declaredValueMax: '800',
        customerIds: [7],
        productIds: [11],
        keywords: [`never${i}`, 'also never'],
      }),
    );
    const groups = compiled([groupSource(many.slice(0, 100)), groupSource(many.slice(100))], [ALASKA, BERLIN]);
    const facts = orderFacts();
    const started = performance.now();
    let passed = 0;
    for (let i = 0; i < 20_000; i++) if (evaluateRules(groups, facts).kind === 'PASS') passed++;
    const ms = performance.now() - started;
    expect(passed).toBe(20_000);
    expect(ms).toBeLessThan(20_000);
    console.info(`evaluateRules: ${Math.round(20_000 / (ms / 1000))} orders/s over 200 rules`);
  });
});
