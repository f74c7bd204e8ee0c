import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { dataAccessOf } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import { createOrderRulesService } from './order-rules.service';
import { orderRuleGroups, orderRules } from './order-rules.tables';
import { addPostcode, cast, insertProduct, postcodeGroup, rulesApi, type Cast } from './test-support';
import type { OrderFacts } from './evaluate';

let t: TestApp;
let who: Cast;
let api: ReturnType<typeof rulesApi>;
let productA: number;
let productB: number;
beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  api = rulesApi(t, who.admin.token);
  productA = (await insertProduct(t, who.admin.id)).id;
  productB = (await insertProduct(t, who.admin.id, '重货专线', 'Heavy line')).id;
});
afterAll(() => t.close());

/** Each test starts from no rules: every enabled rule of the database takes part in an evaluation. */
beforeEach(async () => {
  const ids = (await api.list({ pageSize: 100 })).body.rows.map((g: { id: number }) => g.id);
  if (ids.length) expect((await api.batchDelete(ids)).status).toBe(200);
});

const facts = (patch: Partial<OrderFacts> = {}) => ({
  customerId: who.customer.id,
  productId: productA,
  country: 'US',
  postcode: '10001',
  weightKg: '2.5',
  declaredValueUsd: '100',
  itemNames: ['Cotton shirt', '棉衬衫'],
  fields: { RECEIVER_PHONE: '+1 555 0100' },
  ...patch,
});
const evaluate = async (patch: Partial<OrderFacts> = {}) => {
  const res = await api.evaluate(facts(patch));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.obj;
};

