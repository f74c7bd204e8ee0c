import { describe, expect, it } from 'vitest';
import { OrderRuleInput } from '@parcelhub/contracts';
import { ruleFixture } from '../testing/fixtures';
import { EMPTY_RULE, formFieldOf, fromRule, parameterOf, toRuleInput } from './ruleForm';

describe('the rule form', () => {
  it('a saved rule goes through the form and back unchanged', () => {
    const rule = ruleFixture();
    const input = OrderRuleInput.parse(toRuleInput(fromRule(rule), rule.orderRuleGroupId, rule.id));
    expect(input).toMatchObject({
      id: rule.id,
      orderRuleGroupId: 7,
      name: rule.name,
      strategyType: 'REJECT',
      status: 'ENABLED',
      message: rule.message,
      conditions: { ...rule.conditions, weightMin: '0.500', weightMax: '30.000' },
    });
  });

  it('cleared bounds are no bounds, ids are numbers, a switched-off rule is disabled', () => {
    const raw = toRuleInput(
      { ...EMPTY_RULE, name: 'x', enabled: false, weightMin: '  ', productIds: ['3', '4'], targetProductId: '9' },
      2,
    );
    expect(raw).toMatchObject({
      orderRuleGroupId: 2,
      status: 'DISABLED',
      targetProductId: 9,
      conditions: { weightMin: null, productIds: [3, 4] },
    });
    expect(raw).not.toHaveProperty('id');
  });

  it('issues land on the field the form shows', () => {
    expect(formFieldOf(['conditions', 'weightMax'])).toBe('weightMax');
    expect(formFieldOf(['conditions', 'keywords', 3])).toBe('keywords');
    expect(formFieldOf(['requiredFields', 0])).toBe('requiredFields');
    expect(formFieldOf(['status'])).toBe('enabled');
    expect(formFieldOf(['orderRuleGroupId'])).toBeNull();
    expect(formFieldOf(['conditions'])).toBeNull();
  });

  it('each strategy shows its own parameter', () => {
    expect(parameterOf('REJECT')).toBe('message');
    expect(parameterOf('ROUTE')).toBe('targetProductId');
    expect(parameterOf('REQUIRE_FIELD')).toBe('requiredFields');
    expect(parameterOf('INTERCEPT')).toBeNull();
  });
});
