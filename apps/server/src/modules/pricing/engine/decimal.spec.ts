import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ceilTo, Dec, divide, divisor, fixed, kg, money, parseSigned, parseUnsigned, round2 } from './decimal';

describe('decimal helpers', () => {
  it('parses unsigned decimal strings only', () => {
    expect(parseUnsigned('12')?.toString()).toBe('12');
    expect(parseUnsigned('007')?.toString()).toBe('7');
    expect(parseUnsigned('123456789')?.toString()).toBe('123456789');
    expect(parseUnsigned('1234567890')?.toString()).toBe('1234567890');
    expect(parseUnsigned('0.5')?.toString()).toBe('0.5');
    expect(parseUnsigned('0.000000000001')?.toString()).toBe('0.000000000001');
    for (const bad of [
      '',
      '-1',
      '+1',
      '1e3',
      '0x10',
      'Infinity',
      'NaN',
      '.5',
      '5.',
      '1 ',
      ' 1',
      '1,5',
      '1234567890123456',
      '0.0000000000001',
    ]) {
      expect(parseUnsigned(bad)).toBe(null);
    }
    expect(parseUnsigned(5)).toBe(null);
    expect(parseUnsigned(null)).toBe(null);
  });

  it('parses signed decimal strings', () => {
    expect(parseSigned('-5')?.toString()).toBe('-5');
    expect(parseSigned('2.5')?.toString()).toBe('2.5');
    for (const bad of ['--5', '+5', '1e2', '', 'x']) expect(parseSigned(bad)).toBe(null);
    expect(parseSigned(5)).toBe(null);
  });

  it('rounds money half-up to 2 places', () => {
    expect(round2(new Dec('1.005')).toString()).toBe('1.01');
    expect(round2(new Dec('1.0049')).toString()).toBe('1');
    expect(round2(new Dec('2.675')).toString()).toBe('2.68');
    expect(round2(new Dec('-1.005')).toString()).toBe('-1.01');
    expect(round2(new Dec('7.1')).toString()).toBe('7.1');
  });

  it('words figures with a fixed number of places', () => {
    expect(money(new Dec('129'))).toBe('129.00');
    expect(money(new Dec('15.4'))).toBe('15.40');
    expect(money(new Dec('15.48'))).toBe('15.48');
    expect(money(new Dec('15.485'))).toBe('15.49');
    expect(money(new Dec('-0'))).toBe('0.00');
    expect(kg(new Dec('4'))).toBe('4.000');
    expect(kg(new Dec('4.16666'))).toBe('4.167');
    expect(kg(new Dec('0.0005'))).toBe('0.001');
    expect(kg(new Dec('4.1'))).toBe('4.100');
    expect(fixed(new Dec('1.5'), 0)).toBe('2');
    expect(fixed(new Dec('12'), 6)).toBe('12.000000');
  });

  it('divides by multiplying when the divisor inverts to a whole number', () => {
    expect(divisor(new Dec('0.5')).inverse?.toString()).toBe('2');
    expect(divisor(new Dec('0.001')).inverse?.toString()).toBe('1000');
    expect(divisor(new Dec('1')).inverse?.toString()).toBe('1');
    expect(divisor(new Dec('0.3')).inverse).toBe(null);
    expect(divisor(new Dec('6000')).inverse).toBe(null);
    expect(divisor(new Dec('0')).inverse).toBe(null);
    expect(divide(new Dec('3'), divisor(new Dec('0.5'))).toString()).toBe('6');
    expect(divide(new Dec('24000'), divisor(new Dec('6000'))).toString()).toBe('4');
    expect(divide(new Dec('1'), divisor(new Dec('3'))).toString()).toBe('0.3333333333333333333333333333333333');
  });

  it('rounds up to a step', () => {
    expect(ceilTo(new Dec('3.6'), divisor(new Dec('0.5'))).toString()).toBe('4');
    expect(ceilTo(new Dec('4'), divisor(new Dec('0.5'))).toString()).toBe('4');
    expect(ceilTo(new Dec('1'), divisor(new Dec('0.3'))).toString()).toBe('1.2');
    expect(ceilTo(new Dec('0.0001'), divisor(new Dec('0.001'))).toString()).toBe('0.001');
  });

  it('rounds half-up like integer arithmetic on cents does', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 15n }), (milli) => {
        // milli-units: cents = floor((milli + 5) / 10)
        const expected = (milli + 5n) / 10n;
        const got = round2(new Dec(milli.toString()).div(1000));
        expect(got.times(100).toString()).toBe(expected.toString());
        expect(money(new Dec(milli.toString()).div(1000))).toBe(new Dec(expected.toString()).div(100).toFixed(2));
      }),
    );
  });
});
