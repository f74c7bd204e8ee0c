import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SORT_TYPES } from '@parcelhub/contracts';
import { compileRules, decideCompiled } from './compiled';
import { explainDecision } from './explain';
import { decideNaive } from './naive';
import { demoEngineRules } from './demo-rules.fixture';
import type { ParcelFacts, SortRule } from './rule';

const NOW = new Date('2026-12-06T08:00:00Z').getTime();
const HOUR = 3_600_000;

const digits = (min: number, max: number) =>
  fc.array(fc.constantFrom('0', '1', '2', '5', '9', 'A'), { minLength: min, maxLength: max }).map((a) => a.join(''));
const weight = fc.oneof(
  fc.integer({ min: 0, max: 40_000 }).map((g) => (g / 1000).toString()),
  fc.integer({ min: 0, max: 400_000 }).map((g) => (g / 10_000).toFixed(4)), // past grams: compared as decimals
  fc.constantFrom('5', '5.0000', '05.000', '30'),
);
const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null, freq: 2 });

const ruleArb = (id: number): fc.Arbitrary<SortRule> =>
  fc
    .record({
      sortType: fc.constantFrom(...SORT_TYPES.slice(0, 2)),
      level: fc.integer({ min: 0, max: 3 }),
      bayNumber: fc.integer({ min: 1, max: 12 }),
      customerId: maybe(fc.integer({ min: 1, max: 3 })),
      destinations: fc.array(fc.constantFrom('US', 'KR', 'DE'), { maxLength: 2 }),
      productCode: maybe(fc.constantFrom('US-EXP', 'eu-eco')),
      carrierCode: maybe(fc.constantFrom('USPS', 'ups')),
      postcodeFrom: maybe(digits(0, 5)),
      postcodeTo: maybe(digits(0, 5)),
      postcodeLength: maybe(fc.integer({ min: 1, max: 5 })),
      weightMin: maybe(weight),
      weightMax: maybe(weight),
      machinable: maybe(fc.boolean()),
      validFrom: maybe(fc.integer({ min: -3, max: 3 }).map((h) => new Date(NOW + h * HOUR))),
      validTo: maybe(fc.integer({ min: -3, max: 3 }).map((h) => new Date(NOW + h * HOUR))),
      enabled: fc.boolean(),
      createdAt: fc.integer({ min: 0, max: 3 }).map((s) => new Date(NOW - 1000 * s)),
    })
    .map((r) => ({ ...r, id, code: `R${id}` }));

const rulesArb: fc.Arbitrary<SortRule[]> = fc
  .integer({ min: 0, max: 60 })
  .chain((n) =>
    n === 0 ? fc.constant<SortRule[]>([]) : fc.tuple(...Array.from({ length: n }, (_, i) => ruleArb(i + 1))),
  );

const parcelArb: fc.Arbitrary<ParcelFacts> = fc.record({
  customerId: fc.integer({ min: 1, max: 3 }),
  destination: fc.constantFrom('US', 'us', 'KR', 'DE', 'JP'),
  postcode: fc.tuple(digits(0, 7), fc.constantFrom('', '-', ' ')).map(([d, sep]) => d.slice(0, 3) + sep + d.slice(3)),
  weightKg: weight,
  productCode: maybe(fc.constantFrom('US-EXP', 'EU-ECO')),
  carrierCode: maybe(fc.constantFrom('USPS', 'UPS')),
  machinable: fc.option(fc.boolean(), { nil: undefined }),
});

