import { describe, expect, it } from 'vitest';
import { Dec } from './decimal';
import { quoteDecimal } from './decimal-quote';
import { fastQuote } from './fast-quote';
import { CUSTOMER_PACKAGE, DEFAULT_PACKAGE, US_EXPRESS } from './fixtures/us-express';
import { quote } from './quote';
import type { QuoteResult } from './result';
import { box, compiled, figures, plainCard, usCard, usRequest } from './test-helpers';
import type {
  BoxInput,
  MarkupInput,
  PremiumPackageInput,
  QuoteRequest,
  SurchargeInput,
  WeightRuleInput,
} from './types';

// The fast quote's hand-worked cases and the cards it leaves to Decimal (its properties: fast-quote.spec.ts).
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
