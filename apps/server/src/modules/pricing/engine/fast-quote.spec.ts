import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRateCard, type CompiledRateCard } from './compile';
import { Dec } from './decimal';
import { quoteDecimal } from './decimal-quote';
import { fastQuote } from './fast-quote';
import { quote } from './quote';
import { figures, plainCard } from './test-helpers';
import type {
  BandInput,
  BoxInput,
  CarryRuleInput,
  MarkupInput,
  PremiumPackageInput,
  QuoteRequest,
  RateCardInput,
  SurchargeInput,
} from './types';

/** A decimal up to `max` with up to `places` places (often fewer: 12.50 is 12.5). */
const decimal = (max: number, places: number) =>
  fc
    .tuple(fc.integer({ min: 0, max: places }), fc.double({ min: 0, max: 1, noNaN: true }))
    .map(([p, f]) => new Dec(Math.max(1, Math.round(f * max * 10 ** p))).div(10 ** p).toString());

const surchargePool: [formula: string, constants: Record<string, string>][] = [
  ['freight * value', { value: '0.15' }],
  ['remote ? max(value, W * perKg) : 0', { value: '50', perKg: '5' }],
  ['longestSide > limit ? value : 0', { value: '200', limit: '60' }],
  ['W > 10 ? (W - 10) * value : 0', { value: '4.5' }],
  ['round(freight * value, 2)', { value: '0.05' }],
  ['declaredValue > 100 ? max(value, declaredValue * rate) : 0', { value: '5', rate: '0.01' }],
  ['pieces > 1 ? (pieces - 1) * value : 0', { value: '3' }],
  ['zone >= 2 && !remote ? value : 0', { value: '12' }],
  ['girth > 150 ? value : 0', { value: '80' }],
  ['volumeWeight * value', { value: '1.5' }],
  ['actualWeight / 4', {}],
  ['freight / 3', {}],
  ['chargeableWeight % 2', {}],
  ['ceil(W) * value + floor(actualWeight)', { value: '0.7' }],
  ['abs(value - freight) / 100', { value: '40' }],
  ['min(freight, value) - 30', { value: '35' }],
  ['1 / (W - 1)', {}],
  ['round(W / 8, 1) + value', { value: '0.001' }],
  ['W * 0.123456789', {}],
  ['freight * 1000000000', {}],
];

const band = (upTo: string | null): fc.Arbitrary<BandInput> =>
  fc
    .record({
      kind: fc.constantFrom('FIRST_ADDITIONAL' as const, 'PER_KG' as const, 'FIXED' as const),
      firstWeight: fc.constantFrom('0.5', '1', '0.25', '2'),
      stepWeight: fc.constantFrom('0.5', '1', '0.3', '0.001'),
      price: decimal(60, 3),
      stepPrice: decimal(15, 2),
      perPiece: fc.option(fc.record({ rate: decimal(5, 2), limit: fc.constantFrom('0', '2', '10.5') })),
      minCharge: fc.option(fc.constantFrom('0', '20', '35.555', '50')),
    })
    .map(({ kind, firstWeight, stepWeight, price, stepPrice, perPiece, minCharge }): BandInput => {
      const base = { upTo, perPiece, minCharge };
      if (kind === 'FIRST_ADDITIONAL') {
        return { ...base, kind, firstWeight, firstPrice: price, stepWeight, stepPrice };
      }
      return kind === 'PER_KG' ? { ...base, kind, unitPrice: price } : { ...base, kind, fixedPrice: price };
    });

const bands = fc
  .constantFrom<(string | null)[]>([null], ['5', null], ['2', '20.5', null], ['30'], ['0.5', '5', '20'])
  .chain((upTos) => fc.tuple(...upTos.map(band)));

/**
 * Cards of every weight rule, band kind, per-piece rate, minimum charge and limit, zones with remote and
 * undelivered ranges and a remote library, and surcharges drawn from formulas that divide, take remainders,
 * round, read every variable, refuse, or go negative.
 */
