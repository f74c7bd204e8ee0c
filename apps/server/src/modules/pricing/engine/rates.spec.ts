import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CompileContext } from './compile-context';
import { Dec } from './decimal';
import { compileRates, explainFreight, priceFreight } from './rates';
import type { BandInput } from './types';

function zone(bands: BandInput[]) {
  const ctx = new CompileContext();
  const rates = compileRates(ctx, [{ zone: '1', bands }]).get('1');
  expect(ctx.errors).toEqual([]);
  if (!rates) throw new Error('no zone');
  return rates;
}

const errorsOf = (bands: BandInput[]) => {
  const ctx = new CompileContext();
  compileRates(ctx, [{ zone: '1', bands }]);
  return ctx.errors;
};

const US1: BandInput[] = [
  { upTo: '20', kind: 'FIRST_ADDITIONAL', firstWeight: '0.5', firstPrice: '45', stepWeight: '0.5', stepPrice: '12' },
  { upTo: null, kind: 'PER_KG', unitPrice: '22' },
];

const freight = (bands: BandInput[], w: string, pieces = 1) =>
  priceFreight(zone(bands), new Dec(w), pieces)?.freight.toFixed(2) ?? null;

describe('first weight plus additional steps', () => {
  it.each([
    ['0.1', '45.00'],
    ['0.5', '45.00'],
    ['0.6', '57.00'],
    ['1', '57.00'],
    ['4', '129.00'],
    ['19.5', '501.00'],
    ['20', '513.00'],
  ])('W %s: %s', (w, expected) => {
    expect(freight(US1, w)).toBe(expected);
  });

  it('switches to the next band just above the bound', () => {
    expect(freight(US1, '20.001')).toBe('440.02');
    expect(freight(US1, '20.5')).toBe('451.00');
  });

  it('rounds partial steps up', () => {
    const bands: BandInput[] = [
      { upTo: null, kind: 'FIRST_ADDITIONAL', firstWeight: '1', firstPrice: '10', stepWeight: '0.3', stepPrice: '1.5' },
    ];
    // (2 - 1) / 0.3 = 3.33 -> 4 steps
    expect(freight(bands, '2')).toBe('16.00');
    expect(freight(bands, '1.9')).toBe('14.50');
  });

  it('explains the arithmetic', () => {
    const f = priceFreight(zone(US1), new Dec('4'), 1);
    if (!f) throw new Error('no price');
    expect(explainFreight(f)).toEqual({
      zone: '1',
      band: 0,
      from: null,
      upTo: '20.000',
      kind: 'FIRST_ADDITIONAL',
      arithmetic: {
        kind: 'FIRST_ADDITIONAL',
        firstWeight: '0.500',
        firstPrice: '45.00',
        stepWeight: '0.500',
        stepPrice: '12.00',
        steps: 7,
      },
      price: '129.00',
      perPiece: null,
      minCharge: null,
      freight: '129.00',
    });
  });

  it('is never less for more weight within a band', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 2000 }),
        fc.integer({ min: 0, max: 10_000 }),
        (a, b, stepGrams, stepCents) => {
          const bands: BandInput[] = [
            {
              upTo: '20',
              kind: 'FIRST_ADDITIONAL',
              firstWeight: '0.5',
              firstPrice: '45',
              stepWeight: new Dec(stepGrams).div(1000).toString(),
              stepPrice: new Dec(stepCents).div(100).toString(),
            },
          ];
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          const low = freight(bands, new Dec(lo).div(1000).toString());
          const high = freight(bands, new Dec(hi).div(1000).toString());
          expect(new Dec(high as string).gte(low as string)).toBe(true);
        },
      ),
    );
  });
});

