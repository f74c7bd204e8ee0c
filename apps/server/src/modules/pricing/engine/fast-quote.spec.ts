import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRateCard, type CompiledRateCard } from './compile';
import { Dec } from './decimal';
import { quoteDecimal } from './decimal-quote';
import { fastQuote } from './fast-quote';
import { CUSTOMER_PACKAGE, DEFAULT_PACKAGE, US_EXPRESS } from './fixtures/us-express';
import { quote } from './quote';
import type { QuoteResult } from './result';
import { box, compiled, plainCard } from './test-helpers';
import type {
  BandInput,
  BoxInput,
  CarryRuleInput,
  MarkupInput,
  PremiumPackageInput,
  QuoteRequest,
  RateCardInput,
  SurchargeInput,
  WeightRuleInput,
} from './types';

/** Everything an answer says but the explanation (which the Decimal engine words for both). */
const figures = (r: QuoteResult | null) =>
  r === null
    ? null
    : r.ok
      ? {
          ok: r.ok,
          currency: r.currency,
          chargeableWeight: r.chargeableWeight,
          zone: r.zone,
          remote: r.remote,
          cost: r.cost,
          lines: r.lines,
          total: r.total,
          margin: r.margin,
        }
      : { ok: r.ok, refused: r.refused };

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
const usCard = () => compiled(US_EXPRESS);
const usRequest = (extra: Partial<QuoteRequest> = {}): QuoteRequest => ({
  country: 'US',
  postcode: '10001',
  // 37 x 22 x 17 / 6000 = 2.3063... kg: a volumetric weight that does not end, below the actual one.
  boxes: [box(37, 22, 17, '4.5')],
  declaredValue: '120',
  premium: CUSTOMER_PACKAGE,
  ...extra,
});

