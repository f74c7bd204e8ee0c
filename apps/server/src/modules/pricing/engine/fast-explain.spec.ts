import fc from 'fast-check';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { CompiledRateCard } from './compile';
import { CUSTOMER_PACKAGE, DEFAULT_PACKAGE, US_EXPRESS } from './fixtures/us-express';
import { boxArb, cardArb, decimal, premiumArb } from './fixtures/random-cards';
import type { QuoteExplain, QuoteOk } from './result';
import { box, plainCard } from './test-helpers';
import type { BoxInput, QuoteRequest, RateCardInput, SurchargeInput } from './types';

// Every call of the Decimal engine, counted: the fast explanation must not make any for the common shapes. Nor,
// but for rare figures, of weight.ts's Decimal weighing, which words the weight where a figure might print otherwise.
vi.mock('./decimal-quote', async (original) => {
  const actual = await original<typeof import('./decimal-quote')>();
  return { ...actual, quoteDecimal: vi.fn(actual.quoteDecimal) };
});
vi.mock('./weight', async (original) => {
  const actual = await original<typeof import('./weight')>();
  return { ...actual, chargeableWeight: vi.fn(actual.chargeableWeight) };
});

type Engine = typeof import('./compile') &
  typeof import('./decimal-quote') &
  typeof import('./exact') &
  typeof import('./fast-explain-weight') &
  typeof import('./fast-quote') &
  typeof import('./weight');
let engine: Engine;
// Spec files share their worker's modules (vitest.config.ts): the engine is imported afresh, so it reads the mocks.
beforeAll(async () => {
  vi.resetModules();
  // One by one: a mock's factory loading twice at once would make two spies.
  engine = {} as Engine;
  for (const m of ['./fast-quote', './compile', './decimal-quote', './exact', './fast-explain-weight', './weight']) {
    Object.assign(engine, await import(m));
  }
});

function compiled(input: RateCardInput): CompiledRateCard {
  const result = engine.compileRateCard(input);
  if (!result.ok) throw new Error(`card does not compile: ${JSON.stringify(result.errors)}`);
  return result.card;
}
const decimalCalls = () => vi.mocked(engine.quoteDecimal).mock.calls.length;
const weighingCalls = () => vi.mocked(engine.chargeableWeight).mock.calls.length;

/** The fast answer's explanation, read first, with the Decimal engine's and weighing's calls reading it made. */
function fastExplained(card: CompiledRateCard, request: QuoteRequest) {
  const answer = engine.fastQuote(card, request);
  if (answer === null) return null;
  const [quotes, weighings] = [decimalCalls(), weighingCalls()];
  const explain = answer.explain;
  return { answer, explain, decimalCalls: decimalCalls() - quotes, weighings: weighingCalls() - weighings };
}

/** Deep-equal, and the same keys in the same order. */
function expectSameExplanation(fast: QuoteExplain, card: CompiledRateCard, request: QuoteRequest) {
  const reference = engine.quoteDecimal(card, request).explain;
  expect(fast).toEqual(reference);
  expect(JSON.stringify(fast)).toBe(JSON.stringify(reference));
}

/** A decimal as a request may write it: with leading zeros or trailing zeros after the point ('012.50'). */
const written = (text: fc.Arbitrary<string>) =>
  fc
    .tuple(text, fc.constantFrom('', '0', '00'), fc.constantFrom('', '0', '000'))
    .map(([t, lead, trail]) => (trail === '' ? lead + t : `${lead}${t}${t.includes('.') ? '' : '.'}${trail}`));

/** Figures Decimal's toString and kg() might print otherwise: negative and tiny constants, many places. */
const extraPool: [formula: string, constants: Record<string, string>][] = [
  ['value + adjust', { value: '7.50', adjust: '-2.250' }],
  ['max(W - tiny, 0) * 0 + value', { value: '0.000000100', tiny: '0.0000001' }],
  ['zone * 1.10 + remote * value', { value: '3' }],
  ['longestSide * girth / 1000 + actualWeight * 0.5', {}],
];

