import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from './decimal';
import { US_EXPRESS } from './fixtures/us-express';
import { compiled, ENGINES } from './test-helpers';
import type { MarkupInput, PremiumPackageInput, QuoteRequest, RateCardInput } from './types';

const decimal = (max: number, places: number) =>
  fc.integer({ min: 1, max: max * 10 ** places }).map((n) => new Dec(n).div(10 ** places).toString());

const markup: fc.Arbitrary<MarkupInput> = fc.record({
  kind: fc.constantFrom('PERCENT' as const, 'FIXED' as const),
  value: fc.oneof(fc.constant('0'), decimal(50, 2)),
});

const premium: fc.Arbitrary<PremiumPackageInput | null> = fc.option(
  fc.record({
    basic: markup,
    surcharge: markup,
    handling: markup,
    minOrderAmount: fc.oneof(fc.constant('0'), decimal(500, 2)),
  }),
);

const requestArb: fc.Arbitrary<QuoteRequest> = fc.record({
  country: fc.constant('US'),
  postcode: fc.integer({ min: 0, max: 99_999 }).map((n) => String(n).padStart(5, '0')),
  boxes: fc.array(
    fc.record({ length: decimal(160, 1), width: decimal(80, 0), height: decimal(80, 0), weight: decimal(32, 3) }),
    {
      minLength: 1,
      maxLength: 4,
    },
  ),
  declaredValue: fc.oneof(fc.constant('0'), decimal(900, 2)),
  premium,
});

const TWO_PLACES = /^\d+\.\d{2}$/;

/** US Express with the carry step, bubble and calculation drawn too. */
const cardArb: fc.Arbitrary<RateCardInput> = fc
  .record({
    bubbleWay: fc.constantFrom('NONE' as const, 'FULL' as const, 'SPLIT' as const),
    calcType: fc.constantFrom('PER_BOX' as const, 'PER_SHIPMENT' as const),
    step: fc.constantFrom('0.001', '0.1', '0.5', '1'),
    minimum: fc.constantFrom('0', '0.5', '2'),
  })
  .map(({ bubbleWay, calcType, step, minimum }) => ({
    ...US_EXPRESS,
    weight: {
      ...US_EXPRESS.weight,
      bubbleWay,
      calcType,
      independentWeightLimit: minimum,
      carry: { kind: 'STEP', step },
    },
  }));

// Every case twice: the Decimal engine, and the fast quote where it answers (test-helpers.ts).
describe.each(ENGINES)('%s', (_engine, quote) => {
  describe('quote properties', () => {
    it('lines add up to the total, cost lines to the cost, and the margin is the difference', () => {
      const card = compiled(US_EXPRESS);
      fc.assert(
        fc.property(requestArb, (request) => {
          const result = quote(card, request);
          if (!result.ok) return;
          const sum = result.lines.reduce((acc, l) => acc.plus(l.amount), new Dec(0));
          expect(sum.toFixed(2)).toBe(result.total);
          const cost = result.cost.surcharges.reduce((acc, l) => acc.plus(l.amount), new Dec(result.cost.freight));
          expect(cost.toFixed(2)).toBe(result.cost.total);
          expect(new Dec(result.total).minus(result.cost.total).toFixed(2)).toBe(result.margin);
          for (const amount of [result.total, result.cost.total, result.margin, ...result.lines.map((l) => l.amount)]) {
            expect(amount).toMatch(TWO_PLACES);
          }
          expect(new Dec(result.total).gte(result.cost.total)).toBe(true);
        }),
        { numRuns: 300 },
      );
    });

    it('charges at least the actual weight, and FULL at least the volumetric', () => {
      fc.assert(
        fc.property(cardArb, requestArb, (input, request) => {
          const result = quote(compiled(input), request);
          if (!result.ok) return;
          const w = new Dec(result.chargeableWeight);
          const actual = request.boxes.reduce((acc, b) => acc.plus(b.weight), new Dec(0));
          expect(w.gte(actual)).toBe(true);
          if (input.weight.bubbleWay === 'FULL') {
            const vol = request.boxes.reduce(
              (acc, b) => acc.plus(new Dec(b.length).times(b.width).times(b.height).div(6000)),
              new Dec(0),
            );
            expect(w.gte(vol.toDecimalPlaces(3, Dec.ROUND_DOWN))).toBe(true);
          }
          expect(new Dec(result.total).gte(0)).toBe(true);
        }),
        { numRuns: 200 },
      );
    });

    it('never charges less for a heavier box, other things equal', () => {
      const card = compiled(US_EXPRESS);
      fc.assert(
        fc.property(decimal(30, 3), decimal(30, 3), fc.integer({ min: 0, max: 99_999 }), (a, b, zip) => {
          const [lo, hi] = new Dec(a).lte(b) ? [a, b] : [b, a];
          const at = (weight: string) =>
            quote(card, {
              country: 'US',
              postcode: String(zip).padStart(5, '0'),
              boxes: [{ length: '10', width: '10', height: '10', weight }],
            });
          const light = at(lo);
          const heavy = at(hi);
          if (!light.ok || !heavy.ok) return;
          // Within one band; crossing 20 kg the per-kg band may be cheaper, as the card says.
          if (new Dec(heavy.chargeableWeight).gt(20) !== new Dec(light.chargeableWeight).gt(20)) return;
          expect(new Dec(heavy.cost.freight).gte(light.cost.freight)).toBe(true);
        }),
        { numRuns: 300 },
      );
    });
  });
});
