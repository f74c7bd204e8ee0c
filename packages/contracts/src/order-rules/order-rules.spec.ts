import { describe, expect, it } from 'vitest';
import { compareDecimalText } from './order-rule-values';
import { OrderRuleConditions, OrderRuleGroupBatch, OrderRuleInput } from './order-rules';

describe('compareDecimalText', () => {
  it('compares canonical decimals exactly, whatever their places', () => {
    expect(compareDecimalText('2.5', '2.500')).toBe(0);
    expect(compareDecimalText('10', '9.999')).toBeGreaterThan(0);
    expect(compareDecimalText('0.3', '0.30000000000000001')).toBeLessThan(0);
    expect(compareDecimalText('007', '7')).toBe(0);
    expect(compareDecimalText('123456789012.5', '123456789012.49')).toBeGreaterThan(0);
    expect(compareDecimalText('0', '0.001')).toBeLessThan(0);
  });
});

describe('order rule schemas', () => {
  it('conditions default to none, drop duplicates, and read empty bounds as none', () => {
    expect(OrderRuleConditions.parse({})).toEqual({
      countries: [],
      postcodeGroupIds: [],
      weightMin: null,
      weightMax: null,
      declaredValueMin: null,
      declaredValueMax: null,
      customerIds: [],
      productIds: [],
      keywords: [],
    });
    const c = OrderRuleConditions.parse({
      countries: ['DE', 'DE'],
      weightMin: '',
      weightMax: 2.5,
      keywords: [' a ', 'a'],
    });
    expect(c).toMatchObject({ countries: ['DE'], weightMin: null, weightMax: '2.5', keywords: ['a'] });
  });

  it('a minimum above its maximum is refused on the maximum', () => {
    const r = OrderRuleConditions.safeParse({ declaredValueMin: '10.5', declaredValueMax: '10.49' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]).toMatchObject({ path: ['declaredValueMax'], message: 'maxBelowMin' });
    expect(OrderRuleConditions.safeParse({ weightMin: '3', weightMax: '3.000' }).success).toBe(true);
  });

  it("each strategy's parameter is required with it", () => {
    const base = { orderRuleGroupId: 1, name: 'r' };
    const path = (v: unknown) => OrderRuleInput.safeParse(v).error?.issues.map((i) => i.path.join('.'));
    expect(path({ ...base, strategyType: 'REJECT' })).toEqual(['message']);
    expect(path({ ...base, strategyType: 'ROUTE', targetProductId: null })).toEqual(['targetProductId']);
    expect(path({ ...base, strategyType: 'REQUIRE_FIELD', requiredFields: [] })).toEqual(['requiredFields']);
    expect(OrderRuleInput.parse({ ...base, strategyType: 'INTERCEPT' })).not.toHaveProperty('status');
  });

  it('batch delete takes {ids} or a bare array, at least one and at most 500', () => {
    expect(OrderRuleGroupBatch.parse([3, 1, 3])).toEqual([3, 1]);
    expect(OrderRuleGroupBatch.parse({ ids: [2] })).toEqual([2]);
    expect(OrderRuleGroupBatch.safeParse([]).error?.issues[0]).toMatchObject({ path: ['ids'], message: 'required' });
    expect(OrderRuleGroupBatch.safeParse(Array.from({ length: 501 }, (_, i) => i + 1)).success).toBe(false);
    expect(OrderRuleGroupBatch.safeParse({ ids: [0] }).success).toBe(false);
  });
});
