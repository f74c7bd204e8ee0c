import { describe, expect, it } from 'vitest';
import { ManifestLineInput } from './manifest-line';

const good = {
  parcelNo: 'P1',
  bagNo: 'B1',
  goodsName: 'T-shirt',
  hsCode: '610910',
  quantity: '2',
  weightKg: '0.4',
  declaredValue: '20',
  country: 'KR',
  consigneeType: 'PERSONAL',
  personalCustomsCode: 'P123456789012',
};
const fieldsOf = (input: object) => {
  const r = ManifestLineInput.safeParse(input);
  return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
};

describe('ManifestLineInput', () => {
  it('reads a good line, quantities as numbers and money as decimal text', () => {
    expect(ManifestLineInput.parse(good)).toMatchObject({
      quantity: 2,
      weightKg: '0.4',
      declaredValue: '20',
      eori: '',
    });
  });
  it('refuses a negative value, a missing cell, a zero weight and a fractional quantity by their columns', () => {
    expect(fieldsOf({ ...good, declaredValue: '-5' })).toEqual(['declaredValue:number']);
    expect(fieldsOf({ ...good, goodsName: '' })).toEqual(['goodsName:required']);
    expect(fieldsOf({ ...good, weightKg: '0' })).toEqual(['weightKg:greaterThanZero']);
    expect(fieldsOf({ ...good, quantity: '1.5' })).toEqual(['quantity:integer']);
    expect(fieldsOf({ ...good, goodsName: 'a\u0000b' })).toEqual(['goodsName:controlChars']);
  });
});
