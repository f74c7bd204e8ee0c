import { describe, expect, it } from 'vitest';
import { Dec } from './decimal';
import { LINE_NAMES, parsePremium, price, type CostLine, type Premium } from './markup';
import type { PremiumPackageInput } from './types';

const pkg = (
  basic: [string, string],
  surcharge: [string, string],
  handling: [string, string],
  minOrderAmount?: string,
): PremiumPackageInput => ({
  basic: { kind: basic[0], value: basic[1] } as PremiumPackageInput['basic'],
  surcharge: { kind: surcharge[0], value: surcharge[1] } as PremiumPackageInput['surcharge'],
  handling: { kind: handling[0], value: handling[1] } as PremiumPackageInput['handling'],
  ...(minOrderAmount === undefined ? {} : { minOrderAmount }),
});

function premium(input: PremiumPackageInput): Premium {
  const parsed = parsePremium(input);
  if ('invalid' in parsed) throw new Error(parsed.invalid);
  return parsed;
}

const FREIGHT: CostLine = { code: 'FREIGHT', name: LINE_NAMES.FREIGHT, amount: new Dec('129') };
const line = (code: string, amount: string): CostLine => ({ code, name: code, amount: new Dec(amount) });
const SURCHARGES = [line('FUEL', '15.48'), line('REMOTE', '0'), line('PEAK', '3.33')];
const amounts = (p: { lines: { code: string; amount: string }[] }) => p.lines.map((l) => `${l.code} ${l.amount}`);

describe('price', () => {
  it('answers the cost lines as they are without a package, zero surcharges left out', () => {
    const p = price(null, FREIGHT, SURCHARGES);
    expect(amounts(p)).toEqual(['FREIGHT 129.00', 'FUEL 15.48', 'PEAK 3.33']);
    expect(p.total.toString()).toBe('147.81');
    expect(p.explain).toEqual([]);
    expect(p.lines[0]?.name).toEqual({ zh: '运费', en: 'Freight', ko: '운임' });
  });

  it('marks up by percent, each line rounded half-up', () => {
    const p = price(premium(pkg(['PERCENT', '10'], ['PERCENT', '5'], ['FIXED', '0'])), FREIGHT, SURCHARGES);
    // 129 x 1.1 = 141.90; 15.48 x 1.05 = 16.254 -> 16.25; 3.33 x 1.05 = 3.4965 -> 3.50
    expect(amounts(p)).toEqual(['FREIGHT 141.90', 'FUEL 16.25', 'PEAK 3.50']);
    expect(p.total.toString()).toBe('161.65');
    expect(p.explain).toEqual([
      { step: 'BASIC', line: 'FREIGHT', kind: 'PERCENT', value: '10', before: '129.00', after: '141.90' },
      { step: 'SURCHARGE', line: 'FUEL', kind: 'PERCENT', value: '5', before: '15.48', after: '16.25' },
      { step: 'SURCHARGE', line: 'PEAK', kind: 'PERCENT', value: '5', before: '3.33', after: '3.50' },
      { step: 'HANDLING', kind: 'FIXED', value: '0', base: '161.65', amount: '0.00' },
    ]);
  });

  it('adds a fixed markup to the freight and to each non-zero surcharge', () => {
    const p = price(premium(pkg(['FIXED', '5'], ['FIXED', '1.5'], ['FIXED', '0'])), FREIGHT, SURCHARGES);
    expect(amounts(p)).toEqual(['FREIGHT 134.00', 'FUEL 16.98', 'PEAK 4.83']);
    expect(p.total.toString()).toBe('155.81');
  });

  it('rounds a fixed markup with more places half-up', () => {
    const p = price(premium(pkg(['FIXED', '0.005'], ['FIXED', '0.004'], ['FIXED', '0.125'])), FREIGHT, [
      line('FUEL', '1'),
    ]);
    expect(amounts(p)).toEqual(['FREIGHT 129.01', 'FUEL 1.00', 'HANDLING 0.13']);
  });

  it('charges handling as a percent of the customer lines so far, or fixed per shipment', () => {
    const percent = price(premium(pkg(['PERCENT', '0'], ['PERCENT', '0'], ['PERCENT', '2.5'])), FREIGHT, SURCHARGES);
    // (129 + 15.48 + 3.33) x 2.5% = 3.69525 -> 3.70
    expect(amounts(percent)).toEqual(['FREIGHT 129.00', 'FUEL 15.48', 'PEAK 3.33', 'HANDLING 3.70']);
    expect(percent.explain.at(-1)).toEqual({
      step: 'HANDLING',
      kind: 'PERCENT',
      value: '2.5',
      base: '147.81',
      amount: '3.70',
    });
    expect(percent.total.toString()).toBe('151.51');
    const fixed = price(premium(pkg(['PERCENT', '0'], ['PERCENT', '0'], ['FIXED', '8'])), FREIGHT, []);
    expect(amounts(fixed)).toEqual(['FREIGHT 129.00', 'HANDLING 8.00']);
    expect(fixed.lines[1]?.name).toEqual({ zh: '操作费', en: 'Handling', ko: '취급 수수료' });
  });

  it('makes up the difference to the minimum order amount', () => {
    const p = price(premium(pkg(['PERCENT', '0'], ['PERCENT', '0'], ['FIXED', '0'], '200')), FREIGHT, SURCHARGES);
    expect(amounts(p)).toEqual(['FREIGHT 129.00', 'FUEL 15.48', 'PEAK 3.33', 'MINIMUM 52.19']);
    expect(p.total.toString()).toBe('200');
    expect(p.lines.at(-1)?.name).toEqual({ zh: '最低消费补足', en: 'Minimum order top-up', ko: '최소 주문 금액 보충' });
    expect(p.explain.at(-1)).toEqual({ step: 'MINIMUM', minOrderAmount: '200.00', before: '147.81', amount: '52.19' });
  });

  it('adds no MINIMUM line at or above the minimum', () => {
    const at = price(premium(pkg(['PERCENT', '0'], ['PERCENT', '0'], ['FIXED', '0'], '147.81')), FREIGHT, SURCHARGES);
    expect(amounts(at)).toEqual(['FREIGHT 129.00', 'FUEL 15.48', 'PEAK 3.33']);
    const zero = price(premium(pkg(['PERCENT', '0'], ['PERCENT', '0'], ['FIXED', '0'], '0')), FREIGHT, SURCHARGES);
    expect(zero.lines).toHaveLength(3);
  });

  it('rounds the minimum order amount half-up to cents', () => {
    const p = price(premium(pkg(['PERCENT', '0'], ['PERCENT', '0'], ['FIXED', '0'], '150.005')), FREIGHT, SURCHARGES);
    expect(amounts(p).at(-1)).toBe('MINIMUM 2.20');
  });
});