const fastCardArb: fc.Arbitrary<RateCardInput> = fc.tuple(cardArb, fc.subarray([0, 1, 2, 3])).map(([card, extra]) => ({
  ...card,
  surcharges: [
    ...card.surcharges,
    ...extra.map((i): SurchargeInput => {
      const [formula, constants] = extraPool[i] as (typeof extraPool)[number];
      return {
        code: `X${i}`,
        name: { zh: 'X', en: `X${i}`, ko: 'X' },
        type: 'SURCHARGE',
        order: 50,
        formula,
        constants,
      };
    }),
  ],
}));

const writtenBox: fc.Arbitrary<BoxInput> = fc
  .tuple(boxArb, written(decimal(60, 2)), written(decimal(30, 3)))
  .map(([b, height, weight]) => ({ ...b, height, weight }));

const fastRequestArb: fc.Arbitrary<QuoteRequest> = fc.record({
  country: fc.constantFrom('DE', 'de '),
  postcode: fc.constantFrom('10115', '20095', '40210', '50667', '80331', '81245', '8 9-99', ' 1 01-15'),
  boxes: fc.array(fc.oneof(boxArb, writtenBox), { minLength: 1, maxLength: 3 }),
  declaredValue: fc.option(written(decimal(900, 2)), { nil: undefined }),
  premium: premiumArb,
});

/** What an explanation shows, as labels, to check the random cards reach every branch of the wording. */
function features(input: RateCardInput, e: QuoteExplain): string[] {
  const f = [`carry ${input.weight.carry.kind}`, `calc ${e.weight?.calcType}`, `remoteBy ${e.destination?.remoteBy}`];
  for (const w of e.weight?.weighings ?? [])
    f.push(`${e.weight?.bubbleWay} ${w.rule}`, `minimum ${w.minimum !== null}`);
  if (e.destination?.inNotRemoteList) f.push('not remote list');
  const freight = e.freight;
  if (freight) {
    f.push(`band ${freight.kind}`, `minCharge ${freight.minCharge?.applied}`, `perPiece ${freight.perPiece?.applied}`);
  }
  for (const s of e.surcharges) f.push(`surcharge ${s.code}`, `surcharge value ${s.value === '0' ? 'zero' : 'other'}`);
  for (const m of e.markups) f.push(`markup ${m.step} ${'kind' in m ? m.kind : ''}`);
  return f;
}

const EXPECTED_FEATURES = [
  ...['carry STEP', 'carry CUSTOM', 'calc PER_BOX', 'calc PER_SHIPMENT'],
  ...['remoteBy ZONE_ENTRY', 'remoteBy REMOTE_LIST', 'remoteBy null', 'not remote list'],
  ...['NONE ACTUAL', 'FULL ACTUAL', 'FULL VOLUMETRIC', 'SPLIT ACTUAL', 'SPLIT SPLIT', 'minimum true', 'minimum false'],
  ...['band FIRST_ADDITIONAL', 'band PER_KG', 'band FIXED'],
  ...['minCharge true', 'minCharge false', 'minCharge undefined', 'perPiece true', 'perPiece false'],
  ...Array.from({ length: 20 }, (_, i) => `surcharge S${i}`),
  ...['LATER', 'SIZE', 'X0', 'X1', 'X2', 'X3'].map((code) => `surcharge ${code}`),
  ...['surcharge value zero', 'surcharge value other'],
  ...['BASIC', 'SURCHARGE', 'HANDLING'].flatMap((step) => [`markup ${step} PERCENT`, `markup ${step} FIXED`]),
  'markup MINIMUM ',
];