describe('the fast quote', () => {
  it('is built on the second quote of a card, and used from then on', () => {
    const card = compiled(US_EXPRESS);
    expect(card.fast.built).toBe(false);
    const first = quote(card, usRequest());
    expect(card.fast.built).toBe(false);
    const second = quote(card, usRequest());
    expect(card.fast.built).toBe(true);
    expect(card.fast.card).toBe(card.fast.card);
    expect(figures(second)).toEqual(figures(first));
    expect(figures(quote(card, usRequest()))).toEqual(figures(first));
  });

  it('answers an ordinary quote itself, as the Decimal engine would', () => {
    const fast = fastQuote(usCard(), usRequest());
    expect(fast).not.toBe(null);
    expect(figures(fast)).toEqual(figures(quoteDecimal(usCard(), usRequest())));
  });

  it('reads the country and postcode as the Decimal engine does', () => {
    for (const [country, postcode] of [
      [' us ', '10001'],
      ['US', ' 10001 '],
      ['us', '10001-1234'],
    ]) {
      const request = usRequest({ country, postcode });
      const fast = fastQuote(usCard(), request);
      expect(fast).toMatchObject({ zone: '1' });
      expect(figures(fast)).toEqual(figures(quoteDecimal(usCard(), request)));
    }
  });

  it('weighs large boxes by their figures at as few places as they need', () => {
    const card = compiled(plainCard({ weight: { ...plainCard().weight, bubbleWay: 'FULL' } }));
    // Each volume is about 10^12 cm3 at the places its figures need; at more places it would pass 2^53.
    for (const side of ['10000', '1000.5', '100.05']) {
      const request: QuoteRequest = { country: 'DE', postcode: '10115', boxes: [box(side, side, side, 1)] };
      const fast = fastQuote(card, request);
      expect(fast).not.toBe(null);
      expect(figures(fast)).toEqual(figures(quoteDecimal(card, request)));
    }
    // With no bubble rule and nothing reading volumeWeight, the volume is not even worked out.
    const none = compiled(plainCard());
    const huge: QuoteRequest = { country: 'DE', postcode: '10115', boxes: [box('999999', '999999', '999999', 1)] };
    expect(fastQuote(none, huge)).toMatchObject({ chargeableWeight: '1.000' });
  });

  it('adds up a shipment volume over boxes given at different places', () => {
    const card = compiled(
      plainCard({
        weight: { ...plainCard().weight, bubbleWay: 'FULL', calcType: 'PER_SHIPMENT', volumeWeightRatio: '166.667' },
      }),
    );
    const request: QuoteRequest = {
      country: 'DE',
      postcode: '10115',
      boxes: [box(10, 10, 10, '0.1'), box('10.5', '10.25', 10, '0.1'), box(10, 10, 10, '0.1')],
    };
    const fast = fastQuote(card, request);
    expect(fast).not.toBe(null);
    expect(figures(fast)).toEqual(figures(quoteDecimal(card, request)));
  });

  it.each<[string, Partial<WeightRuleInput>, string[]]>([
    // Volumes 1 and 2 cm3 over a ratio of 3: 1/3 + 2/3 kg, which Decimal holds rounded, make exactly 1 kg.
    ['the actual weight', { carry: { kind: 'STEP', step: '0.3' } }, ['0.5', '0.5']],
    ['the minimum', { carry: { kind: 'STEP', step: '0.3' }, independentWeightLimit: '0.5' }, ['0.1', '0.1']],
    [
      'a carry bound',
      {
        carry: {
          kind: 'CUSTOM',
          bands: [
            { upTo: '1', step: '0.3' },
            { upTo: null, step: '1' },
          ],
        },
      },
      ['0.1', '0.1'],
    ],
    ['a step', { carry: { kind: 'STEP', step: '0.5' } }, ['0.1', '0.1']],
  ])('leaves to Decimal a shipment volumetric weight that does not end but lands on %s', (_label, weight, weights) => {
    const card = compiled(
      plainCard({
        weight: {
          ...plainCard().weight,
          volumeWeightRatio: '3',
          bubbleWay: 'FULL',
          calcType: 'PER_SHIPMENT',
          ...weight,
        },
      }),
    );
    const request: QuoteRequest = {
      country: 'DE',
      postcode: '10115',
      boxes: [box(1, 1, 1, weights[0] as string), box(1, 1, 2, weights[1] as string)],
    };
    expect(fastQuote(card, request)).toBe(null);
    // One box more, 1/3 kg more: no longer on it.
    const more = { ...request, boxes: [...request.boxes, box(1, 1, 1, '0.1')] };
    expect(figures(fastQuote(card, more))).toEqual(figures(quoteDecimal(card, more)));
  });

  it('answers quotes right at every limit', () => {
    const card = compiled(
      plainCard({
        weight: { ...plainCard().weight, bubbleWay: 'FULL' },
        limits: {
          maxLongestSide: '60',
          maxGirth: '149.9',
          maxPieceWeight: '10.5',
          maxDeclaredValue: '49.99',
          maxPieces: '2',
        },
        rates: [
          {
            zone: '1',
            bands: [
              {
                upTo: '21',
                kind: 'PER_KG',
                unitPrice: '10',
                perPiece: { rate: '1', limit: '21' },
                minCharge: '300.001',
              },
            ],
          },
        ],
      }),
    );
    // 60 + 2 x (44.949 + 0.001) = 149.9; W = 10.5 + 10.5 = 21
    const request: QuoteRequest = {
      country: 'DE',
      postcode: '10115',
      boxes: [box(60, '24.95', 5, '10.5'), box(60, '44.949', '0.001', '10.5')],
      declaredValue: '49.99',
    };
    const fast = fastQuote(card, request);
    expect(fast).toMatchObject({ chargeableWeight: '21.000', cost: { freight: '300.00' } });
    expect(figures(fast)).toEqual(figures(quoteDecimal(card, request)));
  });

  it('answers a freight just at its minimum charge, and one just above', () => {
    const at = (unitPrice: string) =>
      compiled(
        plainCard({ rates: [{ zone: '1', bands: [{ upTo: null, kind: 'PER_KG', unitPrice, minCharge: '20.005' }] }] }),
      );
    // W = 2 kg: 2 x 10.0025 = 20.005 is not below 20.005; 2 x 10.002 = 20.004 is.
    const request: QuoteRequest = { country: 'DE', postcode: '10115', boxes: [box(1, 1, 1, 2)] };
    expect(fastQuote(at('10.0025'), request)).toMatchObject({ cost: { freight: '20.01' } });
    expect(fastQuote(at('10.002'), request)).toMatchObject({ cost: { freight: '20.01' } });
    expect(fastQuote(at('10.003'), request)).toMatchObject({ cost: { freight: '20.01' } });
    expect(fastQuote(at('10.01'), request)).toMatchObject({ cost: { freight: '20.02' } });
    for (const price of ['10.0025', '10.002', '10.003', '10.01']) {
      expect(figures(fastQuote(at(price), request))).toEqual(figures(quoteDecimal(at(price), request)));
    }
  });

  it('weighs up to 1,000 boxes and leaves more to Decimal', () => {
    const card = compiled(plainCard({ weight: { ...plainCard().weight, bubbleWay: 'SPLIT', bubblePercentage: '50' } }));
    const boxes = (n: number) => Array.from({ length: n }, () => box(10, 10, 10, '0.1'));
    const thousand: QuoteRequest = { country: 'DE', postcode: '10115', boxes: boxes(1000) };
    expect(fastQuote(card, thousand)).toMatchObject({ chargeableWeight: '150.000' });
    expect(fastQuote(card, { ...thousand, boxes: boxes(1001) })).toBe(null);
    expect(quote(card, { ...thousand, boxes: boxes(1001) })).toMatchObject({ chargeableWeight: '150.150' });
  });

  it.each<[string, Partial<QuoteRequest>]>([
    ['no boxes', { boxes: [] }],
    ['boxes that are not a list', { boxes: 'x' as unknown as BoxInput[] }],
    ['a missing box', { boxes: [box(1, 1, 1, 1), undefined as unknown as BoxInput] }],
    ['a zero figure', { boxes: [box(0, 1, 1, 1)] }],
    ['a zero width', { boxes: [box(1, 0, 1, 1)] }],
    ['a zero height', { boxes: [box(1, 1, 0, 1)] }],
    ['a zero weight', { boxes: [box(1, 1, 1, 0)] }],
    ['a weight past grams', { boxes: [box(1, 1, 1, '1.0001')] }],
    ['a country that is not text', { country: 1 as unknown as string }],
    ['a postcode that is not text', { postcode: 10001 as unknown as string }],
    ['a bad postcode', { postcode: '1000' }],
    ['a declared value past cents', { declaredValue: '1.001' }],
    ['a declared value over the limit', { declaredValue: '800.01' }],
    ['a side over the limit', { boxes: [box(151, 1, 1, 1)] }],
    ['a box over the weight limit', { boxes: [box(1, 1, 1, '30.001')] }],
    ['an undelivered postcode', { postcode: '96912' }],
    ['a premium without basic', { premium: { ...CUSTOMER_PACKAGE, basic: undefined as unknown as MarkupInput } }],
    [
      'a premium of an unknown kind',
      { premium: { ...CUSTOMER_PACKAGE, surcharge: { kind: 'X' as 'FIXED', value: '1' } } },
    ],
    ['a markup past 4 places', { premium: { ...CUSTOMER_PACKAGE, handling: { kind: 'FIXED', value: '0.00001' } } }],
    ['a minimum order past 4 places', { premium: { ...CUSTOMER_PACKAGE, minOrderAmount: '0.00001' } }],
  ])('leaves %s to Decimal', (_label, extra) => {
    expect(fastQuote(usCard(), usRequest(extra))).toBe(null);
  });

  it('leaves to Decimal a zone without rates or a weight above the last band', () => {
    const noRates = compiled(plainCard({ zones: [{ country: 'DE', from: '', to: '', zone: '9', type: 'DELIVERY' }] }));
    const request: QuoteRequest = { country: 'DE', postcode: '10115', boxes: [box(1, 1, 1, 2)] };
    expect(fastQuote(noRates, request)).toBe(null);
    const capped = compiled(
      plainCard({ rates: [{ zone: '1', bands: [{ upTo: '2', kind: 'PER_KG', unitPrice: '1' }] }] }),
    );
    expect(fastQuote(capped, request)).toMatchObject({ total: '2.00' });
    expect(fastQuote(capped, { ...request, boxes: [box(1, 1, 1, '2.001')] })).toBe(null);
    const noZone = compiled(plainCard({ zones: [{ country: 'DE', from: '1', to: '1', zone: null, type: 'REMOTE' }] }));
    expect(fastQuote(noZone, request)).toBe(null);
  });

  it('leaves to Decimal a surcharge that refuses, fails or goes negative', () => {
    const card = (formula: string, refuse: string | null = null) =>
      compiled(plainCard({ surcharges: [{ code: 'S', name: 'S', type: 'SURCHARGE', order: 1, formula, refuse }] }));
    const request: QuoteRequest = { country: 'DE', postcode: '10115', boxes: [box(1, 1, 1, 2)] };
    expect(fastQuote(card('1', 'W > 1'), request)).toBe(null);
    expect(fastQuote(card('1', 'W > 2'), request)).toMatchObject({ cost: { surcharges: [{ amount: '1.00' }] } });
    expect(fastQuote(card('1 / (W - 2)'), request)).toBe(null);
    expect(fastQuote(card('W - 2.001'), request)).toBe(null);
    expect(fastQuote(card('W - 2'), request)).toMatchObject({ cost: { surcharges: [{ amount: '0.00' }] } });
    expect(fastQuote(card('W - 1.995'), request)).toMatchObject({ cost: { surcharges: [{ amount: '0.01' }] } });
    expect(fastQuote(card('0.5'), request)).toMatchObject({ cost: { surcharges: [{ amount: '0.50' }] } });
    expect(fastQuote(card('1 / 3'), request)).toBe(null);
  });

  it('reads the shipment the formulas see as the Decimal engine does', () => {
    const variables = [
      'freight',
      'W',
      'actualWeight',
      'volumeWeight',
      'pieces',
      'longestSide',
      'girth',
      'declaredValue',
    ];
    const surcharges: SurchargeInput[] = [...variables, 'remote', 'zone'].map((v, i) => ({
      code: `V${i}`,
      name: v,
      type: 'SURCHARGE',
      order: i,
      formula: `${v} * 1000`,
    }));
    const card = compiled(
      plainCard({
        zones: [{ country: 'DE', from: '', to: '', zone: '2.5', type: 'REMOTE' }],
        rates: [{ zone: '2.5', bands: [{ upTo: null, kind: 'PER_KG', unitPrice: '10' }] }],
        surcharges,
      }),
    );
    const request: QuoteRequest = {
      country: 'DE',
      postcode: '10115',
      boxes: [box(20, 10, '5.5', '1.25'), box(30, 12, 8, '2')],
      declaredValue: '12.5',
    };
    const fast = fastQuote(card, request);
    expect(fast?.cost.surcharges.map((s) => s.amount)).toEqual([
      '32500.00',
      '3250.00',
      '3250.00',
      // (20 x 10 x 5.5 + 30 x 12 x 8) / 5000 = 0.22 + 0.576
      '796.00',
      '2000.00',
      '30000.00',
      '70000.00',
      '12500.00',
      '1000.00',
      '2500.00',
    ]);
    expect(figures(fast)).toEqual(figures(quoteDecimal(card, request)));
  });

  it('leaves to Decimal a volumeWeight that does not end at the milligram', () => {
    const card = compiled(
      plainCard({
        weight: { ...plainCard().weight, volumeWeightRatio: '6000' },
        surcharges: [{ code: 'V', name: 'V', type: 'SURCHARGE', order: 1, formula: 'volumeWeight' }],
      }),
    );
    const at = (height: string): QuoteRequest => ({
      country: 'DE',
      postcode: '10115',
      boxes: [box(10, 10, height, 1)],
    });
    expect(fastQuote(card, at('6'))).toMatchObject({ cost: { surcharges: [{ amount: '0.10' }] } });
    expect(fastQuote(card, at('0.006'))).toMatchObject({ cost: { surcharges: [{ amount: '0.00' }] } });
    expect(fastQuote(card, at('7'))).toBe(null);
    expect(quote(card, at('7'))).toMatchObject({ cost: { surcharges: [{ amount: '0.12' }] } });
  });

  it('words lines with and without a package as the Decimal engine does', () => {
    const card = compiled({
      ...US_EXPRESS,
      surcharges: [...US_EXPRESS.surcharges, { code: 'ZERO', name: 'Zero', type: 'SURCHARGE', order: 9, formula: '0' }],
    });
    const packages: (PremiumPackageInput | null | undefined)[] = [
      undefined,
      null,
      CUSTOMER_PACKAGE,
      DEFAULT_PACKAGE,
      {
        basic: { kind: 'FIXED', value: '1.2345' },
        surcharge: { kind: 'FIXED', value: '0.005' },
        handling: { kind: 'PERCENT', value: '2.5' },
        minOrderAmount: '1000.005',
      },
      {
        basic: { kind: 'PERCENT', value: '0' },
        surcharge: { kind: 'PERCENT', value: '12.5' },
        handling: { kind: 'FIXED', value: '0' },
        minOrderAmount: '1',
      },
    ];
    for (const premium of packages) {
      const request = usRequest({ postcode: '99501', premium });
      const fast = fastQuote(card, request);
      expect(fast).not.toBe(null);
      expect(figures(fast)).toEqual(figures(quoteDecimal(card, request)));
    }
  });

  it('adds no MINIMUM line for a total exactly at the minimum order', () => {
    const request = usRequest({ premium: { ...CUSTOMER_PACKAGE, minOrderAmount: '1' } });
    const total = (fastQuote(usCard(), request) as QuoteResult & { total: string }).total;
    const at = usRequest({ premium: { ...CUSTOMER_PACKAGE, minOrderAmount: total } });
    const fast = fastQuote(usCard(), at);
    expect(fast?.lines.map((l) => l.code)).toEqual(['FREIGHT', 'FUEL', 'HANDLING']);
    expect(figures(fast)).toEqual(figures(quoteDecimal(usCard(), at)));
    const above = usRequest({
      premium: { ...CUSTOMER_PACKAGE, minOrderAmount: new Dec(total).plus('0.01').toFixed(2) },
    });
    expect(
      fastQuote(usCard(), above)
        ?.lines.map((l) => [l.code, l.amount])
        .at(-1),
    ).toEqual(['MINIMUM', '0.01']);
  });

  it('words its explanation on first read, from the request as it was, and keeps it', () => {
    const request = usRequest({
      postcode: '99501',
      premium: { ...CUSTOMER_PACKAGE, minOrderAmount: '500' },
    });
    const result = fastQuote(usCard(), request) as QuoteResult;
    expect(result).not.toBe(null);
    const expected = quoteDecimal(
      usCard(),
      usRequest({ postcode: '99501', premium: { ...CUSTOMER_PACKAGE, minOrderAmount: '500' } }),
    );
    // Edits after the quote change nothing in it.
    (request.boxes[0] as BoxInput).weight = '9';
    request.postcode = '10001';
    request.premium = null;
    expect(result.explain).toEqual(expected.explain);
    expect(result.explain).toBe(result.explain);
    expect(JSON.parse(JSON.stringify(result))).toEqual(JSON.parse(JSON.stringify(expected)));
    const plain = fastQuote(usCard(), usRequest({ premium: undefined, declaredValue: undefined })) as QuoteResult;
    expect(plain.explain).toEqual(
      quoteDecimal(usCard(), usRequest({ premium: undefined, declaredValue: undefined })).explain,
    );
  });
});

