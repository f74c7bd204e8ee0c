import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompileContext } from './compile-context';
import { Dec } from './decimal';
import type { WeightRuleInput } from './types';
import { chargeableWeight, compileWeightRule, explainWeight, measureBox, type WeightRule } from './weight';

const RULE: WeightRuleInput = {
  volumeWeightRatio: '5000',
  bubbleWay: 'NONE',
  bubblePercentage: '0',
  calcType: 'PER_BOX',
  independentWeightLimit: '0',
  carry: { kind: 'STEP', step: '0.5' },
};

function rule(overrides: Partial<WeightRuleInput> = {}): WeightRule {
  const ctx = new CompileContext();
  const compiled = compileWeightRule(ctx, { ...RULE, ...overrides });
  expect(ctx.errors).toEqual([]);
  return compiled;
}

const errors = (overrides: Partial<WeightRuleInput>) => {
  const ctx = new CompileContext();
  compileWeightRule(ctx, { ...RULE, ...overrides });
  return ctx.errors;
};

type Dims = [number | string, number | string, number | string, number | string];
const boxes = (r: WeightRule, ...list: Dims[]) =>
  list.map(([l, w, h, kg]) => measureBox(r, new Dec(l), new Dec(w), new Dec(h), new Dec(kg)));
const weigh = (r: WeightRule, ...list: Dims[]) => chargeableWeight(r, boxes(r, ...list));
const w = (r: WeightRule, ...list: Dims[]) => weigh(r, ...list).chargeable.toString();

describe('measureBox', () => {
  it('works out volumetric weight, longest side and girth around it', () => {
    const [b] = boxes(rule(), [20, 50, 10, 2]);
    expect(b?.volumetric.toString()).toBe('2');
    expect(b?.longestSide.toString()).toBe('50');
    // 50 + 2 x (20 + 10)
    expect(b?.girth.toString()).toBe('110');
    const [c] = boxes(rule(), [10, 20, 60, 1]);
    expect([c?.longestSide.toString(), c?.girth.toString()]).toEqual(['60', '120']);
    const [d] = boxes(rule(), [70, 20, 60, 1]);
    expect([d?.longestSide.toString(), d?.girth.toString()]).toEqual(['70', '230']);
  });
});

describe('bubble rules', () => {
  it('NONE charges the actual weight only', () => {
    expect(w(rule({ carry: { kind: 'STEP', step: '0.001' } }), [50, 50, 50, 1])).toBe('1');
  });

  it('FULL charges the larger of actual and volumetric', () => {
    const r = rule({ bubbleWay: 'FULL', carry: { kind: 'STEP', step: '0.001' } });
    expect(w(r, [50, 50, 50, 1])).toBe('25');
    expect(w(r, [10, 10, 10, 3])).toBe('3');
    // Equal: actual.
    expect(weigh(r, [50, 50, 2, 1]).weighings[0]?.rule).toBe('ACTUAL');
    expect(weigh(r, [50, 50, 50, 1]).weighings[0]?.rule).toBe('VOLUMETRIC');
  });

  it('SPLIT spares the shipper the percentage of the excess', () => {
    const r = rule({ bubbleWay: 'SPLIT', bubblePercentage: '40', carry: { kind: 'STEP', step: '0.001' } });
    // vol 25, actual 1: 1 + 24 x 0.6 = 15.4
    expect(w(r, [50, 50, 50, 1])).toBe('15.4');
    expect(w(r, [10, 10, 10, 3])).toBe('3');
    expect(weigh(r, [50, 50, 50, 1]).weighings[0]?.rule).toBe('SPLIT');
    expect(weigh(r, [10, 10, 10, 3]).weighings[0]?.rule).toBe('ACTUAL');
    const all = rule({ bubbleWay: 'SPLIT', bubblePercentage: '100', carry: { kind: 'STEP', step: '0.001' } });
    expect(w(all, [50, 50, 50, 1])).toBe('1');
    const none = rule({ bubbleWay: 'SPLIT', bubblePercentage: '0', carry: { kind: 'STEP', step: '0.001' } });
    expect(w(none, [50, 50, 50, 1])).toBe('25');
  });
});

describe('carry rules', () => {
  it.each([
    ['0.001', '1.2341', '1.235'],
    ['0.1', '1.21', '1.3'],
    ['0.5', '1.01', '1.5'],
    ['0.5', '1.5', '1.5'],
    ['1', '1.01', '2'],
    ['1', '2', '2'],
    ['0.3', '1', '1.2'],
  ])('step %s rounds %s up to %s', (step, kg, expected) => {
    expect(w(rule({ carry: { kind: 'STEP', step } }), [1, 1, 1, kg])).toBe(expected);
  });

  it('custom bands pick the step by weight, bounds inclusive', () => {
    const r = rule({
      carry: {
        kind: 'CUSTOM',
        bands: [
          { upTo: '21', step: '0.5' },
          { upTo: null, step: '1' },
        ],
      },
    });
    expect(w(r, [1, 1, 1, '20.6'])).toBe('21');
    expect(w(r, [1, 1, 1, '21'])).toBe('21');
    expect(w(r, [1, 1, 1, '21.01'])).toBe('22');
    expect(w(r, [1, 1, 1, '0.2'])).toBe('0.5');
  });

  it('a weight above the last closed band uses its step', () => {
    const r = rule({
      carry: {
        kind: 'CUSTOM',
        bands: [
          { upTo: '2', step: '0.1' },
          { upTo: '10', step: '0.5' },
        ],
      },
    });
    expect(w(r, [1, 1, 1, '1.91'])).toBe('2');
    expect(w(r, [1, 1, 1, '2.01'])).toBe('2.5');
    expect(w(r, [1, 1, 1, '12.2'])).toBe('12.5');
    expect(weigh(r, [1, 1, 1, '12.2']).weighings[0]?.carry.stepText).toBe('0.5');
  });
});