describe('the fast explanation', () => {
  it('is the Decimal engine’s, figure for figure, on random cards and requests the fast quote answers', () => {
    const seen = new Map<string, number>();
    let answered = 0;
    let reran = 0;
    let weighed = 0;
    fc.assert(
      fc.property(fastCardArb, fc.array(fastRequestArb, { minLength: 1, maxLength: 3 }), (input, requests) => {
        const card = compiled(input);
        for (const request of requests) {
          const fast = fastExplained(card, request);
          if (fast === null) continue;
          answered++;
          reran += fast.decimalCalls;
          weighed += fast.weighings;
          expectSameExplanation(fast.explain, card, request);
          for (const label of features(input, fast.explain)) seen.set(label, (seen.get(label) ?? 0) + 1);
        }
      }),
      { numRuns: 2000 },
    );
    expect(answered).toBeGreaterThan(2000);
    expect(EXPECTED_FEATURES.filter((label) => !seen.has(label))).toEqual([]);
    // The Decimal rerun and weighing are for rare figures only.
    expect(reran / answered).toBeLessThan(0.01);
    expect(weighed / answered).toBeLessThan(0.01);
  });

  it('words US Express without running the Decimal engine', () => {
    const card = compiled(US_EXPRESS);
    const request = fc.record({
      country: fc.constant('US'),
      postcode: fc.integer({ min: 0, max: 99_999 }).map((n) => String(n).padStart(5, '0')),
      boxes: fc.array(
        fc.record({ length: decimal(160, 1), width: decimal(80, 0), height: decimal(80, 0), weight: decimal(30, 3) }),
        { minLength: 1, maxLength: 4 },
      ),
      declaredValue: fc.oneof(fc.constant('0'), decimal(800, 2)),
      premium: fc.constantFrom(CUSTOMER_PACKAGE, DEFAULT_PACKAGE, null),
    });
    let answered = 0;
    let weighed = 0;
    fc.assert(
      fc.property(request, (r) => {
        const fast = fastExplained(card, r);
        if (fast === null) return;
        answered++;
        weighed += fast.weighings;
        expect(fast.decimalCalls).toBe(0);
        expectSameExplanation(fast.explain, card, r);
      }),
      { numRuns: 500 },
    );
    expect(answered).toBeGreaterThan(400);
    // Decimal weighing only for a figure on a half gram (small random boxes land there more than real ones).
    expect(weighed / answered).toBeLessThan(0.1);
  });

  it('words the engine bench’s card (ten formulas, an earlier one read, per-piece rate, minimum charge) alone', () => {
    const card = compiled(benchCard());
    let answered = 0;
    let weighed = 0;
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }),
        fc.array(
          fc.record({ length: decimal(125, 0), width: decimal(60, 0), height: decimal(50, 1), weight: decimal(25, 2) }),
          { minLength: 1, maxLength: 3 },
        ),
        decimal(500, 2),
        (zip, boxes, declaredValue) => {
          const request: QuoteRequest = {
            country: 'US',
            postcode: String(zip).padStart(5, '0'),
            boxes,
            declaredValue,
            premium: CUSTOMER_PACKAGE,
          };
          const fast = fastExplained(card, request);
          if (fast === null) return;
          answered++;
          weighed += fast.weighings;
          expect(fast.decimalCalls).toBe(0);
          expectSameExplanation(fast.explain, card, request);
        },
      ),
      { numRuns: 500 },
    );
    expect(answered).toBeGreaterThan(400);
    // Decimal weighing only for a figure on a half gram (small random boxes land there more than real ones).
    expect(weighed / answered).toBeLessThan(0.1);
  });

  it('is worded on first read, then kept', () => {
    const card = compiled(US_EXPRESS);
    const answer = engine.fastQuote(card, { country: 'US', postcode: '10001', boxes: [box(40, 30, 20, 3)] }) as QuoteOk;
    const calls = decimalCalls();
    expect(answer.explain).toBe(answer.explain);
    expect(decimalCalls()).toBe(calls);
  });

  it('leaves a figure Decimal prints in exponential notation to the Decimal engine, which words the same', () => {
    const tiny: SurchargeInput = {
      code: 'TINY',
      name: 'Tiny',
      type: 'SURCHARGE',
      order: 1,
      formula: 'W * 0.000000000001 * 0.000000000001 * 0.000000000001 * 0.0001',
    };
    const insurance: SurchargeInput = {
      code: 'INS',
      name: 'Insurance',
      type: 'SURCHARGE',
      order: 2,
      formula: 'declaredValue * 0.01',
    };
    const card = compiled(plainCard({ surcharges: [tiny, insurance] }));
    const premium = { ...CUSTOMER_PACKAGE, surcharge: { kind: 'FIXED' as const, value: '0.5' } };
    const parcel = [box(10, 20, 30, 1)];
    const requests: QuoteRequest[] = [
      { country: 'de', postcode: ' 10115', boxes: parcel },
      { country: 'DE', postcode: '10115', boxes: [box(10, 20, 30, 1), box(40, 20, 10, 2)], declaredValue: '12.5' },
      { country: 'DE', postcode: '10115', boxes: parcel, premium },
      { country: 'DE', postcode: '10115', boxes: parcel, premium: { ...premium, minOrderAmount: '99' } },
    ];
    for (const request of requests) {
      const fast = fastExplained(card, request);
      expect(fast?.decimalCalls).toBe(1);
      expectSameExplanation(fast?.explain as QuoteExplain, card, request);
    }
    const fast = fastExplained(card, requests[0] as QuoteRequest);
    expect(fast?.answer.total).toBe('10.00');
    expect(fast?.explain.surcharges[0]?.value).toBe('1e-40');
  });

  it('leaves the weight to Decimal weighing where a figure passes 2^53 or a sum lands on a half gram', () => {
    // A volume past 2^53 thousandths: the quote never needed it (no bubble, no formula reads it), the box does.
    const card = compiled(plainCard({ weight: { ...plainCard().weight, calcType: 'PER_SHIPMENT' } }));
    const huge: QuoteRequest = { country: 'DE', postcode: '10115', boxes: [box(999999, 999999, 999999, 1)] };
    // 1 / 5000 + 1.5 / 5000 = 0.0005 kg, from two volumetric weights that end; 1/3 + 1/6 of a cm3 would not.
    const half: QuoteRequest = { country: 'DE', postcode: '10115', boxes: [box(1, 1, 1, 1), box(1, 1, '1.5', 1)] };
    for (const [request, weighings] of [
      [huge, 1],
      [half, 0],
    ] as const) {
      const fast = fastExplained(card, request);
      expect(fast?.decimalCalls).toBe(0);
      expect(fast?.weighings).toBe(weighings);
      expectSameExplanation(fast?.explain as QuoteExplain, card, request);
    }
    expect(fastExplained(card, huge)?.explain.boxes[0]?.volumetric).toBe('199999400000600.000');
    expect(fastExplained(card, half)?.explain.weight?.volumetric).toBe('0.001');
    const thirds = compiled(plainCard({ weight: { ...plainCard().weight, volumeWeightRatio: '3' } }));
    // 0.001 / 3 + 0.0005 / 3 = 0.0005 kg, from two volumetric weights that do not end.
    const sixths: QuoteRequest = {
      country: 'DE',
      postcode: '10115',
      boxes: [box('0.1', '0.1', '0.1', 1), box('0.1', '0.1', '0.05', 1)],
    };
    const fast = fastExplained(thirds, sixths);
    expect(fast?.weighings).toBe(1);
    expectSameExplanation(fast?.explain as QuoteExplain, thirds, sixths);
  });

  it('words a request as written: figures with leading and trailing zeros as Decimal prints them', () => {
    const card = compiled(US_EXPRESS);
    const request: QuoteRequest = {
      country: 'us',
      postcode: '99501',
      boxes: [box('040.50', '30.000', '020', '3.50'), box('1', '1', '1', '0.001')],
      declaredValue: '0120.10',
      premium: {
        basic: { kind: 'PERCENT', value: '10.50' },
        surcharge: { kind: 'FIXED', value: '002' },
        handling: { kind: 'PERCENT', value: '1.0' },
        minOrderAmount: '900.005',
      },
    };
    const fast = fastExplained(card, request);
    expect(fast?.decimalCalls).toBe(0);
    expectSameExplanation(fast?.explain as QuoteExplain, card, request);
    expect(fast?.explain.boxes[0]).toMatchObject({ length: '40.5', width: '30', height: '20', actual: '3.500' });
    expect(fast?.explain.markups.at(-1)).toMatchObject({ step: 'MINIMUM', minOrderAmount: '900.01' });
  });
});