describe('per kg and fixed bands', () => {
  it('multiplies W by the unit price, rounding half-up to cents', () => {
    const bands: BandInput[] = [{ upTo: null, kind: 'PER_KG', unitPrice: '3.333' }];
    expect(freight(bands, '1.5')).toBe('5.00');
    // 1.5 x 3.335 = 5.0025 -> 5.00; 2.5 x 3.335 = 8.3375 -> 8.34
    expect(freight([{ upTo: null, kind: 'PER_KG', unitPrice: '3.335' }], '2.5')).toBe('8.34');
    const f = priceFreight(zone(bands), new Dec('1.5'), 1);
    expect(f && explainFreight(f).arithmetic).toEqual({ kind: 'PER_KG', weight: '1.500', unitPrice: '3.333' });
  });

  it('charges a fixed price whatever the weight in the band', () => {
    const bands: BandInput[] = [
      { upTo: '2', kind: 'FIXED', fixedPrice: '30' },
      { upTo: '5', kind: 'FIXED', fixedPrice: '55.5' },
    ];
    expect(freight(bands, '0.1')).toBe('30.00');
    expect(freight(bands, '2')).toBe('30.00');
    expect(freight(bands, '2.1')).toBe('55.50');
    const f = priceFreight(zone(bands), new Dec('3'), 1);
    expect(f && explainFreight(f)).toMatchObject({
      band: 1,
      from: '2.000',
      upTo: '5.000',
      kind: 'FIXED',
      arithmetic: { kind: 'FIXED', fixedPrice: '55.50' },
    });
  });

  it('answers null (NO_PRICE) above the last bound', () => {
    expect(freight([{ upTo: '5', kind: 'FIXED', fixedPrice: '55.5' }], '5.001')).toBe(null);
    expect(freight([{ upTo: '5', kind: 'FIXED', fixedPrice: '55.5' }], '5')).toBe('55.50');
  });
});

describe('minimum charge', () => {
  const bands: BandInput[] = [{ upTo: null, kind: 'PER_KG', unitPrice: '10', minCharge: '25' }];

  it('raises the freight to the minimum, and only then', () => {
    expect(freight(bands, '1')).toBe('25.00');
    expect(freight(bands, '2.5')).toBe('25.00');
    expect(freight(bands, '2.6')).toBe('26.00');
    const low = priceFreight(zone(bands), new Dec('1'), 1);
    expect(low && explainFreight(low)).toMatchObject({
      price: '10.00',
      minCharge: { amount: '25.00', applied: true },
      freight: '25.00',
    });
    const at = priceFreight(zone(bands), new Dec('2.5'), 1);
    expect(at && explainFreight(at).minCharge).toEqual({ amount: '25.00', applied: false });
  });

  it('treats 0 as no minimum', () => {
    const f = priceFreight(zone([{ upTo: null, kind: 'PER_KG', unitPrice: '10', minCharge: '0' }]), new Dec('1'), 1);
    expect(f && explainFreight(f).minCharge).toBe(null);
  });
});

describe('per-piece rate', () => {
  const bands: BandInput[] = [
    { upTo: null, kind: 'PER_KG', unitPrice: '10', perPiece: { rate: '2.5', limit: '2' }, minCharge: '12' },
  ];

  it('adds pieces x rate while W is at or below the limit', () => {
    // 1.5 x 10 = 15 + 3 x 2.5 = 22.50
    expect(freight(bands, '1.5', 3)).toBe('22.50');
    expect(freight(bands, '2', 3)).toBe('27.50');
    expect(freight(bands, '2.001', 3)).toBe('20.01');
    const f = priceFreight(zone(bands), new Dec('2'), 3);
    expect(f && explainFreight(f).perPiece).toEqual({
      pieces: 3,
      rate: '2.50',
      limit: '2.000',
      applied: true,
      amount: '7.50',
    });
    const g = priceFreight(zone(bands), new Dec('2.001'), 3);
    expect(g && explainFreight(g).perPiece).toEqual({
      pieces: 3,
      rate: '2.50',
      limit: '2.000',
      applied: false,
      amount: '0.00',
    });
  });

  it('counts toward the minimum charge', () => {
    // 0.5 x 10 = 5 + 2.5 = 7.50 < 12; 0.5 x 10 + 2 x 2.5 = 10 < 12; 1 x 10 + 1 x 2.5 = 12.50
    expect(freight(bands, '0.5', 1)).toBe('12.00');
    expect(freight(bands, '1', 1)).toBe('12.50');
  });

  it('applies at any weight with limit 0', () => {
    const always: BandInput[] = [{ upTo: null, kind: 'PER_KG', unitPrice: '10', perPiece: { rate: '1', limit: '0' } }];
    expect(freight(always, '100', 2)).toBe('1002.00');
    const f = priceFreight(zone(always), new Dec('100'), 2);
    expect(f && explainFreight(f).perPiece).toMatchObject({ limit: '0.000', applied: true });
  });

  it('rounds pieces x rate to cents', () => {
    const odd: BandInput[] = [{ upTo: null, kind: 'FIXED', fixedPrice: '0', perPiece: { rate: '0.125', limit: '0' } }];
    expect(freight(odd, '1', 1)).toBe('0.13');
    expect(freight(odd, '1', 3)).toBe('0.38');
  });
});