describe('evaluation through the platform trial', () => {
  it('no rules: the order passes', async () => {
    expect(await evaluate()).toEqual({ kind: 'PASS', matched: [] });
  });

  it('applies each strategy by its conditions, groups and rules in order', async () => {
    const zone = await postcodeGroup(t, who.admin.token, 'US', [['995', '999']]);
    const checks = await api.group('Checks', { sort: 1 });
    const pricing = await api.group('Pricing', { sort: 2 });
    const vat = await api.rule(checks, {
      name: 'EU VAT',
      strategyType: 'REQUIRE_FIELD',
      requiredFields: ['VAT', 'EORI'],
      conditions: { countries: ['DE', 'FR'] },
    });
    const battery = await api.rule(checks, { name: 'Batteries held', conditions: { keywords: ['BATTERY', '电池'] } });
    const value = await api.rule(pricing, {
      name: 'Too valuable',
      strategyType: 'REJECT',
      message: 'Declared value over 800 USD',
      conditions: { declaredValueMin: '800.01' },
    });
    const heavy = await api.rule(pricing, {
      name: 'Heavy',
      strategyType: 'ROUTE',
      targetProductId: productB,
      conditions: { weightMin: '30', productIds: [productA] },
    });
    await api.rule(pricing, {
      name: 'Alaska',
      strategyType: 'REJECT',
      message: 'No Alaska',
      conditions: { postcodeGroupIds: [zone], customerIds: [who.customer.id] },
    });
    const m = (groupId: number, groupName: string, ruleId: number, ruleName: string, strategy: string) => ({
      groupId,
      groupName,
      ruleId,
      ruleName,
      strategy,
    });

    expect(await evaluate()).toEqual({ kind: 'PASS', matched: [] });
    expect(await evaluate({ country: 'DE', fields: { VAT: 'DE1' } })).toEqual({
      kind: 'MISSING_FIELD',
      field: 'EORI',
      rule: m(checks, 'Checks', vat, 'EU VAT', 'REQUIRE_FIELD'),
      matched: [m(checks, 'Checks', vat, 'EU VAT', 'REQUIRE_FIELD')],
    });
    expect(await evaluate({ country: 'DE', fields: { VAT: 'DE1', EORI: 'DE2' } })).toMatchObject({ kind: 'PASS' });
    expect(await evaluate({ itemNames: ['Lithium Battery pack'] })).toMatchObject({
      kind: 'INTERCEPT',
      rule: { ruleId: battery },
    });
    expect(await evaluate({ declaredValueUsd: '800.01' })).toMatchObject({
      kind: 'REJECT',
      message: 'Declared value over 800 USD',
      rule: { ruleId: value },
    });
    expect(await evaluate({ declaredValueUsd: '800' })).toMatchObject({ kind: 'PASS' });
    expect(await evaluate({ weightKg: '30' })).toMatchObject({
      kind: 'ROUTE',
      productId: productB,
      rule: { ruleId: heavy },
    });
    expect(await evaluate({ weightKg: '30', productId: productB })).toMatchObject({ kind: 'PASS' });
    // The first deciding rule wins: the battery intercept comes before the heavy route.
    expect(await evaluate({ weightKg: '31', itemNames: ['电池'] })).toMatchObject({ kind: 'INTERCEPT' });
    expect(await evaluate({ postcode: '99501-1234' })).toMatchObject({ kind: 'REJECT', message: 'No Alaska' });
    expect(await evaluate({ postcode: '99501', customerId: who.customer2.id })).toMatchObject({ kind: 'PASS' });

    // Group order decides: Pricing before Checks, the reject comes first.
    await api.saveGroup({ id: pricing, name: 'Pricing', sort: 0 });
    expect(await evaluate({ declaredValueUsd: '900', itemNames: ['battery'] })).toMatchObject({ kind: 'REJECT' });
  });

  it('sees a change at once: statuses, rules, postcodes of a group', async () => {
    const zone = await postcodeGroup(t, who.admin.token, 'US', ['10002']);
    const groupId = await api.group();
    const ruleId = await api.rule(groupId, { name: 'Zone', conditions: { postcodeGroupIds: [zone] } });
    expect((await evaluate()).kind).toBe('PASS');
    await addPostcode(t, who.admin.token, zone, ['10000', '10009']);
    expect((await evaluate()).kind).toBe('INTERCEPT');
    await api.changeStatus({ id: ruleId, status: 'DISABLED' });
    expect((await evaluate()).kind).toBe('PASS');
    await api.changeStatus({ id: ruleId, status: 'ENABLED' });
    expect((await evaluate()).kind).toBe('INTERCEPT');
    await api.changeStatus({ id: groupId, status: 'DISABLED', type: 'GROUP' });
    expect((await evaluate()).kind).toBe('PASS');
    await api.changeStatus({ id: groupId, status: 'ENABLED', type: 'GROUP' });
    await api.saveRule({
      id: ruleId,
      orderRuleGroupId: groupId,
      name: 'Zone',
      strategyType: 'REJECT',
      message: 'Not here',
      conditions: { postcodeGroupIds: [zone] },
    });
    expect(await evaluate()).toMatchObject({ kind: 'REJECT', message: 'Not here' });
    await api.deleteRule(groupId, ruleId);
    expect((await evaluate()).kind).toBe('PASS');
  });

  it('refuses facts it cannot read', async () => {
    for (const patch of [
      { weightKg: '-1' },
      { declaredValueUsd: 'abc' },
      { country: 'usa' },
      { postcode: 'a\u0000' },
      { fields: { VAT: 1 } },
      { itemNames: Array(201).fill('x') },
    ]) {
      const res = await api.evaluate({ ...facts(), ...patch });
      expect(res.status, JSON.stringify(patch).slice(0, 50)).toBe(400);
    }
  });
});