describe('kgOf', () => {
  it('rounds a fraction of a kg half-up to 3 places', () => {
    expect(engine.kgOf(1, 3, true)).toBe('0.333');
    expect(engine.kgOf(2, 3, true)).toBe('0.667');
    expect(engine.kgOf(5, 10_000, false)).toBe('0.001');
    expect(engine.kgOf(4, 10_000, false)).toBe('0.000');
    expect(engine.kgOf(24_000, 6000, false)).toBe('4.000');
  });

  it('leaves a half gram to Decimal when Decimal’s figure of it is rounded', () => {
    expect(() => engine.kgOf(5, 10_000, true)).toThrow();
    try {
      engine.kgOf(5, 10_000, true);
    } catch (err) {
      expect(err).toBe(engine.BAIL);
    }
  });
});

/** The card of bench/src/pricing-engine.ts, with 100 postcode rows instead of 10,000. */
function benchCard(): RateCardInput {
  const formulas: [string, string, Record<string, string>, boolean?][] = [
    ['FUEL', 'freight * value', { value: '0.15' }],
    ['REMOTE', 'remote ? max(value, W * perKg) : 0', { value: '50', perKg: '5' }],
    ['OVERSIZE', 'longestSide > limit ? value : 0', { value: '200', limit: '120' }],
    ['HEAVY', 'W > 30 ? (W - 30) * value : 0', { value: '4' }],
    ['PEAK', 'round(freight * value, 2)', { value: '0.05' }],
    ['INSURANCE', 'declaredValue > 100 ? max(value, declaredValue * rate) : 0', { value: '5', rate: '0.01' }],
    ['PIECES', 'pieces > 1 ? (pieces - 1) * value : 0', { value: '3' }],
    ['FAR', 'zone >= 6 && !remote ? value : 0', { value: '12' }],
    ['GIRTH', 'girth > 300 ? value : 0', { value: '80' }],
    ['SECURITY', 'ceil((FUEL + PEAK) * value * 100) / 100', { value: '0.1' }, true],
  ];
  const zip = (n: number) => String(n).padStart(5, '0');
  return {
    product: { id: 1, code: 'BENCH', name: 'Bench product', currency: 'CNY' },
    weight: {
      volumeWeightRatio: '6000',
      bubbleWay: 'SPLIT',
      bubblePercentage: '40',
      calcType: 'PER_BOX',
      independentWeightLimit: '0.1',
      carry: {
        kind: 'CUSTOM',
        bands: [
          { upTo: '21', step: '0.5' },
          { upTo: null, step: '1' },
        ],
      },
    },
    limits: { maxLongestSide: '150', maxGirth: '400', maxPieceWeight: '30', maxDeclaredValue: '800', maxPieces: '5' },
    zones: Array.from({ length: 100 }, (_, i) => ({
      country: 'US',
      from: zip(i * 1000),
      to: zip(i * 1000 + 999),
      zone: String(1 + (i % 8)),
      type: i % 40 === 3 ? ('REMOTE' as const) : ('DELIVERY' as const),
    })),
    rates: Array.from({ length: 8 }, (_, z) => ({
      zone: String(z + 1),
      bands: [
        {
          upTo: '20',
          kind: 'FIRST_ADDITIONAL' as const,
          firstWeight: '0.5',
          firstPrice: String(40 + 5 * z),
          stepWeight: '0.5',
          stepPrice: String(10 + 2 * z),
          minCharge: '50',
          perPiece: { rate: '2', limit: '2' },
        },
        { upTo: null, kind: 'PER_KG' as const, unitPrice: String(20 + 3 * z) },
      ],
    })),
    surcharges: formulas.map(([code, formula, constants, earlier], i) => ({
      code,
      name: code,
      type: 'SURCHARGE',
      order: i + 1,
      formula,
      constants,
      referencesEarlier: earlier === true,
    })),
  };
}
