import { describe, expect, it } from 'vitest';
import { Dec } from './money';
import { availableEffect, linesOf, type Line, type Movement } from './movements';

const d = (x: string) => new Dec(x);
const shown = (lines: Line[]) => lines.map((l) => [l.kind, l.amount.toFixed(2)]);

describe('the lines of each movement', () => {
  const cases: [string, Movement, [string, string][]][] = [
    [
      'an online recharge: the wallet gets the amount, revenue the fee, the provider collected both',
      { type: 'RECHARGE', channel: 'ONLINE', amount: d('100'), fee: d('0.60') },
      [
        ['AVAILABLE', '100.00'],
        ['REVENUE', '0.60'],
        ['PAYMENT_CLEARING', '-100.60'],
      ],
    ],
    [
      'an online recharge without a fee has no revenue line',
      { type: 'RECHARGE', channel: 'ONLINE', amount: d('100'), fee: d('0') },
      [
        ['AVAILABLE', '100.00'],
        ['PAYMENT_CLEARING', '-100.00'],
      ],
    ],
    [
      'an offline recharge: cash in',
      { type: 'RECHARGE', channel: 'OFFLINE', amount: d('50.5') },
      [
        ['AVAILABLE', '50.50'],
        ['CASH', '-50.50'],
      ],
    ],
    [
      'an order charge: the wallet pays revenue',
      { type: 'ORDER_CHARGE', amount: d('12.34') },
      [
        ['AVAILABLE', '-12.34'],
        ['REVENUE', '12.34'],
      ],
    ],
    [
      'a weight adjustment charged',
      { type: 'WEIGHT_ADJUSTMENT', direction: 'CHARGE', amount: d('3') },
      [
        ['AVAILABLE', '-3.00'],
        ['REVENUE', '3.00'],
      ],
    ],
    [
      'a weight adjustment refunded',
      { type: 'WEIGHT_ADJUSTMENT', direction: 'REFUND', amount: d('3') },
      [
        ['AVAILABLE', '3.00'],
        ['REVENUE', '-3.00'],
      ],
    ],
    [
      'a refund: revenue gives back',
      { type: 'REFUND', amount: d('7.77') },
      [
        ['AVAILABLE', '7.77'],
        ['REVENUE', '-7.77'],
      ],
    ],
    [
      'a deposit in: from the available balance',
      { type: 'DEPOSIT', direction: 'IN', amount: d('200') },
      [
        ['AVAILABLE', '-200.00'],
        ['DEPOSIT', '200.00'],
      ],
    ],
    [
      'a deposit out: back to the available balance',
      { type: 'DEPOSIT', direction: 'OUT', amount: d('200') },
      [
        ['AVAILABLE', '200.00'],
        ['DEPOSIT', '-200.00'],
      ],
    ],
    [
      'a manual credit, against cash',
      { type: 'MANUAL_ADJUSTMENT', direction: 'CREDIT', amount: d('5') },
      [
        ['AVAILABLE', '5.00'],
        ['CASH', '-5.00'],
      ],
    ],
    [
      'a manual debit, to cash',
      { type: 'MANUAL_ADJUSTMENT', direction: 'DEBIT', amount: d('5') },
      [
        ['AVAILABLE', '-5.00'],
        ['CASH', '5.00'],
      ],
    ],
  ];

  it.each(cases)('%s', (_, movement, expected) => {
    const lines = linesOf(movement);
    expect(shown(lines)).toEqual(expected);
    expect(lines.reduce((s, l) => s.plus(l.amount), d('0')).isZero()).toBe(true);
  });

  it('refuses a movement it does not know', () => {
    expect(() => linesOf({ type: 'WITHDRAWAL', amount: d('1') } as unknown as Movement)).toThrow(/unknown movement/);
  });
});

describe('what an entry does to the available balance', () => {
  it('sums the AVAILABLE lines, signed', () => {
    expect(availableEffect(linesOf({ type: 'ORDER_CHARGE', amount: d('9.99') })).toFixed(2)).toBe('-9.99');
    expect(availableEffect(linesOf({ type: 'REFUND', amount: d('9.99') })).toFixed(2)).toBe('9.99');
    expect(
      availableEffect(linesOf({ type: 'RECHARGE', channel: 'ONLINE', amount: d('100'), fee: d('1') })).toFixed(2),
    ).toBe('100.00');
  });

  it('is 0 when no line is on the available balance', () => {
    expect(
      availableEffect([
        { kind: 'DEPOSIT', amount: d('1') },
        { kind: 'CASH', amount: d('-1') },
      ]).toFixed(2),
    ).toBe('0.00');
  });
});