const cardArb: fc.Arbitrary<RateCardInput> = fc
  .record({
    ratio: fc.constantFrom('5000', '6000', '8000', '166.667', '1', '0.5'),
    bubbleWay: fc.constantFrom('NONE' as const, 'FULL' as const, 'SPLIT' as const),
    percentage: fc.constantFrom('0', '40', '100', '33.3', '12.5'),
    calcType: fc.constantFrom('PER_BOX' as const, 'PER_SHIPMENT' as const),
    minimum: fc.constantFrom('0', '0.5', '1', '0.123', '2'),
    carry: fc.oneof<fc.Arbitrary<CarryRuleInput>[]>(
      fc.constantFrom('0.001', '0.1', '0.5', '1', '0.3', '0.25').map((step) => ({ kind: 'STEP' as const, step })),
      fc.constant({
        kind: 'CUSTOM' as const,
        bands: [
          { upTo: '2', step: '0.1' },
          { upTo: '21', step: '0.5' },
          { upTo: null, step: '1' },
        ],
      }),
      fc.constant({ kind: 'CUSTOM' as const, bands: [{ upTo: '10.25', step: '0.25' }] }),
    ),
    limits: fc.record({
      maxLongestSide: fc.constantFrom(null, '120', '0'),
      maxGirth: fc.constantFrom(null, '300'),
      maxPieceWeight: fc.constantFrom(null, '30', '25.5'),
      maxDeclaredValue: fc.constantFrom(null, '800'),
      maxPieces: fc.constantFrom(null, '3', '2'),
    }),
    rates: fc.tuple(bands, bands, bands),
    surcharges: fc.subarray(
      surchargePool.map((s, i) => i),
      { maxLength: 6 },
    ),
    refuse: fc.constantFrom(null, 'longestSide > 100', 'W > 40'),
    earlier: fc.boolean(),
  })
  .map((c): RateCardInput => {
    const surcharges: SurchargeInput[] = c.surcharges.map((i, order) => {
      const [formula, constants] = surchargePool[i] as (typeof surchargePool)[number];
      return { code: `S${i}`, name: `S${i}`, type: 'SURCHARGE', order, formula, constants };
    });
    if (c.earlier && surcharges.length > 0) {
      const first = (surcharges[0] as SurchargeInput).code;
      surcharges.push({
        code: 'LATER',
        name: 'Later',
        type: 'SURCHARGE',
        order: 99,
        formula: `ceil(${first} * value * 100) / 100`,
        constants: { value: '0.1' },
        referencesEarlier: true,
      });
    }
    if (c.refuse) {
      surcharges.push({ code: 'SIZE', name: 'Size', type: 'SIZELIMIT', order: 0, formula: '0', refuse: c.refuse });
    }
    return {
      product: { id: 9, code: 'RANDOM', name: 'Random', currency: 'EUR' },
      weight: {
        volumeWeightRatio: c.ratio,
        bubbleWay: c.bubbleWay,
        bubblePercentage: c.percentage,
        calcType: c.calcType,
        independentWeightLimit: c.minimum,
        carry: c.carry,
      },
      limits: c.limits,
      zones: [
        { country: 'DE', from: '', to: '', zone: '1', type: 'DELIVERY' },
        { country: 'DE', from: '2', to: '3', zone: '2', type: 'DELIVERY' },
        { country: 'DE', from: '4', to: '4', zone: null, type: 'REMOTE' },
        { country: 'DE', from: '5', to: '5', zone: '3', type: 'REMOTE' },
        { country: 'DE', from: '6', to: '6', zone: null, type: 'NO_DELIVERY' },
        { country: 'DE', from: '7', to: '7', zone: '9', type: 'DELIVERY' },
      ],
      remotePostcodes: [{ country: 'DE', from: '8', to: '8' }],
      notRemotePostcodes: [{ country: 'DE', from: '81', to: '81' }],
      rates: c.rates.map((b, z) => ({ zone: String(z + 1), bands: b })),
      surcharges,
    };
  });

/** Mostly what the API lets through; now and then a figure finer than the fast quote reads. */
const mostly = <T>(usual: fc.Arbitrary<T>, rare: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: usual, weight: 30 }, { arbitrary: rare, weight: 1 });

const markup: fc.Arbitrary<MarkupInput> = fc.record({
  kind: fc.constantFrom('PERCENT' as const, 'FIXED' as const),
  value: mostly(fc.oneof(fc.constant('0'), decimal(40, 3)), decimal(5, 5)),
});

const premiumArb: fc.Arbitrary<PremiumPackageInput | null> = fc.option(
  fc.record(
    { basic: markup, surcharge: markup, handling: markup, minOrderAmount: mostly(decimal(300, 2), decimal(1, 5)) },
    { requiredKeys: ['basic', 'surcharge', 'handling'] },
  ),
);

const boxArb: fc.Arbitrary<BoxInput> = fc.record({
  length: mostly(decimal(130, 1), decimal(20, 4)),
  width: decimal(70, 2),
  height: fc.oneof(decimal(60, 0), decimal(60, 3)),
  weight: mostly(decimal(35, 3), fc.oneof(decimal(3, 4), fc.constantFrom('0', 'x'))),
});

