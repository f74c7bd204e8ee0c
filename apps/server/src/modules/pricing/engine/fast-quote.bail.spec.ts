import { describe, expect, it } from 'vitest';
import { quoteDecimal } from './decimal-quote';
import { quote } from './quote';
import { box, compiled, figures, plainCard } from './test-helpers';
import type { QuoteRequest, RateCardInput } from './types';

// The cards and parcels the fast quote leaves to the Decimal engine (its properties: fast-quote.spec.ts).

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
