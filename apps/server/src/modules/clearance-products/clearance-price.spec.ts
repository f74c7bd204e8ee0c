import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import Decimal from 'decimal.js';
import { clearancePrice } from './clearance-price';

const demo = { billPrice: '25.00', bagPrice: '8.00', kgPrice: '1.20', parcelPrice: '0.50', minPrice: '100.00' };

describe('clearancePrice', () => {
  it('charges the minimum when the parts come to less', () => {
    const r = clearancePrice(demo, { bills: 1, bags: 2, kg: 10, parcels: 20 });
    // 25 + 16 + 12 + 10 = 63 < 100
    expect(r).toMatchObject({ sum: '63.00', total: '100.00', minimumApplied: true });
    expect(r.lines).toEqual({ bill: '25.00', bag: '16.00', kg: '12.00', parcel: '10.00' });
  });

  it('charges the sum above the minimum, exactly (no float drift)', () => {
    const r = clearancePrice(demo, { bills: 1, bags: 3, kg: '100.1', parcels: 101 });
    // 25 + 24 + 120.12 + 50.5 = 219.62
    expect(r).toMatchObject({ sum: '219.62', total: '219.62', minimumApplied: false });
    const tenths = clearancePrice({ ...demo, kgPrice: '0.10', minPrice: '0' }, { bills: 0, bags: 0, kg: 3, parcels: 0 });
    expect(tenths.total).toBe('0.30');
  });

  it('rounds each line half up to cents', () => {
    const r = clearancePrice({ ...demo, minPrice: '0' }, { bills: 0, bags: 0, kg: '0.125', parcels: 0 });
    expect(r.lines.kg).toBe('0.15'); // 1.20 × 0.125 = 0.15
    const s = clearancePrice({ ...demo, kgPrice: '0.33', minPrice: '0' }, { bills: 0, bags: 0, kg: '0.5', parcels: 0 });
    expect(s.lines.kg).toBe('0.17'); // 0.165 → 0.17
  });

  it('a sum equal to the minimum is the sum', () => {
    const r = clearancePrice({ ...demo, minPrice: '25' }, { bills: 1, bags: 0, kg: 0, parcels: 0 });
    expect(r).toMatchObject({ total: '25.00', minimumApplied: false });
  });

  it('refuses negative or non-finite quantities', () => {
    expect(() => clearancePrice(demo, { bills: -1, bags: 0, kg: 0, parcels: 0 })).toThrow(RangeError);
    expect(() => clearancePrice(demo, { bills: 0, bags: 0, kg: Number.POSITIVE_INFINITY, parcels: 0 })).toThrow(
      RangeError,
    );
  });

  const money = fc.integer({ min: 0, max: 10_000_00 }).map((c) => new Decimal(c).dividedBy(100).toFixed(2));
  const quote = fc.record({ billPrice: money, bagPrice: money, kgPrice: money, parcelPrice: money, minPrice: money });
  const qty = fc.record({
    bills: fc.integer({ min: 0, max: 1000 }),
    bags: fc.integer({ min: 0, max: 1000 }),
    kg: fc.integer({ min: 0, max: 1_000_000 }).map((g) => new Decimal(g).dividedBy(1000).toString()),
    parcels: fc.integer({ min: 0, max: 100_000 }),
  });

  it('property: the total is max(minimum, sum of lines) and never below the minimum', () => {
    fc.assert(
      fc.property(quote, qty, (qu, q) => {
        const r = clearancePrice(qu, q);
        const sum = Object.values(r.lines).reduce((a, b) => a.plus(b), new Decimal(0));
        expect(r.sum).toBe(sum.toFixed(2));
        expect(r.total).toBe(Decimal.max(sum, qu.minPrice).toFixed(2));
        expect(new Decimal(r.total).greaterThanOrEqualTo(qu.minPrice)).toBe(true);
        expect(r.minimumApplied).toBe(new Decimal(qu.minPrice).greaterThan(sum));
      }),
    );
  });

  it('property: more of anything never costs less', () => {
    fc.assert(
      fc.property(quote, qty, fc.constantFrom('bills', 'bags', 'parcels') as fc.Arbitrary<'bills'>, (qu, q, k) => {
        const more = { ...q, [k]: Number(q[k]) + 1 };
        expect(new Decimal(clearancePrice(qu, more).total).gte(clearancePrice(qu, q).total)).toBe(true);
      }),
    );
  });
});