describe('the compiled engine', () => {
  it('answers exactly what decideNaive answers, for random rule sets and parcels', () => {
    fc.assert(
      fc.property(
        rulesArb,
        fc.array(parcelArb, { minLength: 1, maxLength: 20 }),
        fc.constantFrom(...SORT_TYPES),
        fc.integer({ min: -4, max: 4 }),
        (rules, parcels, type, h) => {
          const now = new Date(NOW + h * HOUR + 1);
          const compiled = compileRules(rules);
          for (const p of parcels) {
            const naive = decideNaive(rules, type, p, now);
            expect(decideCompiled(compiled, type, p, now)?.id ?? null).toBe(naive?.id ?? null);
            expect(explainDecision(rules, type, p, now).winner?.id ?? null).toBe(naive?.id ?? null);
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it('finds a rule among many postcode intervals of one destination', () => {
    const rules: SortRule[] = Array.from({ length: 1000 }, (_, i) => ({
      id: i + 1,
      code: `Z${i}`,
      sortType: 'DISTRIBUTION_CENTER',
      level: i % 7,
      bayNumber: 1 + (i % 12),
      customerId: null,
      destinations: ['US'],
      productCode: null,
      carrierCode: null,
      postcodeFrom: String(i * 97).padStart(5, '0'),
      postcodeTo: String(i * 97 + 150).padStart(5, '0'),
      postcodeLength: null,
      weightMin: null,
      weightMax: null,
      machinable: null,
      validFrom: null,
      validTo: null,
      enabled: true,
      createdAt: new Date(NOW - i),
    }));
    const compiled = compileRules(rules);
    for (const pc of ['00000', '00100', '48513', '97000', '99999']) {
      const p: ParcelFacts = {
        customerId: 1,
        destination: 'US',
        postcode: pc,
        weightKg: '1',
        productCode: null,
        carrierCode: null,
      };
      const now = new Date(NOW);
      expect(decideCompiled(compiled, 'DISTRIBUTION_CENTER', p, now)?.id ?? null).toBe(
        decideNaive(rules, 'DISTRIBUTION_CENTER', p, now)?.id ?? null,
      );
    }
  });
});

describe('the rule test explanation', () => {
  const now = new Date(NOW);
  const rules: SortRule[] = demoEngineRules(now);
  const us = (postcode: string, weightKg = '1'): ParcelFacts => ({
    customerId: 5,
    destination: 'US',
    postcode,
    weightKg,
    productCode: 'US-EXP',
    carrierCode: null,
  });

  it('names the winner of a US 10001 parcel and why each other rule lost', () => {
    const { winner, others } = explainDecision(rules, 'DISTRIBUTION_CENTER', us('10001'), now);
    expect(winner?.code).toBe('US-NYC');
    expect(Object.fromEntries(others.map((o) => [o.rule.code, o.loss]))).toEqual({
      'US-E': { kind: 'lost', on: 'postcode' },
      'US-D': { kind: 'lost', on: 'level' },
      'US-W': { kind: 'condition', condition: 'postcode' },
      'US-H': { kind: 'condition', condition: 'weight' },
      EU: { kind: 'condition', condition: 'product' },
      KR: { kind: 'condition', condition: 'destination' },
      OLD: { kind: 'outOfForce', why: 'ended' },
    });
    expect(others.slice(0, 2).map((o) => o.rule.code)).toEqual(['US-E', 'US-D']);
  });

  it('tells the later tie-break steps and a disabled or not yet valid rule', () => {
    const base = rules.find((r) => r.code === 'US-D')!;
    const set: SortRule[] = [
      { ...base, id: 101, code: 'W-NARROW', weightMin: '0', weightMax: '2' },
      { ...base, id: 102, code: 'W-WIDE', weightMin: '0', weightMax: '20' },
      { ...base, id: 103, code: 'MORE', weightMin: '0', weightMax: '20', carrierCode: null, customerId: 5 },
      { ...base, id: 104, code: 'OFF', enabled: false },
      { ...base, id: 105, code: 'LATER', validFrom: new Date(NOW + HOUR) },
      { ...base, id: 106, code: 'YOUNGER', weightMin: '0', weightMax: '2', createdAt: new Date(NOW) },
    ];
    const { winner, others } = explainDecision(set, 'DISTRIBUTION_CENTER', us('55555'), now);
    expect(winner?.code).toBe('W-NARROW');
    expect(Object.fromEntries(others.map((o) => [o.rule.code, o.loss]))).toEqual({
      'W-WIDE': { kind: 'lost', on: 'weight' },
      MORE: { kind: 'lost', on: 'weight' },
      YOUNGER: { kind: 'lost', on: 'age' },
      OFF: { kind: 'outOfForce', why: 'disabled' },
      LATER: { kind: 'outOfForce', why: 'notYet' },
    });
    const conditions = explainDecision(
      [
        { ...base, id: 1, code: 'A', weightMin: '0', weightMax: '20' },
        { ...base, id: 2, code: 'B', weightMin: '0', weightMax: '20', customerId: 5 },
      ],
      'DISTRIBUTION_CENTER',
      us('1'),
      now,
    );
    expect(conditions.winner?.code).toBe('B');
    expect(conditions.others[0]!.loss).toEqual({ kind: 'lost', on: 'conditions' });
  });

  it('answers no winner and every rule failing when nothing takes the parcel', () => {
    const { winner, others } = explainDecision(rules, 'DISTRIBUTION_CENTER', { ...us('1'), destination: 'JP' }, now);
    expect(winner).toBeNull();
    expect(others).toHaveLength(8);
  });
});
