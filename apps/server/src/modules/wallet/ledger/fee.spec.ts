import { describe, expect, it } from 'vitest';
import { rechargeFee } from './fee';
import { Dec } from './money';

const rule = (percent: string, minimum: string) => ({ percent: new Dec(percent), minimum: new Dec(minimum) });
const fee = (amount: string, r = rule('0.6', '0.10'), channel: 'ONLINE' | 'OFFLINE' = 'ONLINE') =>
  rechargeFee(new Dec(amount), channel, r).toFixed(2);

describe('the online recharge fee', () => {
  it('is the percentage of the amount, rounded half-up to the cent', () => {
    expect(fee('100')).toBe('0.60');
    expect(fee('1000.00')).toBe('6.00');
    // 12.50 x 0.6% = 0.075 -> 0.08 (half-up); 12.49 x 0.6% = 0.07494 -> 0.07, but the minimum is 0.10
    expect(fee('12.50', rule('0.6', '0'))).toBe('0.08');
    expect(fee('12.49', rule('0.6', '0'))).toBe('0.07');
    expect(fee('1000000', rule('2.5', '0'))).toBe('25000.00');
    expect(fee('33.33', rule('1.2345', '0'))).toBe('0.41');
  });

  it('is never below the minimum charge', () => {
    expect(fee('1.00')).toBe('0.10');
    expect(fee('16.66')).toBe('0.10');
    expect(fee('16.67')).toBe('0.10');
    expect(fee('17.50')).toBe('0.11');
    expect(fee('100', rule('0', '2.00'))).toBe('2.00');
  });

  it('is 0 when both the percentage and the minimum are 0', () => {
    expect(fee('100', rule('0', '0'))).toBe('0.00');
  });

  it('is 0 offline, whatever the rule', () => {
    expect(fee('100', rule('5', '3'), 'OFFLINE')).toBe('0.00');
  });
});
