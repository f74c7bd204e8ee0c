import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileRateCard, type CompiledRateCard } from './compile';
import { quoteDecimal } from './decimal-quote';
import { fastQuote } from './fast-quote';
import { quote } from './quote';
import { figures, plainCard } from './test-helpers';
import { cardArb, requestArb } from './fixtures/random-cards';
import type { QuoteRequest, RateCardInput } from './types';

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
