import { describe, expect, it } from 'vitest';
import { zonePriceSheet } from './zone-export';

type Row = Parameters<ReturnType<typeof zonePriceSheet>['cells']>[0];

const band = {
  zone: 'Z1',
  weightUpTo: '2.000',
  kind: 'FIRST_ADDITIONAL',
  firstWeight: '0.500',
  stepWeight: '0.500',
  firstPrice: '10.00',
  stepPrice: '3.00',
  unitPrice: null,
  fixedPrice: null,
  minCharge: '12.00',
};
const pkg = (basicKind: 'PERCENT' | 'FIXED', basicValue: string) => ({
  basicKind,
  basicValue,
  handlingKind: 'PERCENT',
  handlingValue: '1.5',
  minOrderAmount: '5',
});
const row = (p: ReturnType<typeof pkg>) => ({ band, from: '0', pkg: p }) as unknown as Row;

describe('the zone price sheet', () => {
  it('shows the platform the cost beside the sale price, others the sale price only', () => {
    const withCost = zonePriceSheet(true).headers('en');
    expect(withCost).toHaveLength(19);
    expect(withCost.slice(6, 11)).toEqual([
      'Cost: first price',
      'Cost: step price',
      'Cost: price per kg',
      'Cost: fixed price',
      'Cost: minimum charge',
    ]);
    const saleOnly = zonePriceSheet(false).headers('zh');
    expect(saleOnly).toHaveLength(14);
    expect(saleOnly.some((h) => h.startsWith('成本'))).toBe(false);
  });

  it('marks a percentage up on every figure; a fixed markup stands in its own column', () => {
    const sheet = zonePriceSheet(true);
    expect(sheet.cells(row(pkg('PERCENT', '10')), 'en')).toEqual([
      'Z1',
      '0',
      '2.000',
      'First + additional',
      '0.500',
      '0.500',
      '10.00',
      '3.00',
      '',
      '',
      '12.00',
      '11.00',
      '3.30',
      '',
      '',
      '13.20',
      '',
      '1.50%',
      '5.00',
    ]);
    const fixed = zonePriceSheet(false).cells(row(pkg('FIXED', '2')), 'ko');
    expect(fixed.slice(3, 14)).toEqual([
      '첫 중량 + 추가',
      '0.500',
      '0.500',
      '10.00',
      '3.00',
      '',
      '',
      '12.00',
      '2.00',
      '1.50%',
      '5.00',
    ]);
  });
});
