import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { cast, insertProduct, postcodeGroup, rulesApi, type Cast } from './test-support';

let t: TestApp;
let who: Cast;
let api: ReturnType<typeof rulesApi>;
let productA: { id: number; code: string };
let productB: { id: number; code: string };
beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  api = rulesApi(t, who.admin.token);
  productA = await insertProduct(t, who.admin.id, '美国专线', 'US Express');
  productB = await insertProduct(t, who.admin.id, '德国专线', 'DE Express');
});
afterAll(() => t.close());

const ruleIdsOf = async (groupId: number) => {
  const res = await api.list({ pageSize: 100 });
  const group = res.body.rows.find((g: { id: number }) => g.id === groupId);
  return (group?.rules ?? []).map((r: { id: number }) => r.id) as number[];
};

describe('enumerations and dropdowns', () => {
  it('statuses and strategies as options in the caller language', async () => {
    const en = await t.call('GET', '/api/productEnum/orderRuleStrategyType', { token: who.admin.token, lang: 'en' });
    expect(en.status).toBe(200);
    expect(en.body.rows).toEqual([
      { label: 'Intercept for review', value: 'INTERCEPT' },
      { label: 'Reject', value: 'REJECT' },
      { label: 'Route to another product', value: 'ROUTE' },
      { label: 'Require a field', value: 'REQUIRE_FIELD' },
    ]);
    const zh = await t.call('GET', '/api/productEnum/orderRulesStatus', { token: who.admin.token, lang: 'zh' });
    expect(zh.body.rows).toEqual([
      { label: '启用', value: 'ENABLED' },
      { label: '停用', value: 'DISABLED' },
    ]);
    const ko = await t.call('GET', '/api/productEnum/orderRulesStatus', { token: who.admin.token, lang: 'ko' });
    expect(ko.body.rows[0]).toEqual({ label: '사용', value: 'ENABLED' });
  });

  it('productSelects: every product by code, named in the caller language', async () => {
    const en = await t.call('GET', '/api/dropdownData/productSelects', { token: who.admin.token, lang: 'en' });
    expect(en.status).toBe(200);
    expect(en.body.rows).toContainEqual({ label: `${productA.code} US Express`, value: String(productA.id) });
    const zh = await t.call('GET', '/api/dropdownData/productSelects', { token: who.admin.token, lang: 'zh' });
    expect(zh.body.rows).toContainEqual({ label: `${productB.code} 德国专线`, value: String(productB.id) });
  });
});

