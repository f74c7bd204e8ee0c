import { describe, expect, it } from 'vitest';
import { CompileContext } from './compile-context';
import { BAIL, MAX } from './exact';
import { compileFastWeight, type FastWeight, weighFast } from './fast-weight';
import type { WeightRuleInput } from './types';
import { compileWeightRule } from './weight';

const INPUT: WeightRuleInput = {
  volumeWeightRatio: '6000',
  bubbleWay: 'FULL',
  bubblePercentage: '40',
  calcType: 'PER_BOX',
  independentWeightLimit: '0',
  carry: { kind: 'STEP', step: '0.5' },
};

function rule(overrides: Partial<WeightRuleInput> = {}): FastWeight | null {
  const ctx = new CompileContext();
  const compiled = compileWeightRule(ctx, { ...INPUT, ...overrides });
  if (ctx.errors.length > 0) throw new Error(JSON.stringify(ctx.errors));
  return compileFastWeight(compiled);
}

const fastRule = (overrides: Partial<WeightRuleInput> = {}) => rule(overrides) as FastWeight;

/** The chargeable grams, or 'BAIL'. */
function weigh(r: FastWeight, actual: number, volume: number, volumeD: number, ends: boolean, minimum = r.minimum) {
  try {
    return weighFast(r, actual, volume, volumeD, ends, minimum);
  } catch (err) {
    if (err === BAIL) return 'BAIL';
    throw err;
  }
}

describe('compileFastWeight', () => {
  it('keeps the rule as scaled integers', () => {
    expect(rule({ volumeWeightRatio: '166.667', bubbleWay: 'SPLIT', independentWeightLimit: '0.25' })).toEqual({
      bubble: 'SPLIT',
      perBox: true,
      ratio: 166_667,
      ratioPlaces: 3,
      ratioOdd: 166_667,
      keep: 6,
      keepD: 10,
      minimum: 25,
      minimumD: 100,
      carry: [{ upTo: 0, upToD: 0, step: 500 }],
    });
    expect(
      rule({
        calcType: 'PER_SHIPMENT',
        carry: {
          kind: 'CUSTOM',
          bands: [
            { upTo: '2.5', step: '0.1' },
            { upTo: null, step: '1' },
          ],
        },
      }),
    ).toMatchObject({
      perBox: false,
      ratioOdd: 3,
      minimum: 0,
      minimumD: 1,
      carry: [
        { upTo: 25, upToD: 10, step: 100 },
        { upTo: 0, upToD: 0, step: 1000 },
      ],
    });
  });

  it('takes SPLIT sparing all of the excess as NONE', () => {
    expect(rule({ bubbleWay: 'SPLIT', bubblePercentage: '100' })).toMatchObject({ bubble: 'NONE', keep: 0 });
    expect(rule({ bubbleWay: 'SPLIT', bubblePercentage: '99.9' })).toMatchObject({ bubble: 'SPLIT', keep: 1 });
    expect(rule({ bubbleWay: 'FULL', bubblePercentage: '100' })).toMatchObject({ bubble: 'FULL' });
  });

  it('leaves to Decimal a ratio with more than twelve 2s or 5s', () => {
    expect(rule({ volumeWeightRatio: '4096' })).toMatchObject({ ratioOdd: 1 });
    expect(rule({ volumeWeightRatio: '8192' })).toBe(null);
    expect(rule({ volumeWeightRatio: '244140625' })).toMatchObject({ ratioOdd: 1 });
    expect(rule({ volumeWeightRatio: '1220703125' })).toBe(null);
    expect(rule({ volumeWeightRatio: '0.0096' })).toMatchObject({ ratio: 96, ratioPlaces: 4, ratioOdd: 3 });
  });

  it('leaves to Decimal a bubble rule whose share and bounds are too fine for the rounding bound', () => {
    // keep 0.66666667 (8 places) + bounds at 3 places: 11, within; a minimum at 4 places makes 12.
    expect(rule({ bubbleWay: 'SPLIT', bubblePercentage: '33.333333', independentWeightLimit: '0.001' })).not.toBe(null);
    expect(rule({ bubbleWay: 'SPLIT', bubblePercentage: '33.333333', independentWeightLimit: '0.0001' })).toBe(null);
    const bands = { kind: 'CUSTOM' as const, bands: [{ upTo: '1.0001', step: '1' }] };
    expect(rule({ bubbleWay: 'FULL', bubblePercentage: '33.333333', carry: bands })).toBe(null);
    expect(rule({ bubbleWay: 'FULL', bubblePercentage: '33.33333', carry: bands })).not.toBe(null);
    expect(rule({ bubbleWay: 'NONE', bubblePercentage: '33.333333', carry: bands })).not.toBe(null);
  });
});

