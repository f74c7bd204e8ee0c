import { describe, expect, it } from 'vitest';
import { Dec, isCents, money, parseAmount, parseMoney, ZERO } from './money';

describe('money', () => {
  it('reads digits with at most two decimals, nothing else', () => {
    for (const [text, value] of [
      ['0', '0'],
      ['12', '12'],
      ['12.5', '12.5'],
      ['12.50', '12.5'],
      ['0.01', '0.01'],
      ['9999999999999999.99', '9999999999999999.99'],
    ] as const)
      expect(parseMoney(text)?.toString(), text).toBe(value);
    for (const text of [
      '',
      ' 1',
      '1 ',
      '-1',
      '+1',
      '1.',
      '.5',
      '1.001',
      '1e3',
      '0x10',
      'Infinity',
      'NaN',
      '1,000',
      '１',
    ])
      expect(parseMoney(text), text).toBeNull();
    for (const value of [12, null, undefined, {}, ['1']]) expect(parseMoney(value)).toBeNull();
    expect(parseMoney('12345678901234567')).toBeNull();
  });

  it('takes as an amount only what is more than 0 and at most the maximum', () => {
    const max = new Dec(100);
    expect(parseAmount('0.01', max)?.toString()).toBe('0.01');
    expect(parseAmount('100', max)?.toString()).toBe('100');
    expect(parseAmount('100.00', max)?.toString()).toBe('100');
    expect(parseAmount('100.01', max)).toBeNull();
    expect(parseAmount('0', max)).toBeNull();
    expect(parseAmount('0.00', max)).toBeNull();
    expect(parseAmount('abc', max)).toBeNull();
  });

  it('writes two places, sign kept, and half-up when given more', () => {
    expect(money(new Dec('12.5'))).toBe('12.50');
    expect(money(new Dec('-3'))).toBe('-3.00');
    expect(money(ZERO)).toBe('0.00');
    expect(money(new Dec('0.005'))).toBe('0.01');
    expect(money(new Dec('-0.005'))).toBe('-0.01');
    expect(money(new Dec('12345678901234567.89'))).toBe('12345678901234567.89');
  });

  it('tells whole cents from fractions of a cent', () => {
    expect(isCents(new Dec('1.23'))).toBe(true);
    expect(isCents(new Dec('1'))).toBe(true);
    expect(isCents(new Dec('1.234'))).toBe(false);
    expect(isCents(new Dec('-0.001'))).toBe(false);
  });

  it('adds cents exactly where binary floats do not', () => {
    expect(new Dec('0.1').plus('0.2').toString()).toBe('0.3');
    expect(new Dec('9999999999999999.99').plus('0.01').toFixed(2)).toBe('10000000000000000.00');
  });
});