describe('groups', () => {
  it('creates groups last in order, edits them, and lists them with their rules', async () => {
    const first = await api.saveGroup({ name: 'Screening', remark: 'Checks\nbefore pricing' });
    expect(first.status).toBe(200);
    expect(first.body.obj).toMatchObject({
      name: 'Screening',
      status: 'ENABLED',
      statusName: 'Enabled',
      remark: 'Checks\nbefore pricing',
      rules: [],
      createdByName: expect.any(String),
    });
    const second = await api.saveGroup({ name: 'Routing', status: 'DISABLED' });
    expect(second.body.obj.sort).toBeGreaterThan(first.body.obj.sort);

    const id = first.body.obj.id as number;
    const edited = await api.saveGroup({ id, name: 'Screening 2', sort: 0, status: 'DISABLED', remark: '' });
    expect(edited.status).toBe(200);
    expect(edited.body.obj).toMatchObject({ id, name: 'Screening 2', sort: 0, status: 'DISABLED', remark: '' });
    // Leaving the sort number and the status out keeps them.
    const kept = await api.saveGroup({ id, name: 'Screening 3' });
    expect(kept.body.obj).toMatchObject({ sort: 0, status: 'DISABLED' });
    await api.saveGroup({ id, name: 'Screening 3', status: 'ENABLED' });

    const listed = await api.list({ name: 'screening 3' });
    expect(listed.body.total).toBe(1);
    expect(listed.body.rows[0].id).toBe(id);
    const disabled = await api.list({ status: 'DISABLED', pageSize: 100 });
    expect(disabled.body.rows.map((g: { id: number }) => g.id)).toContain(second.body.obj.id);
    expect(disabled.body.rows.every((g: { status: string }) => g.status === 'DISABLED')).toBe(true);
  });

  it('lists groups in evaluation order, paged, and finds a group by one of its rules', async () => {
    const a = await api.group('Order A', { sort: 500 });
    const b = await api.group('Order B', { sort: 400 });
    await api.rule(a, { name: 'needle rule' });
    const all = await api.list({ pageSize: 100 });
    const ids = all.body.rows.map((g: { id: number }) => g.id);
    expect(ids.indexOf(b)).toBeLessThan(ids.indexOf(a));
    const sorts = all.body.rows.map((g: { sort: number }) => g.sort);
    expect(sorts).toEqual([...sorts].sort((x, y) => x - y));

    const page = await api.list({ pageNo: 1, pageSize: 1 });
    expect(page.body.rows).toHaveLength(1);
    expect(page.body.total).toBe(all.body.total);
    const past = await api.list({ pageNo: 99, pageSize: 50 });
    expect(past.body).toMatchObject({ rows: [], total: all.body.total });

    const byRule = await api.list({ name: 'NEEDLE' });
    expect(byRule.body.rows.map((g: { id: number }) => g.id)).toEqual([a]);
    expect(byRule.body.rows[0].rules[0].name).toBe('needle rule');
  });

  it('an unknown group answers 404 with its id', async () => {
    const res = await api.saveGroup({ id: 999_999, name: 'x' });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      errorKey: 'ORDER_RULE_GROUP_NOT_FOUND',
      msg: 'Order rule group not found: 999999',
    });
  });

  it('names are required and bounded', async () => {
    for (const name of ['', '   ', 'x'.repeat(101), 'a\u0000b']) {
      const res = await api.saveGroup({ name });
      expect(res.status, name).toBe(400);
      expect(res.body.fieldErrors[0].field).toBe('name');
    }
    expect((await api.saveGroup({ name: 'ok', sort: -1 })).status).toBe(400);
    expect((await api.saveGroup({ name: 'ok', sort: 1.5 })).status).toBe(400);
    expect((await api.saveGroup({ name: 'ok', remark: 'r'.repeat(501) })).status).toBe(400);
  });
});

