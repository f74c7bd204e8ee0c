import { describe, expect, it } from 'vitest';
import { compileRateCard } from './compile';
import { US_EXPRESS } from './fixtures/us-express';
import { BASE_VARIABLES } from './surcharges';
import { plainCard } from './test-helpers';
import type { RateCardInput, SurchargeInput } from './types';

const surcharge = (code: string, formula: string, extra: Partial<SurchargeInput> = {}): SurchargeInput => ({
  code,
  name: code,
  type: 'SURCHARGE',
  order: 1,
  formula,
  ...extra,
});

const errorsOf = (input: RateCardInput) => {
  const result = compileRateCard(input);
  return result.ok ? [] : result.errors;
};

describe('compileRateCard', () => {
  it('compiles the US Express card', () => {
    const result = compileRateCard(US_EXPRESS);
    expect(result.ok).toBe(true);
    expect(result.ok && result.card.product).toEqual(US_EXPRESS.product);
    expect(result.ok && result.card.surcharges.list.map((s) => s.code)).toEqual(['FUEL', 'REMOTE', 'OVERSIZE']);
  });

  it('lists the base variables in slot order', () => {
    expect(BASE_VARIABLES).toEqual([
      'freight',
      'chargeableWeight',
      'W',
      'actualWeight',
      'volumeWeight',
      'pieces',
      'longestSide',
      'girth',
      'declaredValue',
      'remote',
      'zone',
    ]);
  });

  it('fails with a formula error naming the surcharge', () => {
    const input = plainCard({ surcharges: [surcharge('FUEL', 'freight * 0.1'), surcharge('PEAK', 'freight * (0.1')] });
    expect(compileRateCard(input)).toEqual({
      ok: false,
      errors: [
        {
          path: 'surcharges[1].formula',
          code: 'FORMULA_INVALID',
          surcharge: 'PEAK',
          formula: { kind: 'SYNTAX', message: 'Unclosed (', position: 14 },
        },
      ],
    });
  });

  it('checks the refuse condition too', () => {
    const input = plainCard({
      surcharges: [surcharge('BIG', '0', { refuse: 'longestSide > limit', type: 'SIZELIMIT' })],
    });
    expect(errorsOf(input)).toEqual([
      {
        path: 'surcharges[0].refuse',
        code: 'FORMULA_INVALID',
        surcharge: 'BIG',
        formula: { kind: 'UNKNOWN_VARIABLE', message: 'unknown variable limit', name: 'limit', position: 14 },
      },
    ]);
  });

  it('lets a formula read earlier surcharges only when it says so, and never later ones', () => {
    const ok = plainCard({
      surcharges: [
        surcharge('TAX', 'FUEL * 0.1', { order: 2, referencesEarlier: true }),
        surcharge('FUEL', 'freight * 0.1', { order: 1 }),
      ],
    });
    expect(errorsOf(ok)).toEqual([]);
    const notAllowed = plainCard({
      surcharges: [surcharge('FUEL', 'freight * 0.1', { order: 1 }), surcharge('TAX', 'FUEL * 0.1', { order: 2 })],
    });
    expect(errorsOf(notAllowed)).toEqual([
      {
        path: 'surcharges[1].formula',
        code: 'FORMULA_INVALID',
        surcharge: 'TAX',
        formula: { kind: 'UNKNOWN_VARIABLE', message: 'unknown variable FUEL', name: 'FUEL', position: 0 },
      },
    ]);
    const later = plainCard({
      surcharges: [
        surcharge('TAX', 'PEAK * 0.1', { order: 1, referencesEarlier: true }),
        surcharge('PEAK', 'freight * 0.1', { order: 2 }),
      ],
    });
    expect(errorsOf(later)).toMatchObject([
      { path: 'surcharges[0].formula', surcharge: 'TAX', formula: { name: 'PEAK' } },
    ]);
    const itself = plainCard({ surcharges: [surcharge('TAX', 'TAX * 0.1', { referencesEarlier: true })] });
    expect(errorsOf(itself)).toMatchObject([{ surcharge: 'TAX', formula: { kind: 'UNKNOWN_VARIABLE', name: 'TAX' } }]);
    const unknown = plainCard({ surcharges: [surcharge('TAX', 'NOPE * 0.1', { referencesEarlier: true })] });
    expect(errorsOf(unknown)).toMatchObject([
      { surcharge: 'TAX', formula: { kind: 'UNKNOWN_VARIABLE', name: 'NOPE' } },
    ]);
  });

  it('gives each surcharge its own constants, value 0 by default', () => {
    const input = plainCard({
      surcharges: [surcharge('A', 'value + x', { constants: { x: '1' } }), surcharge('B', 'x', { order: 2 })],
    });
    expect(errorsOf(input)).toMatchObject([{ path: 'surcharges[1].formula', formula: { name: 'x' } }]);
  });

  it.each([
    [surcharge('freight', '1'), 'surcharges[0].code', 'INVALID_VALUE'],
    [surcharge('W', '1'), 'surcharges[0].code', 'INVALID_VALUE'],
    [surcharge('FREIGHT', '1'), 'surcharges[0].code', 'INVALID_VALUE'],
    [surcharge('HANDLING', '1'), 'surcharges[0].code', 'INVALID_VALUE'],
    [surcharge('MINIMUM', '1'), 'surcharges[0].code', 'INVALID_VALUE'],
    [surcharge('FUEL-1', '1'), 'surcharges[0].code', 'INVALID_VALUE'],
    [surcharge('1FUEL', '1'), 'surcharges[0].code', 'INVALID_VALUE'],
    [surcharge('A', '1', { order: Number.NaN }), 'surcharges[0].order', 'INVALID_VALUE'],
    [surcharge('A', '1', { order: Number.POSITIVE_INFINITY }), 'surcharges[0].order', 'INVALID_VALUE'],
    [surcharge('A', '1', { type: 'FEE' as SurchargeInput['type'] }), 'surcharges[0].type', 'INVALID_VALUE'],
    [surcharge('A', '1', { constants: { value: '1e2' } }), 'surcharges[0].constants.value', 'INVALID_DECIMAL'],
    [surcharge('A', '1', { constants: { 'a-b': '1' } }), 'surcharges[0].constants.a-b', 'INVALID_VALUE'],
    [surcharge('A', '1', { constants: { freight: '1' } }), 'surcharges[0].constants.freight', 'INVALID_VALUE'],
    [surcharge('A', '1', { constants: { A: '1' } }), 'surcharges[0].constants.A', 'INVALID_VALUE'],
  ])('refuses %j at %s', (s, path, code) => {
    expect(errorsOf(plainCard({ surcharges: [s] }))).toEqual([{ path, code }]);
  });

  it('accepts negative constants and codes with underscores', () => {
    expect(
      errorsOf(plainCard({ surcharges: [surcharge('_A_1', 'max(0, value)', { constants: { value: '-5' } })] })),
    ).toEqual([]);
  });

  it('refuses a code used twice', () => {
    const input = plainCard({ surcharges: [surcharge('A', '1'), surcharge('A', '2')] });
    expect(errorsOf(input)).toEqual([{ path: 'surcharges[1].code', code: 'DUPLICATE' }]);
  });

  it('refuses a constant named like another surcharge', () => {
    const input = plainCard({ surcharges: [surcharge('A', '1', { constants: { B: '1' } }), surcharge('B', '2')] });
    expect(errorsOf(input)).toEqual([{ path: 'surcharges[0].constants.B', code: 'INVALID_VALUE' }]);
  });

  it('needs numeric zones when a formula reads zone', () => {
    const zones = [{ zone: 'A', bands: [{ upTo: null, kind: 'FIXED' as const, fixedPrice: '1' }] }];
    expect(errorsOf(plainCard({ rates: zones, surcharges: [surcharge('Z', 'zone * 2')] }))).toEqual([
      { path: 'rates[0].zone', code: 'ZONE_NOT_NUMERIC' },
    ]);
    expect(errorsOf(plainCard({ rates: zones, surcharges: [surcharge('Z', '2', { refuse: 'zone > 3' })] }))).toEqual([
      { path: 'rates[0].zone', code: 'ZONE_NOT_NUMERIC' },
    ]);
    expect(errorsOf(plainCard({ rates: zones, surcharges: [surcharge('Z', 'W * 2')] }))).toEqual([]);
  });

  it.each(['maxLongestSide', 'maxGirth', 'maxPieceWeight', 'maxDeclaredValue', 'maxPieces'])(
    'refuses a limit %s that is not a decimal',
    (limit) => {
      expect(errorsOf(plainCard({ limits: { ...plainCard().limits, [limit]: '1,5' } }))).toEqual([
        { path: `limits.${limit}`, code: 'INVALID_DECIMAL' },
      ]);
    },
  );

  it('takes an empty, blank or null refuse condition as none', () => {
    for (const refuse of ['', '   ', null, undefined]) {
      const result = compileRateCard(plainCard({ surcharges: [surcharge('A', '1', { refuse })] }));
      expect(result.ok && result.card.surcharges.list[0]?.refuse).toBe(null);
    }
  });

  it('collects errors from every part of the card', () => {
    const input: RateCardInput = {
      ...plainCard(),
      weight: { ...plainCard().weight, volumeWeightRatio: '0' },
      limits: { ...plainCard().limits, maxGirth: 'wide' },
      zones: [{ country: 'DE', from: '2', to: '1', zone: '1', type: 'DELIVERY' }],
      remotePostcodes: [{ country: 'DE', from: '9', to: '1' }],
      notRemotePostcodes: [{ country: 'DE', from: '99', to: '1' }],
    };
    expect(errorsOf(input)).toEqual([
      { path: 'weight.volumeWeightRatio', code: 'INVALID_DECIMAL' },
      { path: 'limits.maxGirth', code: 'INVALID_DECIMAL' },
      { path: 'zones[0]', code: 'INVALID_VALUE' },
      { path: 'remotePostcodes[0]', code: 'INVALID_VALUE' },
      { path: 'notRemotePostcodes[0]', code: 'INVALID_VALUE' },
    ]);
  });

  it('does not keep the input objects: a card is not changed by later edits to its input', () => {
    const input = plainCard();
    const result = compileRateCard(input);
    input.product.code = 'CHANGED';
    expect(result.ok && result.card.product.code).toBe('PLAIN');
  });
});