describe('compileRates refuses', () => {
  it.each([
    [[{ upTo: null, kind: 'PER_KG', unitPrice: 'ten' }], 'rates[0].bands[0].unitPrice', 'INVALID_DECIMAL'],
    [[{ upTo: null, kind: 'FIXED', fixedPrice: '-1' }], 'rates[0].bands[0].fixedPrice', 'INVALID_DECIMAL'],
    [
      [{ upTo: null, kind: 'FIRST_ADDITIONAL', firstWeight: '0.5', firstPrice: '1', stepWeight: '0', stepPrice: '1' }],
      'rates[0].bands[0].stepWeight',
      'INVALID_DECIMAL',
    ],
    [
      [{ upTo: null, kind: 'FIRST_ADDITIONAL', firstWeight: 'x', firstPrice: '1', stepWeight: '1', stepPrice: '1' }],
      'rates[0].bands[0].firstWeight',
      'INVALID_DECIMAL',
    ],
    [
      [{ upTo: null, kind: 'FIRST_ADDITIONAL', firstWeight: '1', firstPrice: 'x', stepWeight: '1', stepPrice: '1' }],
      'rates[0].bands[0].firstPrice',
      'INVALID_DECIMAL',
    ],
    [
      [{ upTo: null, kind: 'FIRST_ADDITIONAL', firstWeight: '1', firstPrice: '1', stepWeight: '1', stepPrice: 'x' }],
      'rates[0].bands[0].stepPrice',
      'INVALID_DECIMAL',
    ],
    [[{ upTo: null, kind: 'PER_LB', unitPrice: '1' }], 'rates[0].bands[0].kind', 'INVALID_VALUE'],
    [[{ upTo: 'x', kind: 'FIXED', fixedPrice: '1' }], 'rates[0].bands[0].upTo', 'INVALID_DECIMAL'],
    [
      [{ upTo: null, kind: 'FIXED', fixedPrice: '1', minCharge: 'x' }],
      'rates[0].bands[0].minCharge',
      'INVALID_DECIMAL',
    ],
    [
      [{ upTo: null, kind: 'FIXED', fixedPrice: '1', perPiece: { rate: 'x', limit: '1' } }],
      'rates[0].bands[0].perPiece.rate',
      'INVALID_DECIMAL',
    ],
    [
      [{ upTo: null, kind: 'FIXED', fixedPrice: '1', perPiece: { rate: '1', limit: 'x' } }],
      'rates[0].bands[0].perPiece.limit',
      'INVALID_DECIMAL',
    ],
    [
      [
        { upTo: null, kind: 'FIXED', fixedPrice: '1' },
        { upTo: null, kind: 'FIXED', fixedPrice: '1' },
      ],
      'rates[0].bands[0].upTo',
      'NOT_ASCENDING',
    ],
    [
      [
        { upTo: '2', kind: 'FIXED', fixedPrice: '1' },
        { upTo: '2', kind: 'FIXED', fixedPrice: '1' },
      ],
      'rates[0].bands[1].upTo',
      'NOT_ASCENDING',
    ],
    [
      [
        { upTo: '3', kind: 'FIXED', fixedPrice: '1' },
        { upTo: '2', kind: 'FIXED', fixedPrice: '1' },
      ],
      'rates[0].bands[1].upTo',
      'NOT_ASCENDING',
    ],
  ])('%j at %s', (bands, path, code) => {
    expect(errorsOf(bands as BandInput[])).toEqual([{ path, code }]);
  });

  it('a zone listed twice', () => {
    const ctx = new CompileContext();
    const bands: BandInput[] = [{ upTo: null, kind: 'FIXED', fixedPrice: '1' }];
    compileRates(ctx, [
      { zone: '1', bands },
      { zone: '2', bands },
      { zone: '1', bands },
    ]);
    expect(ctx.errors).toEqual([{ path: 'rates[2].zone', code: 'DUPLICATE' }]);
  });

  it('accepts ascending bands ending closed', () => {
    expect(
      errorsOf([
        { upTo: '1', kind: 'FIXED', fixedPrice: '1' },
        { upTo: '2', kind: 'FIXED', fixedPrice: '2' },
      ]),
    ).toEqual([]);
  });
});
