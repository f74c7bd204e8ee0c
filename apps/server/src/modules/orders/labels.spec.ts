import { describe, expect, it } from 'vitest';
import { labelProductName } from './labels';

type Order = Parameters<typeof labelProductName>[0];
const order = (countryCode: string, productNameEn: string | null) =>
  ({ productName: '美国快线', productNameEn, receiver: { countryCode } }) as unknown as Order;

describe('the product name a label prints', () => {
  it('is English for a parcel delivered abroad, where the product has an English name', () => {
    expect(labelProductName(order('US', 'US Express'))).toBe('US Express');
    expect(labelProductName(order('KR', 'Korea Line'))).toBe('Korea Line');
  });

  it('is Chinese for a parcel delivered in China, or when the product has no English name', () => {
    expect(labelProductName(order('CN', 'US Express'))).toBe('美国快线');
    expect(labelProductName(order('US', null))).toBe('美国快线');
    expect(labelProductName(order('US', ''))).toBe('美国快线');
  });
});
