/** Shared by the engine's specs (not part of the engine; left out of mutation testing). */
import { compileRateCard, type CompiledRateCard } from './compile';
import { quoteDecimal } from './decimal-quote';
import { fastQuote } from './fast-quote';
import { CUSTOMER_PACKAGE, US_EXPRESS } from './fixtures/us-express';
import type { QuoteOk, QuoteRefused, QuoteResult } from './result';
import type { BoxInput, QuoteRequest, RateCardInput } from './types';

export function compiled(input: RateCardInput): CompiledRateCard {
  const result = compileRateCard(input);
  if (!result.ok) throw new Error(`card does not compile: ${JSON.stringify(result.errors)}`);
  return result.card;
}

export const box = (
  length: number | string,
  width: number | string,
  height: number | string,
  weight: number | string,
): BoxInput => ({
  length: String(length),
  width: String(width),
  height: String(height),
  weight: String(weight),
});

export function priced(result: QuoteResult): QuoteOk {
  if (!result.ok) throw new Error(`refused: ${JSON.stringify(result.refused)}`);
  return result;
}

export function refusal(result: QuoteResult): QuoteRefused['refused'] {
  if (result.ok) throw new Error(`priced: ${result.total}`);
  return result.refused;
}

/**
 * A plain card for unit tests: Germany, one country-wide zone 1, 10.00 per kg, volumetric ratio 5000, no bubble,
 * weights per box rounded up to 0.001 kg, no limits, no surcharges.
 */
export function plainCard(overrides: Partial<RateCardInput> = {}): RateCardInput {
  return {
    product: { id: 7, code: 'PLAIN', name: 'Plain', currency: 'EUR' },
    weight: {
      volumeWeightRatio: '5000',
      bubbleWay: 'NONE',
      bubblePercentage: '0',
      calcType: 'PER_BOX',
      independentWeightLimit: '0',
      carry: { kind: 'STEP', step: '0.001' },
    },
    limits: { maxLongestSide: null, maxGirth: null, maxPieceWeight: null, maxDeclaredValue: null, maxPieces: null },
    zones: [{ country: 'DE', from: '', to: '', zone: '1', type: 'DELIVERY' }],
    rates: [{ zone: '1', bands: [{ upTo: null, kind: 'PER_KG', unitPrice: '10' }] }],
    surcharges: [],
    ...overrides,
  };
}

/**
 * The two ways a quote is answered, for specs to run every case through both: the Decimal engine alone, and the
 * fast quote wherever it answers (the Decimal engine for the rest), as `quote` does from a card's second quote on.
 */
export const ENGINES: [name: string, quote: (card: CompiledRateCard, request: QuoteRequest) => QuoteResult][] = [
  ['Decimal engine', quoteDecimal],
  ['fast quote', (card, request) => fastQuote(card, request) ?? quoteDecimal(card, request)],
];

/** Everything an answer says but the explanation (which the Decimal engine words for both). */
export const figures = (r: QuoteResult | null) =>
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

export const usCard = () => compiled(US_EXPRESS);
export const usRequest = (extra: Partial<QuoteRequest> = {}): QuoteRequest => ({
  country: 'US',
  postcode: '10001',
  // 37 x 22 x 17 / 6000 = 2.3063... kg: a volumetric weight that does not end, below the actual one.
  boxes: [box(37, 22, 17, '4.5')],
  declaredValue: '120',
  premium: CUSTOMER_PACKAGE,
  ...extra,
});