describe('parsePremium refuses', () => {
  it.each([
    [pkg(['PERCENT', '-10'], ['PERCENT', '0'], ['FIXED', '0']), 'premium.basic'],
    [pkg(['MORE', '10'], ['PERCENT', '0'], ['FIXED', '0']), 'premium.basic'],
    [pkg(['PERCENT', '10'], ['PERCENT', 'x'], ['FIXED', '0']), 'premium.surcharge'],
    [pkg(['PERCENT', '10'], ['FIX', '1'], ['FIXED', '0']), 'premium.surcharge'],
    [pkg(['PERCENT', '10'], ['PERCENT', '0'], ['FIXED', '']), 'premium.handling'],
    [pkg(['PERCENT', '10'], ['PERCENT', '0'], ['fixed', '1']), 'premium.handling'],
    [pkg(['PERCENT', '10'], ['PERCENT', '0'], ['FIXED', '0'], '-1'), 'premium.minOrderAmount'],
    [{ surcharge: { kind: 'FIXED', value: '0' }, handling: { kind: 'FIXED', value: '0' } }, 'premium.basic'],
  ])('%j: %s', (input, invalid) => {
    expect(parsePremium(input as PremiumPackageInput)).toEqual({ invalid });
  });

  it('parses every kind', () => {
    expect(parsePremium(pkg(['FIXED', '1'], ['PERCENT', '2'], ['FIXED', '3'], '4'))).toMatchObject({
      basic: { kind: 'FIXED', text: '1' },
      surcharge: { kind: 'PERCENT', text: '2' },
      handling: { kind: 'FIXED', text: '3' },
    });
  });
});
