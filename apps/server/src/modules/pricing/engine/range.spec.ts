import { describe, expect, it } from 'vitest';
import { compileRateCard } from './compile';
import { quote } from './quote';
import { box, ENGINES, plainCard, refusal } from './test-helpers';
import type { QuoteRequest, RateCardInput, SurchargeInput } from './types';

const surcharge = (code: string, formula: string, order = 1): SurchargeInput => ({
  code,
  name: code,
  type: 'SURCHARGE',
  order,
  formula,
});
const request: QuoteRequest = { country: 'DE', postcode: '10115', boxes: [box(20, 20, 20, 2)], declaredValue: '50' };
const card = (input: RateCardInput) => {
  const compiled = compileRateCard(input);
  if (!compiled.ok) throw new Error(`card does not compile: ${JSON.stringify(compiled.errors)}`);
  return compiled.card;
};

describe.each(ENGINES)('%s: a surcharge past what an amount holds', (_engine, run) => {
  it('refuses the quote with its formula error, a formula stored before the check included', () => {
    for (const formula of ['1e999999999', '1e15 * 1e15', 'freight * 1e15 * 1e15', '1e30'])
      expect(refusal(run(card(plainCard({ surcharges: [surcharge('HUGE', formula)] })), request)), formula).toEqual({
        errorKey: 'FORMULA_ERROR',
        params: { code: 'HUGE', kind: 'OUT_OF_RANGE' },
      });
  });

  it('refuses a cost total past it, though each surcharge fits', () => {
    const surcharges = [surcharge('A', '9e15'), surcharge('B', '9e15', 2)];
    expect(refusal(run(card(plainCard({ surcharges })), request))).toEqual({
      errorKey: 'FORMULA_ERROR',
      params: { code: 'B', kind: 'OUT_OF_RANGE' },
    });
  });
});

describe('a card with such a surcharge', () => {
  it('answers the same refusal on every quote, the fast ones from the second on included', () => {
    const compiled = card(plainCard({ surcharges: [surcharge('HUGE', '1e999999999')] }));
    for (let i = 0; i < 4; i++)
      expect(refusal(quote(compiled, request))).toEqual({
        errorKey: 'FORMULA_ERROR',
        params: { code: 'HUGE', kind: 'OUT_OF_RANGE' },
      });
  });
});