describe('weighFast', () => {
  it('weighs the actual weight, rounded up to the step', () => {
    const r = fastRule({ bubbleWay: 'NONE' });
    expect(weigh(r, 1234, 0, 1, true)).toBe(1500);
    expect(weigh(r, 1500, 0, 1, true)).toBe(1500);
    expect(weigh(r, 1, 0, 1, true)).toBe(500);
    // The volumetric weight is not even looked at.
    expect(weigh(r, 1234, 10 ** 20, 1, false)).toBe(1500);
  });

  it('takes the volumetric weight when larger (FULL), exactly', () => {
    const r = fastRule({ carry: { kind: 'STEP', step: '0.001' } });
    // 7 / 3 kg = 2333.33... g
    expect(weigh(r, 1000, 7, 3, false)).toBe(2334);
    expect(weigh(r, 3000, 7, 3, false)).toBe(3000);
    expect(weigh(r, 2334, 7, 3, false)).toBe(2334);
    // 2 kg on a 1 g step: a tie Decimal holds exactly when the fraction ends.
    expect(weigh(r, 1000, 2, 1, true)).toBe(2000);
    expect(weigh(r, 1000, 6, 3, false)).toBe('BAIL');
  });

  it('splits the excess (SPLIT): actual + (volumetric - actual) x keep', () => {
    const r = fastRule({ bubbleWay: 'SPLIT', carry: { kind: 'STEP', step: '0.001' } });
    // 1 + (2 - 1) x 0.6
    expect(weigh(r, 1000, 2, 1, true)).toBe(1600);
    // 1 + (7/3 - 1) x 0.6 = 1.8
    expect(weigh(r, 1000, 7, 3, false)).toBe('BAIL');
    // 1 + (8/3 - 1) x 0.6 = 2: a tie on a fraction that does not end
    expect(weigh(r, 1000, 8, 3, false)).toBe('BAIL');
    // 1 + (10/3 - 1) x 0.6 = 2.4
    expect(weigh(r, 1000, 10, 3, false)).toBe('BAIL');
    const half = fastRule({ bubbleWay: 'SPLIT', bubblePercentage: '50', carry: { kind: 'STEP', step: '0.5' } });
    // 1 + (7/3 - 1) x 0.5 = 1.666.. -> 2
    expect(weigh(half, 1000, 7, 3, false)).toBe(2000);
    // 0.5 + (7/3 - 0.5) x 0.5 = 1.41666.. -> 1.5
    expect(weigh(half, 500, 7, 3, false)).toBe(1500);
  });

  it('leaves a tie between a volumetric weight that does not end and the actual one to Decimal', () => {
    const r = fastRule({ carry: { kind: 'STEP', step: '0.3' } });
    expect(weigh(r, 1000, 3, 3, false)).toBe('BAIL');
    // Ending: the actual weight, exactly.
    expect(weigh(r, 1000, 3, 3, true)).toBe(1200);
    expect(weigh(r, 1000, 2, 3, false)).toBe(1200);
  });

  it('raises to the minimum, and weighs the minimum exactly', () => {
    const r = fastRule({ independentWeightLimit: '2', carry: { kind: 'STEP', step: '0.3' } });
    // 5/3 kg raised to 2, 2 / 0.3 = 6.67 steps; 7/3 kg above it, 7.78 steps.
    expect(weigh(r, 1000, 5, 3, false)).toBe(2100);
    expect(weigh(r, 1000, 7, 3, false)).toBe(2400);
    expect(weigh(r, 2500, 7, 3, false)).toBe(2700);
    // 1/3 kg below the 0.5 kg minimum: the minimum, on a step of its own, is no tie.
    const half = fastRule({ independentWeightLimit: '0.5' });
    expect(weigh(half, 100, 1, 3, false)).toBe(500);
    // A volumetric weight exactly at the minimum: a tie only when it does not end.
    const two = fastRule({ independentWeightLimit: '2', carry: { kind: 'STEP', step: '0.3' } });
    expect(weigh(two, 100, 6, 3, false)).toBe('BAIL');
    expect(weigh(two, 100, 6, 3, true)).toBe(2100);
    // The minimum as given (for a shipment, pieces x the rule's), in the rule's minimum places.
    expect(weigh(two, 100, 6, 3, true, 1)).toBe(2100);
    expect(weigh(two, 100, 6, 3, true, 4)).toBe(4200);
  });

  it('picks the first carry band at or above the weight', () => {
    const r = fastRule({
      carry: {
        kind: 'CUSTOM',
        bands: [
          { upTo: '1', step: '0.3' },
          { upTo: '2.5', step: '0.1' },
        ],
      },
    });
    expect(weigh(r, 800, 0, 1, true)).toBe(900);
    // At the bound: within the band.
    expect(weigh(r, 1000, 0, 1, true)).toBe(1200);
    expect(weigh(r, 1001, 0, 1, true)).toBe(1100);
    // Above the last band: its step.
    expect(weigh(r, 2550, 0, 1, true)).toBe(2600);
    // A volumetric weight at a bound: a tie only when it does not end.
    expect(weigh(r, 100, 3, 3, false)).toBe('BAIL');
    expect(weigh(r, 100, 3, 3, true)).toBe(1200);
    const open = fastRule({
      carry: {
        kind: 'CUSTOM',
        bands: [
          { upTo: '1', step: '0.3' },
          { upTo: null, step: '0.1' },
        ],
      },
    });
    expect(weigh(open, 1001, 0, 1, true)).toBe(1100);
    expect(weigh(open, 100, 3, 3, true)).toBe(1200);
  });

  it('leaves to Decimal what passes 2^53', () => {
    const r = fastRule();
    expect(weigh(r, 1000, MAX, 1, true)).toBe('BAIL');
    expect(weigh(r, MAX, 1, 1, true)).toBe('BAIL');
    const split = fastRule({ bubbleWay: 'SPLIT' });
    expect(weigh(split, 1000, 2 ** 40, 1, true)).toBe('BAIL');
    expect(weigh(split, 1000, 2 ** 42, 2 ** 40, true)).toBe('BAIL');
    expect(weigh(split, 1000, 2 ** 30, 2 ** 22, true)).toBe(154_000);
    expect(weigh(split, 1000, 2 ** 20, 1, true)).toBe(629_146_000);
  });
});
