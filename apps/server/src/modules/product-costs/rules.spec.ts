import { describe, expect, it } from 'vitest';
import {
  PriceBandInput,
  ProductCostInput,
  bandOrderProblem,
  carryBandsProblem,
  moneyText,
  parseZipCode,
  weightText,
} from '@parcelhub/contracts';

describe('zone postcodes', () => {
  it('reads a postcode, a prefix or a same-length range, normalised', () => {
    expect(parseZipCode('US', ' 10001 ')).toEqual({ ok: true, zipCode: '10001', zipFrom: '10001', zipTo: '10001' });
    expect(parseZipCode('US', '995 - 999')).toEqual({ ok: true, zipCode: '995-999', zipFrom: '995', zipTo: '999' });
    expect(parseZipCode('US', '99500~99999')).toMatchObject({ zipFrom: '99500', zipTo: '99999' });
    expect(parseZipCode('GB', 'sw1a 1aa')).toMatchObject({ zipCode: 'SW1A1AA' });
    expect(parseZipCode('CA', 'K1A-K9Z')).toMatchObject({ zipFrom: 'K1A', zipTo: 'K9Z' });
    expect(parseZipCode('PT', '1000-001')).toEqual({
      ok: true,
      zipCode: '1000-001',
      zipFrom: '1000-001',
      zipTo: '1000-001',
    });
    expect(parseZipCode('US', '')).toEqual({ ok: true, zipCode: '', zipFrom: '', zipTo: '' });
  });

  it('refuses what is not a postcode, with the reason', () => {
    expect(parseZipCode('US', '12A')).toEqual({ ok: false, problem: 'US_DIGITS' });
    expect(parseZipCode('US', '123456')).toEqual({ ok: false, problem: 'US_DIGITS' });
    expect(parseZipCode('US', '10001-1234')).toEqual({ ok: false, problem: 'RANGE_LENGTH' });
    expect(parseZipCode('US', '999-995')).toEqual({ ok: false, problem: 'RANGE_ORDER' });
    expect(parseZipCode('US', '-995')).toEqual({ ok: false, problem: 'US_DIGITS' });
    expect(parseZipCode('DE', '10#11')).toEqual({ ok: false, problem: 'CHARACTERS' });
    expect(parseZipCode('DE', '1-2-3')).toEqual({ ok: false, problem: 'CHARACTERS' });
    expect(parseZipCode('DE', '12~345')).toEqual({ ok: false, problem: 'CHARACTERS' });
    expect(parseZipCode('DE', '1234567890123')).toEqual({ ok: false, problem: 'TOO_LONG' });
    expect(parseZipCode('DE', 'Z9-A1')).toEqual({ ok: false, problem: 'RANGE_ORDER' });
  });
});

describe('weight bands', () => {
  const b = (...bounds: (string | null)[]) => bounds.map((weightUpTo) => ({ weightUpTo }));
  it('stand when bounds ascend and only the last is open', () => {
    expect(bandOrderProblem(b('0.5', '2', null))).toBeNull();
    expect(bandOrderProblem(b('0.5', '2'))).toBeNull();
    expect(bandOrderProblem([])).toBeNull();
  });
  it('name the first row that breaks the order', () => {
    expect(bandOrderProblem(b('2', '1'))).toEqual({ row: 1, kind: 'NOT_ASCENDING' });
    expect(bandOrderProblem(b('2', '2.0'))).toEqual({ row: 1, kind: 'DUPLICATE' });
    expect(bandOrderProblem(b('1', null, '3'))).toEqual({ row: 1, kind: 'OPEN_NOT_LAST' });
  });
  it('need the price fields of their kind', () => {
    const r = PriceBandInput.safeParse({ weightUpTo: '1', kind: 'FIRST_ADDITIONAL', firstPrice: '1' });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.path.join('.')).sort()).toEqual(['firstWeight', 'stepPrice', 'stepWeight']);
    expect(PriceBandInput.safeParse({ weightUpTo: null, kind: 'FIXED', fixedPrice: 0 }).success).toBe(true);
  });
});

describe('custom carry bands', () => {
  it('ascend, with only and always the last one open', () => {
    expect(
      carryBandsProblem([
        { upTo: '21', step: '0.5' },
        { upTo: null, step: '1' },
      ]),
    ).toBeNull();
    expect(carryBandsProblem([{ upTo: null, step: '1' }])).toBeNull();
    expect(carryBandsProblem([])).toEqual({ row: 0, kind: 'EMPTY' });
    expect(
      carryBandsProblem([
        { upTo: '5', step: '1' },
        { upTo: '5', step: '1' },
        { upTo: null, step: '1' },
      ]),
    ).toEqual({
      row: 1,
      kind: 'NOT_ASCENDING',
    });
    expect(
      carryBandsProblem([
        { upTo: null, step: '1' },
        { upTo: null, step: '1' },
      ]),
    ).toEqual({ row: 0, kind: 'OPEN_NOT_LAST' });
    expect(carryBandsProblem([{ upTo: '5', step: '1' }])).toEqual({ row: 0, kind: 'LAST_NOT_OPEN' });
  });
});

describe('decimal fields', () => {
  it('read numbers and strings as canonical decimal text', () => {
    expect(moneyText().parse('012.50')).toBe('12.50');
    expect(moneyText().parse(3)).toBe('3');
    expect(moneyText().parse('-0')).toBe('0');
    expect(weightText().parse(' 0.125 ')).toBe('0.125');
  });
  it('refuse with the shared message keys', () => {
    const first = (s: ReturnType<typeof moneyText>, v: unknown) => s.safeParse(v).error?.issues[0]?.message;
    expect(first(moneyText(), '1.234')).toBe('decimals|places=2');
    expect(first(moneyText(), '-1')).toBe('notNegative');
    expect(first(moneyText(), '1e3')).toBe('number');
    expect(first(moneyText(), '')).toBe('requiredNumber');
    expect(first(moneyText(), '1'.repeat(13))).toBe('numberTooLarge|max=999999999999');
    expect(first(weightText(), '0')).toBe('greaterThanZero');
    expect(first(weightText(), 0.0001)).toBe('decimals|places=3');
  });
  it('drops the custom bands of a fixed step rule only in the service: the contract keeps them', () => {
    const parsed = ProductCostInput.parse({ code: 'AB', name: 'n', currency: 'USD', weightCarryRule: '1' });
    expect(parsed).toMatchObject({ businessType: 'EXPRESS', customWeightRule: [], mainName: '', description: '' });
  });
});
