import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { applyPremiumPackage, markUp, type Markups } from './premium-calc';

const NAMES = { freight: 'Freight', handling: 'Handling', minimum: 'Minimum' };
const pkg = (patch: Partial<Markups> = {}): Markups => ({
  basicKind: 'PERCENT',
  basicValue: '0',
  surchargeKind: 'PERCENT',
  surchargeValue: '0',
  handlingKind: 'FIXED',
  handlingValue: '0',
  minOrderAmount: '0',
  ...patch,
});
const cents = (s: string) => Math.round(Number(s) * 100);

describe('markUp', () => {
  it('rounds half up to 2 places, never half to even', () => {
    expect(markUp('PERCENT', '50', '0.03')).toBe('0.05'); // 0.045
    expect(markUp('PERCENT', '50', '0.01')).toBe('0.02'); // 0.015
    expect(markUp('PERCENT', '12.5', '1.11')).toBe('1.25'); // 1.24875
    expect(markUp('PERCENT', '0', '7.1')).toBe('7.10');
    expect(markUp('FIXED', '2.5', '10')).toBe('12.50');
  });
});

describe('applyPremiumPackage', () => {
  it('marks up freight and surcharges, adds handling on the marked-up total, then tops up to the minimum', () => {
    const out = applyPremiumPackage(
      pkg({
        basicValue: '15',
        surchargeValue: '12.5',
        handlingKind: 'PERCENT',
        handlingValue: '3',
        minOrderAmount: '50',
      }),
      '33.33',
      [
        { name: 'Fuel', amount: '1.11' },
        { name: 'Remote', amount: '0' },
      ],
      NAMES,
    );
    expect(out.lines).toEqual([
      { type: 'FREIGHT', name: 'Freight', cost: '33.33', sale: '38.33' }, // 38.3295
      { type: 'SURCHARGE', name: 'Fuel', cost: '1.11', sale: '1.25' },
      { type: 'HANDLING', name: 'Handling', cost: '0.00', sale: '1.19' }, // 3% of 39.58 = 1.1874
      { type: 'MINIMUM', name: 'Minimum', cost: '0.00', sale: '9.23' }, // 50 - 40.77
    ]);
    expect(out.costTotal).toBe('34.44');
    expect(out.saleTotal).toBe('50.00');
  });

  it('adds fixed markups to the freight and to each surcharge that applies, handling once per shipment', () => {
    const out = applyPremiumPackage(
      pkg({ basicKind: 'FIXED', basicValue: '2.5', surchargeKind: 'FIXED', surchargeValue: '1', handlingValue: '0.5' }),
      '10',
      [
        { name: 'A', amount: '3' },
        { name: 'B', amount: '0.00' },
        { name: 'C', amount: '0.4' },
      ],
      NAMES,
    );
    expect(out.lines.map((l) => [l.type, l.sale])).toEqual([
      ['FREIGHT', '12.50'],
      ['SURCHARGE', '4.00'],
      ['SURCHARGE', '1.40'],
      ['HANDLING', '0.50'],
    ]);
    expect(out.saleTotal).toBe('18.40');
  });

  it('leaves out a zero handling and no minimum line once the total reaches it', () => {
    const out = applyPremiumPackage(pkg({ minOrderAmount: '10' }), '10', [], NAMES);
    expect(out.lines).toEqual([{ type: 'FREIGHT', name: 'Freight', cost: '10.00', sale: '10.00' }]);
  });

  it('always answers a sale total equal to the sum of its lines, never below the cost nor the minimum', () => {
    const money = fc.integer({ min: 0, max: 10_000_000 }).map((c) => (c / 100).toFixed(2));
    const kind = fc.constantFrom<'PERCENT' | 'FIXED'>('PERCENT', 'FIXED');
    fc.assert(
      fc.property(
        kind,
        money,
        kind,
        money,
        kind,
        money,
        money,
        money,
        fc.array(money, { maxLength: 6 }),
        (bk, bv, sk, sv, hk, hv, min, freight, surcharges) => {
          const out = applyPremiumPackage(
            pkg({
              basicKind: bk,
              basicValue: bv,
              surchargeKind: sk,
              surchargeValue: sv,
              handlingKind: hk,
              handlingValue: hv,
              minOrderAmount: min,
            }),
            freight,
            surcharges.map((amount, i) => ({ name: `S${i}`, amount })),
            NAMES,
          );
          const sum = out.lines.reduce((t, l) => t + cents(l.sale), 0);
          expect(cents(out.saleTotal)).toBe(sum);
          expect(cents(out.saleTotal)).toBeGreaterThanOrEqual(cents(out.costTotal));
          expect(cents(out.saleTotal)).toBeGreaterThanOrEqual(cents(min));
          for (const l of out.lines) expect(l.sale).toMatch(/^\d+\.\d{2}$/);
        },
      ),
      { numRuns: 300 },
    );
  });
});