describe('independent weight limit', () => {
  it('charges each box at least the limit, then rounds', () => {
    const r = rule({ independentWeightLimit: '0.8', carry: { kind: 'STEP', step: '0.5' } });
    expect(w(r, [1, 1, 1, '0.2'], [1, 1, 1, '2.2'])).toBe('3.5');
    const weighings = weigh(r, [1, 1, 1, '0.2'], [1, 1, 1, '0.8']).weighings;
    expect(weighings.map((x) => x.minimum?.toString() ?? null)).toEqual(['0.8', null]);
  });

  it('per shipment, the shipment at least pieces x limit', () => {
    const r = rule({ calcType: 'PER_SHIPMENT', independentWeightLimit: '1', carry: { kind: 'STEP', step: '0.5' } });
    expect(w(r, [1, 1, 1, '0.2'], [1, 1, 1, '0.3'])).toBe('2');
    expect(w(r, [1, 1, 1, '1.2'], [1, 1, 1, '1.2'])).toBe('2.5');
  });
});

describe('per box or per shipment', () => {
  it('PER_BOX rounds each box, then sums', () => {
    expect(w(rule(), [1, 1, 1, '1.1'], [1, 1, 1, '1.1'])).toBe('3');
  });

  it('PER_SHIPMENT sums actual and volumetric, then weighs and rounds once', () => {
    const r = rule({ calcType: 'PER_SHIPMENT' });
    expect(w(r, [1, 1, 1, '1.1'], [1, 1, 1, '1.1'])).toBe('2.5');
    const split = rule({ calcType: 'PER_SHIPMENT', bubbleWay: 'SPLIT', bubblePercentage: '50' });
    // actual 2, vol 2 x 2.5 = 5: 2 + 3 x 0.5 = 3.5
    expect(w(split, [50, 50, 5, 1], [50, 50, 5, 1])).toBe('3.5');
    expect(weigh(split, [50, 50, 5, 1], [50, 50, 5, 1]).weighings.map((x) => x.box)).toEqual([null]);
  });

  it('sums actual and volumetric weights over the boxes either way', () => {
    const result = weigh(rule(), [50, 50, 2, 1], [10, 10, 10, '0.5'], [10, 10, 10, '0.25']);
    expect(result.actual.toString()).toBe('1.75');
    expect(result.volumetric.toString()).toBe('1.4');
  });
});

describe('explainWeight', () => {
  it('words each weighing and the totals with 3 places', () => {
    const r = rule({ bubbleWay: 'SPLIT', bubblePercentage: '40', independentWeightLimit: '1' });
    expect(explainWeight(r, weigh(r, [30, 20, 10, '1.5'], [10, 10, 10, '0.2']))).toEqual({
      calcType: 'PER_BOX',
      bubbleWay: 'SPLIT',
      bubblePercentage: '40',
      volumeWeightRatio: '5000',
      weighings: [
        {
          box: 0,
          actual: '1.500',
          volumetric: '1.200',
          rule: 'ACTUAL',
          bubbled: '1.500',
          minimum: null,
          beforeCarry: '1.500',
          carryStep: '0.5',
          chargeable: '1.500',
        },
        {
          box: 1,
          actual: '0.200',
          volumetric: '0.200',
          rule: 'ACTUAL',
          bubbled: '0.200',
          minimum: '1.000',
          beforeCarry: '1.000',
          carryStep: '0.5',
          chargeable: '1.000',
        },
      ],
      actual: '1.700',
      volumetric: '1.400',
      chargeable: '2.500',
    });
  });
});