describe('rules', () => {
  it('saves each strategy with its parameter, drops the others, and names what the conditions point at', async () => {
    const groupId = await api.group();
    const zone = await postcodeGroup(t, who.admin.token, 'US', [['995', '999']]);
    const res = await api.saveRule({
      orderRuleGroupId: groupId,
      name: 'Alaska batteries',
      strategyType: 'REJECT',
      message: 'No batteries to Alaska',
      targetProductId: productB.id,
      requiredFields: ['VAT'],
      conditions: {
        countries: ['US', 'US'],
        postcodeGroupIds: [zone],
        weightMin: '0.5',
        weightMax: 30,
        declaredValueMin: '',
        declaredValueMax: '800.5',
        customerIds: [who.customer.id],
        productIds: [productA.id],
        keywords: ['battery', 'Lithium'],
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.obj).toMatchObject({
      orderRuleGroupId: groupId,
      name: 'Alaska batteries',
      strategyType: 'REJECT',
      strategyName: 'Reject',
      status: 'ENABLED',
      sort: 1,
      message: 'No batteries to Alaska',
      targetProductId: null,
      requiredFields: [],
      conditions: {
        countries: ['US'],
        postcodeGroupIds: [zone],
        weightMin: '0.500',
        weightMax: '30.000',
        declaredValueMin: null,
        declaredValueMax: '800.50',
        customerIds: [who.customer.id],
        productIds: [productA.id],
        keywords: ['battery', 'Lithium'],
      },
      names: {
        countries: [{ label: 'United States', value: 'US' }],
        postcodeGroups: [{ label: expect.stringMatching(/\(US\)$/), value: String(zone) }],
        customers: [{ label: expect.any(String), value: String(who.customer.id) }],
        products: [{ label: `${productA.code} US Express`, value: String(productA.id) }],
        targetProduct: null,
      },
    });

    const id = res.body.obj.id as number;
    const route = await api.saveRule({
      id,
      orderRuleGroupId: groupId,
      name: 'Heavy to DE line',
      strategyType: 'ROUTE',
      message: 'ignored',
      targetProductId: productB.id,
    });
    expect(route.status).toBe(200);
    expect(route.body.obj).toMatchObject({
      id,
      sort: 1,
      strategyType: 'ROUTE',
      message: '',
      targetProductId: productB.id,
      names: { targetProduct: `${productB.code} DE Express` },
      conditions: { countries: [], weightMin: null, keywords: [] },
    });

    const fields = await api.saveRule({
      id,
      orderRuleGroupId: groupId,
      name: 'EU customs',
      strategyType: 'REQUIRE_FIELD',
      requiredFields: ['VAT', 'EORI', 'VAT'],
    });
    expect(fields.body.obj).toMatchObject({ requiredFields: ['VAT', 'EORI'], targetProductId: null });
  });

  it('new rules go last in their group; a rule moved to another group goes last there', async () => {
    const g1 = await api.group();
    const g2 = await api.group();
    const a = await api.rule(g1);
    const b = await api.rule(g1);
    const c = await api.rule(g2);
    expect(await ruleIdsOf(g1)).toEqual([a, b]);
    const moved = await api.saveRule({ id: a, orderRuleGroupId: g2, name: 'moved', strategyType: 'INTERCEPT' });
    expect(moved.status).toBe(200);
    expect(moved.body.obj).toMatchObject({ orderRuleGroupId: g2, sort: 2 });
    expect(await ruleIdsOf(g1)).toEqual([b]);
    expect(await ruleIdsOf(g2)).toEqual([c, a]);
  });

  it('refuses what the strategy needs when it is missing, with the field named', async () => {
    const groupId = await api.group();
    const cases: [Record<string, unknown>, string][] = [
      [{ strategyType: 'REJECT' }, 'message'],
      [{ strategyType: 'REJECT', message: '   ' }, 'message'],
      [{ strategyType: 'ROUTE' }, 'targetProductId'],
      [{ strategyType: 'REQUIRE_FIELD' }, 'requiredFields'],
      [{ strategyType: 'REQUIRE_FIELD', requiredFields: ['PASSPORT'] }, 'requiredFields.0'],
      [{ strategyType: 'BLOCK' }, 'strategyType'],
      [{ name: '' }, 'name'],
      [{ conditions: { weightMin: '5', weightMax: '4.999' } }, 'conditions.weightMax'],
      [{ conditions: { declaredValueMin: 10, declaredValueMax: 9 } }, 'conditions.declaredValueMax'],
      [{ conditions: { weightMin: '-1' } }, 'conditions.weightMin'],
      [{ conditions: { weightMin: '1.0001' } }, 'conditions.weightMin'],
      [{ conditions: { declaredValueMax: '1.001' } }, 'conditions.declaredValueMax'],
      [{ conditions: { countries: ['usa'] } }, 'conditions.countries.0'],
      [{ conditions: { keywords: [''] } }, 'conditions.keywords.0'],
      [{ conditions: { customerIds: [0] } }, 'conditions.customerIds.0'],
      [{ conditions: { productIds: [2 ** 31] } }, 'conditions.productIds.0'],
    ];
    for (const [patch, field] of cases) {
      const res = await api.saveRule({ orderRuleGroupId: groupId, name: 'bad', strategyType: 'INTERCEPT', ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(
        res.body.fieldErrors.map((f: { field: string }) => f.field),
        JSON.stringify(patch),
      ).toContain(field);
    }
    const message = await api.saveRule({ orderRuleGroupId: groupId, name: 'x', strategyType: 'REJECT' });
    expect(message.body.fieldErrors[0].message).toBe('This field cannot be empty');
    const range = await api.saveRule({
      orderRuleGroupId: groupId,
      name: 'x',
      strategyType: 'INTERCEPT',
      conditions: { weightMin: '5', weightMax: '4' },
    });
    expect(range.body.fieldErrors[0].message).toBe('Maximum cannot be below minimum');
  });

  it('condition lists hold at most 200 entries', async () => {
    const groupId = await api.group();
    const many = Array.from({ length: 201 }, (_, i) => `kw${i}`);
    const res = await api.saveRule({
      orderRuleGroupId: groupId,
      name: 'x',
      strategyType: 'INTERCEPT',
      conditions: { keywords: many },
    });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors[0]).toMatchObject({
      field: 'conditions.keywords',
      message: 'You can select up to 200 items',
    });
    const ok = await api.saveRule({
      orderRuleGroupId: groupId,
      name: 'x',
      strategyType: 'INTERCEPT',
      conditions: { keywords: many.slice(0, 200) },
    });
    expect(ok.status).toBe(200);
  });

  it('refuses ids that point at nothing, naming them', async () => {
    const groupId = await api.group();
    const base = { orderRuleGroupId: groupId, name: 'x', strategyType: 'INTERCEPT' };
    const cases: [Record<string, unknown>, number, string, string][] = [
      [{ strategyType: 'ROUTE', targetProductId: 999_999 }, 400, 'ORDER_RULE_TARGET_PRODUCT_UNKNOWN', '999999'],
      [{ conditions: { productIds: [productA.id, 999_998] } }, 400, 'ORDER_RULE_PRODUCTS_UNKNOWN', '999998'],
      // A supplier, a sub-account and the platform are not customers whose orders a rule can name.
      [{ conditions: { customerIds: [who.supplier.id] } }, 400, 'ORDER_RULE_CUSTOMERS_UNKNOWN', `${who.supplier.id}`],
      [{ conditions: { customerIds: [who.sub.id] } }, 400, 'ORDER_RULE_CUSTOMERS_UNKNOWN', `${who.sub.id}`],
      [{ conditions: { postcodeGroupIds: [999_997] } }, 400, 'ORDER_RULE_POSTCODE_GROUPS_UNKNOWN', '999997'],
      [{ conditions: { countries: ['US', 'XX'] } }, 400, 'ORDER_RULE_COUNTRIES_UNKNOWN', 'XX'],
      [{ orderRuleGroupId: 999_996 }, 404, 'ORDER_RULE_GROUP_NOT_FOUND', '999996'],
      [{ id: 999_995 }, 404, 'ORDER_RULE_NOT_FOUND', '999995'],
    ];
    for (const [patch, status, errorKey, named] of cases) {
      const res = await api.saveRule({ ...base, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(status);
      expect(res.body.errorKey).toBe(errorKey);
      expect(res.body.msg).toContain(named);
    }
    const zh = await rulesApi(t, who.admin.token, 'zh').saveRule({
      ...base,
      strategyType: 'ROUTE',
      targetProductId: 999_999,
    });
    expect(zh.body.msg).toBe('切换的目标产品不存在：999999');
  });
});

describe('order within a group', () => {
  it('move up and down swap neighbours; at the ends they change nothing', async () => {
    const groupId = await api.group();
    const [a, b, c] = [await api.rule(groupId), await api.rule(groupId), await api.rule(groupId)];
    const up = await api.moveUp(c);
    expect(up.body.obj).toEqual({ id: c, orderRuleGroupId: groupId, sort: 2, moved: true });
    expect(await ruleIdsOf(groupId)).toEqual([a, c, b]);
    expect((await api.moveUp(a)).body.obj).toMatchObject({ moved: false, sort: 1 });
    expect((await api.moveDown(b)).body.obj).toMatchObject({ moved: false, sort: 3 });
    await api.moveDown(a);
    expect(await ruleIdsOf(groupId)).toEqual([c, a, b]);
    expect((await api.moveUp(999_999)).status).toBe(404);
  });

  it('50 concurrent moves leave every sort number distinct and the order consistent', async () => {
    const groupId = await api.group();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await api.rule(groupId));
    const last = ids[4]!;
    const answers = await Promise.all(Array.from({ length: 50 }, () => api.moveUp(last)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    // Four moves take it to the top; the other 46 find it there.
    expect(answers.filter((a) => a.body.obj.moved)).toHaveLength(4);
    expect(await ruleIdsOf(groupId)).toEqual([last, ...ids.slice(0, 4)]);

    const mixed = await Promise.all(
      Array.from({ length: 50 }, (_, i) => (i % 2 ? api.moveDown(ids[i % 5]!) : api.moveUp(ids[(i + 2) % 5]!))),
    );
    expect(mixed.every((a) => a.status === 200)).toBe(true);
    const res = await api.list({ pageSize: 100 });
    const rules = res.body.rows.find((g: { id: number }) => g.id === groupId).rules as { id: number; sort: number }[];
    expect(new Set(rules.map((r) => r.sort)).size).toBe(5);
    expect(new Set(rules.map((r) => r.id))).toEqual(new Set(ids));
    expect(new Set(rules.map((r) => r.sort))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it('50 rules added at once to one group get 50 distinct places', async () => {
    const groupId = await api.group();
    const res = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        api.saveRule({ orderRuleGroupId: groupId, name: `r${i}`, strategyType: 'INTERCEPT' }),
      ),
    );
    expect(res.every((r) => r.status === 200)).toBe(true);
    expect(new Set(res.map((r) => r.body.obj.sort as number))).toEqual(
      new Set(Array.from({ length: 50 }, (_, i) => i + 1)),
    );
  });
});

describe('status, copy and delete', () => {
  it('changes the status of a group or a rule; unknown ids answer 404', async () => {
    const groupId = await api.group();
    const ruleId = await api.rule(groupId);
    expect((await api.changeStatus({ id: ruleId, status: 'DISABLED' })).body.obj).toEqual({
      id: ruleId,
      type: 'RULE',
      status: 'DISABLED',
    });
    expect((await api.changeStatus({ id: groupId, status: 'DISABLED', type: 'GROUP' })).status).toBe(200);
    const listed = (await api.list({ pageSize: 100 })).body.rows.find((g: { id: number }) => g.id === groupId);
    expect(listed).toMatchObject({ status: 'DISABLED', rules: [{ id: ruleId, status: 'DISABLED' }] });
    // An edit that leaves the status out keeps it.
    const edited = await api.saveRule({
      id: ruleId,
      orderRuleGroupId: groupId,
      name: 'renamed',
      strategyType: 'INTERCEPT',
    });
    expect(edited.body.obj).toMatchObject({ name: 'renamed', status: 'DISABLED' });
    const missingRule = await api.changeStatus({ id: groupId + 100_000, status: 'ENABLED', type: 'RULE' });
    expect(missingRule).toMatchObject({ status: 404, body: { errorKey: 'ORDER_RULE_NOT_FOUND' } });
    const missingGroup = await api.changeStatus({ id: 999_999, status: 'ENABLED', type: 'GROUP' });
    expect(missingGroup).toMatchObject({ status: 404, body: { errorKey: 'ORDER_RULE_GROUP_NOT_FOUND' } });
    expect((await api.changeStatus({ id: ruleId, status: 'ON' })).status).toBe(400);
    expect((await api.changeStatus({ id: ruleId, status: 'ENABLED', type: 'BOTH' })).status).toBe(400);
  });

  it('copies a rule to the end of its group, disabled and named (copy)', async () => {
    const groupId = await api.group();
    const a = await api.rule(groupId, {
      name: 'Original',
      strategyType: 'REJECT',
      message: 'No',
      conditions: { countries: ['DE'], weightMin: '1' },
    });
    const b = await api.rule(groupId);
    const copy = await api.copyRule(a);
    expect(copy.status).toBe(200);
    expect(copy.body.obj).toMatchObject({
      name: 'Original (copy)',
      status: 'DISABLED',
      strategyType: 'REJECT',
      message: 'No',
      sort: 3,
      conditions: { countries: ['DE'], weightMin: '1.000' },
    });
    expect(await ruleIdsOf(groupId)).toEqual([a, b, copy.body.obj.id]);
    const zh = await rulesApi(t, who.admin.token, 'zh').copyRule(a);
    expect(zh.body.obj.name).toBe('Original（副本）');
    const long = await api.rule(groupId, { name: 'n'.repeat(100) });
    const longCopy = await api.copyRule(long);
    expect(longCopy.body.obj.name).toBe(`${'n'.repeat(93)} (copy)`);
    expect((await api.copyRule(999_999)).body.errorKey).toBe('ORDER_RULE_NOT_FOUND');
  });

  it('copies a group with its rules in their order, the group disabled and last', async () => {
    const groupId = await api.group('Source', { remark: 'kept' });
    const a = await api.rule(groupId, { name: 'first' });
    const b = await api.rule(groupId, { name: 'second', status: 'DISABLED' });
    await api.moveUp(b);
    const copy = await api.copyGroup(groupId);
    expect(copy.status).toBe(200);
    expect(copy.body.obj).toMatchObject({
      name: 'Source (copy)',
      status: 'DISABLED',
      remark: 'kept',
      rules: [
        { name: 'second', status: 'DISABLED', sort: 1 },
        { name: 'first', status: 'ENABLED', sort: 2 },
      ],
    });
    expect(copy.body.obj.rules.map((r: { id: number }) => r.id)).not.toContain(a);
    const all = (await api.list({ pageSize: 100 })).body.rows;
    expect(all[all.length - 1].id).toBe(copy.body.obj.id);
    expect((await api.copyGroup(999_999)).body.errorKey).toBe('ORDER_RULE_GROUP_NOT_FOUND');
  });

  it('deletes a rule of its group only, and a group with its rules', async () => {
    const g1 = await api.group();
    const g2 = await api.group();
    const a = await api.rule(g1);
    const b = await api.rule(g1);
    expect((await api.deleteRule(g2, a)).body.errorKey).toBe('ORDER_RULE_NOT_FOUND');
    expect((await api.deleteRule(999_999, a)).body.errorKey).toBe('ORDER_RULE_GROUP_NOT_FOUND');
    expect((await api.deleteRule(g1, a)).body.obj).toEqual({ id: a, orderRuleGroupId: g1 });
    expect(await ruleIdsOf(g1)).toEqual([b]);
    expect((await api.deleteGroup(g1)).body.obj).toEqual({ id: g1, rules: 1 });
    expect((await api.deleteGroup(g1)).status).toBe(404);
    expect((await api.copyRule(b)).status).toBe(404);
  });

  it('batch deletes groups given as {ids} or a bare array, all or none', async () => {
    const [a, b, c] = [await api.group(), await api.group(), await api.group()];
    await api.rule(a);
    await api.rule(b);
    const refused = await api.batchDelete({ ids: [a, 999_999] });
    expect(refused.status).toBe(404);
    expect(refused.body.msg).toContain('999999');
    expect((await api.list({ pageSize: 100 })).body.rows.map((g: { id: number }) => g.id)).toContain(a);

    expect((await api.batchDelete({ ids: [a, b, a] })).body.obj).toEqual({ ids: [a, b], rules: 2 });
    expect((await api.batchDelete([c])).body.obj).toEqual({ ids: [c], rules: 0 });
    const ids = (await api.list({ pageSize: 100 })).body.rows.map((g: { id: number }) => g.id);
    for (const id of [a, b, c]) expect(ids).not.toContain(id);

    const tooMany = Array.from({ length: 501 }, (_, i) => 900_000 + i);
    for (const body of [{ ids: [] }, [], {}, 'x', { ids: ['1'] }, tooMany, { ids: tooMany }, { ids: [-1] }])
      expect((await api.batchDelete(body)).status, JSON.stringify(body).slice(0, 40)).toBe(400);
  });

  it('a postcode group a rule names cannot be deleted', async () => {
    const zone = await postcodeGroup(t, who.admin.token, 'DE', ['10115']);
    const groupId = await api.group();
    const ruleId = await api.rule(groupId, { name: 'Berlin', conditions: { postcodeGroupIds: [zone] } });
    const refused = await t.call('GET', `/api/postcode/group/delete/${zone}`, { token: who.admin.token, lang: 'en' });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ errorKey: 'POSTCODE_GROUP_IN_USE' });
    expect(refused.body.msg).toContain('order rule "Berlin"');
    await api.deleteRule(groupId, ruleId);
    const deleted = await t.call('GET', `/api/postcode/group/delete/${zone}`, { token: who.admin.token, lang: 'en' });
    expect(deleted.status).toBe(200);
  });
});