const requestArb: fc.Arbitrary<QuoteRequest> = fc.record({
  country: fc.constantFrom('DE', 'DE', 'DE', 'de ', 'FR'),
  postcode: fc.constantFrom('10115', '20095', '40210', '50667', '60311', '70173', '80331', '81245', ' 1 01-15', 'A;'),
  boxes: fc.array(boxArb, { minLength: 0, maxLength: 3 }),
  declaredValue: fc.option(mostly(decimal(900, 2), decimal(9, 3)), { nil: undefined }),
  premium: premiumArb,
});

const compileOrThrow = (input: RateCardInput): CompiledRateCard => {
  const result = compileRateCard(input);
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.card;
};

describe('the fast quote against the Decimal engine', () => {
  it('answers exactly what the Decimal engine answers, or leaves the quote to it', () => {
    fc.assert(
      fc.property(cardArb, fc.array(requestArb, { minLength: 1, maxLength: 5 }), (input, requests) => {
        const card = compileOrThrow(input);
        for (const request of requests) {
          const reference = quoteDecimal(card, request);
          const fast = fastQuote(card, request);
          if (fast !== null) expect(figures(fast)).toEqual(figures(reference));
          expect(figures(quote(card, request))).toEqual(figures(reference));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('answers most priced quotes of most cards itself', () => {
    let priced = 0;
    let fast = 0;
    let fastCards = 0;
    const samples = fc.sample(fc.tuple(cardArb, requestArb), { numRuns: 600, seed: 20261123 });
    for (const [input, request] of samples) {
      const card = compileOrThrow(input);
      if (card.fast.card !== null) fastCards++;
      if (!quoteDecimal(card, request).ok) continue;
      priced++;
      if (fastQuote(card, request) !== null) fast++;
    }
    expect(fastCards / samples.length).toBeGreaterThan(0.9);
    // The pool's formulas divide by 3, read volumetric weights that do not end, and multiply past 2^53 on purpose.
    expect(fast / priced).toBeGreaterThan(0.6);
  });

  it('gives the same explanation, worded by the Decimal engine on first read', () => {
    fc.assert(
      fc.property(cardArb, requestArb, (input, request) => {
        const card = compileOrThrow(input);
        const answer = fastQuote(card, request) ?? quoteDecimal(card, request);
        expect(JSON.stringify(answer)).toBe(JSON.stringify(quoteDecimal(card, request)));
      }),
      { numRuns: 60 },
    );
  });
});

/** Small whole and half figures: volumetric weights that land exactly on steps, minimums and band bounds. */
const tieCard = fc
  .record({
    ratio: fc.constantFrom('1000', '6000', '5000', '3'),
    bubbleWay: fc.constantFrom('FULL' as const, 'SPLIT' as const),
    percentage: fc.constantFrom('0', '50', '40'),
    calcType: fc.constantFrom('PER_BOX' as const, 'PER_SHIPMENT' as const),
    minimum: fc.constantFrom('0', '1', '2', '0.5'),
    step: fc.constantFrom('0.5', '1', '0.1'),
    upTo: fc.constantFrom('2', '3', '6'),
  })
  .map((c) =>
    plainCard({
      weight: {
        volumeWeightRatio: c.ratio,
        bubbleWay: c.bubbleWay,
        bubblePercentage: c.percentage,
        calcType: c.calcType,
        independentWeightLimit: c.minimum,
        carry: {
          kind: 'CUSTOM',
          bands: [
            { upTo: c.upTo, step: c.step },
            { upTo: null, step: '1' },
          ],
        },
      },
    }),
  );
const tieBox = fc.record({
  length: fc.constantFrom('10', '20', '30', '15', '12.5', '1'),
  width: fc.constantFrom('10', '20', '5', '2', '1'),
  height: fc.constantFrom('10', '5', '3', '1', '0.5'),
  weight: fc.constantFrom('0.5', '1', '2', '1.5', '3', '0.4'),
});

describe('the fast chargeable weight', () => {
  it('is the Decimal one on figures that land on steps, minimums and bounds', () => {
    let fast = 0;
    fc.assert(
      fc.property(tieCard, fc.array(tieBox, { minLength: 1, maxLength: 3 }), (input, boxes) => {
        const card = compileOrThrow(input);
        const request: QuoteRequest = { country: 'DE', postcode: '10115', boxes };
        const answer = fastQuote(card, request);
        if (answer !== null) {
          fast++;
          expect(answer.chargeableWeight).toBe(
            (quoteDecimal(card, request) as { chargeableWeight: string }).chargeableWeight,
          );
        }
      }),
      { numRuns: 1500 },
    );
    expect(fast).toBeGreaterThan(1000);
  });
});

/** US Express, compiled in each test (a card compiled as the spec loads would escape mutation testing). */