describe('the service other modules call', () => {
  const noPostcodes = { rangesOfGroups: async () => [], registerInUseCheck: () => undefined };
  const service = () =>
    createOrderRulesService({
      data: dataAccessOf(t.database),
      regions: { countries: async () => [] },
      postcodes: noPostcodes,
    });
  const orderFacts = (): OrderFacts => ({ ...facts(), itemNames: ['x'], fields: {} });

  /** A group and one enabled rule, written on the handle of the open transaction (or the database). */
  async function insertRule(values: Partial<typeof orderRules.$inferInsert>) {
    const db = dataAccessOf(t.database).db;
    const [group] = await db.insert(orderRuleGroups).values({ name: 'tx group' }).returning();
    await db
      .insert(orderRules)
      .values({ groupId: group!.id, name: 'tx rule', strategyType: 'INTERCEPT', sort: 1, ...values });
  }

  it('evaluate joins the open transaction, and a rolled-back change never lingers in the compiled rules', async () => {
    const rules = service();
    const data = dataAccessOf(t.database);
    expect((await rules.evaluate(orderFacts())).kind).toBe('PASS');
    await expect(
      data.withTransaction(async () => {
        await insertRule({ strategyType: 'INTERCEPT' });
        // The transaction's own rule counts, and is compiled into the cache under the uncommitted state.
        expect((await rules.evaluate(orderFacts())).kind).toBe('INTERCEPT');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    // Another process (its own cache) sees nothing of it.
    expect((await service().evaluate(orderFacts())).kind).toBe('PASS');

    // The same two statements committed move the counter to the number the rolled-back ones reached: the key
    // still differs (another writer), so this process compiles the committed rule instead of keeping the other.
    await insertRule({ strategyType: 'REJECT', message: 'committed' });
    expect(await rules.evaluate(orderFacts())).toMatchObject({ kind: 'REJECT', message: 'committed' });
  });

  it('refusalOf words REJECT and MISSING_FIELD for placement, and lets the others through', () => {
    const rules = service();
    const rule = { groupId: 1, groupName: 'G', ruleId: 2, ruleName: 'EU', strategy: 'REQUIRE_FIELD' };
    const missing = rules.refusalOf({ kind: 'MISSING_FIELD', rule, field: 'VAT', matched: [rule] }, 'en');
    expect(missing).toBeInstanceOf(AppError);
    expect(missing).toMatchObject({
      errorKey: 'ORDER_RULE_FIELD_MISSING',
      status: 422,
      params: { rule: 'EU', field: 'VAT number', fieldKey: 'VAT' },
    });
    expect(
      rules.refusalOf({ kind: 'MISSING_FIELD', rule, field: 'HOUSE_NUMBER', matched: [] }, 'zh')?.params,
    ).toMatchObject({
      field: '门牌号',
    });
    expect(rules.refusalOf({ kind: 'REJECT', rule, message: 'No', matched: [] }, 'en')).toMatchObject({
      errorKey: 'ORDER_RULE_REJECTED',
      params: { rule: 'EU', message: 'No' },
    });
    expect(rules.refusalOf({ kind: 'PASS', matched: [] }, 'en')).toBeNull();
    expect(rules.refusalOf({ kind: 'INTERCEPT', rule, matched: [rule] }, 'en')).toBeNull();
    expect(rules.refusalOf({ kind: 'ROUTE', rule, productId: 3, matched: [rule] }, 'en')).toBeNull();
  });

  it('compiles once per change: 2,000 evaluations over 200 rules read only the state key', async () => {
    const groupId = await api.group('Many');
    const db = dataAccessOf(t.database).db;
    await db.insert(orderRules).values(
      Array.from({ length: 200 }, (_, i) => ({
        groupId,
        name: `r${i}`,
        strategyType: 'INTERCEPT' as const,
        sort: i + 1,
        countries: ['DE', 'FR'],
        keywords: [`never${i}`],
        weightMin: '1',
      })),
    );
    const rules = service();
    const f = orderFacts();
    expect((await rules.evaluate(f)).kind).toBe('PASS');
    const compiled = rules.compilations;
    const started = performance.now();
    for (let i = 0; i < 2000; i++) await rules.evaluate(f);
    const ms = performance.now() - started;
    expect(rules.compilations).toBe(compiled);
    expect(ms).toBeLessThan(30_000);
    console.info(`order rules: 2,000 evaluations over 200 rules in ${ms.toFixed(0)} ms (${t.database.kind})`);
  });
});