describe('compileWeightRule refuses', () => {
  it.each([
    [{ volumeWeightRatio: '0' }, 'weight.volumeWeightRatio', 'INVALID_DECIMAL'],
    [{ volumeWeightRatio: '-5000' }, 'weight.volumeWeightRatio', 'INVALID_DECIMAL'],
    [{ bubblePercentage: '100.5' }, 'weight.bubblePercentage', 'INVALID_DECIMAL'],
    [{ bubblePercentage: 'x' }, 'weight.bubblePercentage', 'INVALID_DECIMAL'],
    [{ independentWeightLimit: '1e3' }, 'weight.independentWeightLimit', 'INVALID_DECIMAL'],
    [{ carry: { kind: 'STEP', step: '0' } }, 'weight.carry.step', 'INVALID_DECIMAL'],
    [{ carry: { kind: 'STEP', step: '0.0005' } }, 'weight.carry.step', 'INVALID_DECIMAL'],
    [{ carry: { kind: 'ROUND' } }, 'weight.carry.kind', 'INVALID_VALUE'],
    [{ bubbleWay: 'HALF' }, 'weight.bubbleWay', 'INVALID_VALUE'],
    [{ calcType: 'PER_KG' }, 'weight.calcType', 'INVALID_VALUE'],
    [{ carry: { kind: 'CUSTOM', bands: [] } }, 'weight.carry.bands', 'NOT_ASCENDING'],
    [
      { carry: { kind: 'CUSTOM', bands: [{ upTo: '2', step: '0.0001' }] } },
      'weight.carry.bands[0].step',
      'INVALID_DECIMAL',
    ],
    [{ carry: { kind: 'CUSTOM', bands: [{ upTo: 'x', step: '1' }] } }, 'weight.carry.bands[0].upTo', 'INVALID_DECIMAL'],
  ])('%j at %s', (overrides, path, code) => {
    expect(errors(overrides as Partial<WeightRuleInput>)).toEqual([{ path, code }]);
  });

  it.each([
    [
      [
        { upTo: null, step: '1' },
        { upTo: '2', step: '1' },
      ],
    ],
    [
      [
        { upTo: '3', step: '1' },
        { upTo: '2', step: '1' },
      ],
    ],
    [
      [
        { upTo: '2', step: '1' },
        { upTo: '2', step: '1' },
      ],
    ],
    [
      [
        { upTo: null, step: '1' },
        { upTo: null, step: '1' },
      ],
    ],
  ])('custom bands out of order: %j', (bands) => {
    expect(errors({ carry: { kind: 'CUSTOM', bands } })).toEqual([
      { path: 'weight.carry.bands', code: 'NOT_ASCENDING' },
    ]);
  });

  it('accepts ascending bands, the last open or closed, and a percentage of 100', () => {
    expect(
      errors({
        carry: {
          kind: 'CUSTOM',
          bands: [
            { upTo: '1', step: '1' },
            { upTo: '2', step: '1' },
          ],
        },
      }),
    ).toEqual([]);
    expect(errors({ carry: { kind: 'CUSTOM', bands: [{ upTo: null, step: '1' }] } })).toEqual([]);
    expect(errors({ bubblePercentage: '100', carry: { kind: 'STEP', step: '0.001' } })).toEqual([]);
  });
});

describe('chargeable weight properties', () => {
  const dim = fc.integer({ min: 1, max: 200 });
  const kg = fc.integer({ min: 1, max: 50_000 }).map((g) => new Dec(g).div(1000).toString());
  const box = fc.tuple(dim, dim, dim, kg);
  const step = fc.constantFrom('0.001', '0.1', '0.5', '1');

  it('FULL is never below the actual weight, nor below the volumetric', () => {
    fc.assert(
      fc.property(fc.array(box, { minLength: 1, maxLength: 4 }), step, (list, s) => {
        const r = rule({ bubbleWay: 'FULL', carry: { kind: 'STEP', step: s } });
        const result = weigh(r, ...list);
        expect(result.chargeable.gte(result.actual)).toBe(true);
        expect(result.chargeable.gte(result.volumetric.toDecimalPlaces(3, Dec.ROUND_DOWN))).toBe(true);
      }),
    );
  });

  it('is a multiple of the step, at most one step above the weight before rounding', () => {
    fc.assert(
      fc.property(box, step, fc.constantFrom('NONE', 'FULL', 'SPLIT'), ([l, wd, h, k], s, way) => {
        const r = rule({
          bubbleWay: way as WeightRuleInput['bubbleWay'],
          bubblePercentage: '30',
          carry: { kind: 'STEP', step: s },
        });
        const [one] = weigh(r, [l, wd, h, k]).weighings;
        if (!one) throw new Error('no weighing');
        expect(one.chargeable.mod(s).isZero()).toBe(true);
        expect(one.chargeable.gte(one.beforeCarry)).toBe(true);
        expect(one.chargeable.minus(one.beforeCarry).lt(s)).toBe(true);
      }),
    );
  });

  it('SPLIT lies between actual and FULL', () => {
    fc.assert(
      fc.property(box, fc.integer({ min: 0, max: 100 }), ([l, wd, h, k], pct) => {
        const exact = { kind: 'STEP', step: '0.001' } as const;
        const split = weigh(rule({ bubbleWay: 'SPLIT', bubblePercentage: String(pct), carry: exact }), [l, wd, h, k]);
        const full = weigh(rule({ bubbleWay: 'FULL', carry: exact }), [l, wd, h, k]);
        expect(split.chargeable.gte(new Dec(k))).toBe(true);
        expect(split.chargeable.lte(full.chargeable)).toBe(true);
      }),
    );
  });
});