describe('a card the fast quote leaves to Decimal', () => {
  const base = plainCard();
  it.each<[string, Partial<RateCardInput>]>([
    ['a volume ratio past 2^53', { weight: { ...base.weight, volumeWeightRatio: '123456789012345.123' } }],
    ['a minimum past 2^53', { weight: { ...base.weight, independentWeightLimit: '123456789012345.123' } }],
    [
      'a carry bound past 2^53',
      { weight: { ...base.weight, carry: { kind: 'CUSTOM', bands: [{ upTo: '123456789012345.123', step: '1' }] } } },
    ],
    ['a carry step past 2^53', { weight: { ...base.weight, carry: { kind: 'STEP', step: '123456789012345' } } }],
    [
      'a bubble rule with too fine a bound',
      {
        weight: {
          ...base.weight,
          bubbleWay: 'FULL',
          bubblePercentage: '33.33',
          carry: { kind: 'CUSTOM', bands: [{ upTo: '2.000000001', step: '1' }] },
        },
      },
    ],
    [
      'a split with too fine a share',
      {
        weight: { ...base.weight, bubbleWay: 'SPLIT', bubblePercentage: '33.333333', independentWeightLimit: '0.0001' },
      },
    ],
    [
      'a first weight past grams',
      {
        rates: [
          {
            zone: '1',
            bands: [
              {
                upTo: null,
                kind: 'FIRST_ADDITIONAL',
                firstWeight: '0.0005',
                firstPrice: '1',
                stepWeight: '1',
                stepPrice: '1',
              },
            ],
          },
        ],
      },
    ],
    [
      'a step weight past 2^53',
      {
        rates: [
          {
            zone: '1',
            bands: [
              {
                upTo: null,
                kind: 'FIRST_ADDITIONAL',
                firstWeight: '1',
                firstPrice: '1',
                stepWeight: '123456789012345',
                stepPrice: '1',
              },
            ],
          },
        ],
      },
    ],
    [
      'a first price past 2^53',
      {
        rates: [
          {
            zone: '1',
            bands: [
              {
                upTo: null,
                kind: 'FIRST_ADDITIONAL',
                firstWeight: '1',
                firstPrice: '1.000000000001',
                stepWeight: '1',
                stepPrice: '123456789',
              },
            ],
          },
        ],
      },
    ],
    [
      'a step price past 2^53',
      {
        rates: [
          {
            zone: '1',
            bands: [
              {
                upTo: null,
                kind: 'FIRST_ADDITIONAL',
                firstWeight: '1',
                firstPrice: '123456789',
                stepWeight: '1',
                stepPrice: '1.000000000001',
              },
            ],
          },
        ],
      },
    ],
    [
      'a unit price past 2^53',
      { rates: [{ zone: '1', bands: [{ upTo: null, kind: 'PER_KG', unitPrice: '123456789.000000000001' }] }] },
    ],
    [
      'a fixed price past 2^53',
      { rates: [{ zone: '1', bands: [{ upTo: null, kind: 'FIXED', fixedPrice: '123456789.000000000001' }] }] },
    ],
    [
      'a per-piece rate past 2^53',
      {
        rates: [
          {
            zone: '1',
            bands: [
              { upTo: null, kind: 'FIXED', fixedPrice: '1', perPiece: { rate: '123456789.000000000001', limit: '0' } },
            ],
          },
        ],
      },
    ],
    [
      'a minimum charge past 2^53',
      { rates: [{ zone: '1', bands: [{ upTo: null, kind: 'FIXED', fixedPrice: '1', minCharge: '123456789012345' }] }] },
    ],
    [
      'a minimum charge rounding past 2^53',
      {
        rates: [
          { zone: '1', bands: [{ upTo: null, kind: 'FIXED', fixedPrice: '1', minCharge: '90071992547409.919' }] },
        ],
      },
    ],
    [
      'zone numbers past 2^53 at the finest zone scale',
      {
        zones: [{ country: 'DE', from: '', to: '', zone: '999999999999999', type: 'DELIVERY' }],
        rates: [
          { zone: '999999999999999', bands: [{ upTo: null, kind: 'FIXED', fixedPrice: '1' }] },
          { zone: '0.5', bands: [{ upTo: null, kind: 'FIXED', fixedPrice: '1' }] },
        ],
      },
    ],
    [
      'a constant past 2^53',
      {
        surcharges: [
          {
            code: 'S',
            name: 'S',
            type: 'SURCHARGE',
            order: 1,
            formula: 'value',
            constants: { value: '123456789.000000000001' },
          },
        ],
      },
    ],
    [
      'a formula it does not compile',
      { surcharges: [{ code: 'S', name: 'S', type: 'SURCHARGE', order: 1, formula: 'round(W, W)' }] },
    ],
    [
      'a refuse condition it does not compile',
      { surcharges: [{ code: 'S', name: 'S', type: 'SURCHARGE', order: 1, formula: '1', refuse: 'round(W, W)' }] },
    ],
  ])('%s', (_label, overrides) => {
    const card = compiled(plainCard(overrides));
    expect(card.fast.card).toBe(null);
    const request: QuoteRequest = { country: 'DE', postcode: '10115', boxes: [box(10, 10, 10, 2)] };
    expect(figures(quote(card, request))).toEqual(figures(quoteDecimal(card, request)));
  });

  it('but keeps those just within', () => {
    for (const overrides of [
      { weight: { ...base.weight, volumeWeightRatio: '9007199254.740991' } },
      {
        weight: {
          ...base.weight,
          bubbleWay: 'FULL' as const,
          bubblePercentage: '33.33',
          carry: { kind: 'CUSTOM' as const, bands: [{ upTo: '2.0000001', step: '1' }] },
        },
      },
      {
        weight: {
          ...base.weight,
          bubbleWay: 'NONE' as const,
          bubblePercentage: '33.33',
          carry: { kind: 'CUSTOM' as const, bands: [{ upTo: '2.000000001', step: '1' }] },
        },
      },
      {
        weight: {
          ...base.weight,
          bubbleWay: 'SPLIT' as const,
          bubblePercentage: '100',
          independentWeightLimit: '0.000000000001',
        },
      },
      {
        weight: {
          ...base.weight,
          bubbleWay: 'SPLIT' as const,
          bubblePercentage: '33.333333',
          independentWeightLimit: '0.001',
        },
      },
      {
        rates: [
          {
            zone: '1',
            bands: [{ upTo: null, kind: 'FIXED' as const, fixedPrice: '1', minCharge: '90071992547409.91' }],
          },
        ],
      },
      {
        rates: [
          {
            zone: '1',
            bands: [
              { upTo: '1', kind: 'FIXED' as const, fixedPrice: '1', perPiece: { rate: '0.005', limit: '1' } },
              { upTo: null, kind: 'FIXED' as const, fixedPrice: '1' },
            ],
          },
        ],
      },
      {
        surcharges: [
          {
            code: 'S',
            name: 'S',
            type: 'SURCHARGE' as const,
            order: 1,
            formula: 'round(W, 10) + value',
            constants: { value: '-0.5' },
            refuse: 'W > 100',
          },
        ],
      },
    ]) {
      expect(compiled(plainCard(overrides)).fast.card).not.toBe(null);
    }
  });
});
