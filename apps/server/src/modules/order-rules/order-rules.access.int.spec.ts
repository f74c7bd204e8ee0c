import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';
import { cast, insertProduct, rulesApi, type Cast } from './test-support';

let t: TestApp;
let who: Cast;
let groupId: number;
let ruleId: number;
let spareGroupId: number;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  who = await cast(t);
  const api = rulesApi(t, who.admin.token);
  productId = (await insertProduct(t, who.admin.id)).id;
  groupId = await api.group('Access group');
  ruleId = await api.rule(groupId, { name: 'Access rule' });
  spareGroupId = await api.group('Spare group');
});
afterAll(() => t.close());

type Call = { method: 'GET' | 'POST' | 'DELETE'; url: string; body?: unknown };

/** Every call of the module, on records that exist. */
const calls = (): Call[] => [
  { method: 'POST', url: '/api/orderRules/list', body: {} },
  { method: 'POST', url: '/api/orderRules/addOrUpdateOrderRuleGroup', body: { id: groupId, name: 'Hijacked' } },
  {
    method: 'POST',
    url: '/api/orderRules/addOrUpdateOrderRule',
    body: { id: ruleId, orderRuleGroupId: groupId, name: 'Hijacked', strategyType: 'REJECT', message: 'x' },
  },
  { method: 'GET', url: `/api/orderRules/moveUp/${ruleId}` },
  { method: 'GET', url: `/api/orderRules/moveDown/${ruleId}` },
  { method: 'DELETE', url: `/api/orderRules/delOrderRule/${groupId}/${ruleId}` },
  { method: 'DELETE', url: `/api/orderRules/delOrderRuleGroup/${groupId}` },
  { method: 'DELETE', url: '/api/orderRules/batchDelOrderRuleGroup', body: { ids: [spareGroupId] } },
  { method: 'POST', url: '/api/orderRules/changeStatus', body: { id: ruleId, status: 'DISABLED' } },
  { method: 'GET', url: `/api/orderRules/copyOrderRule/${ruleId}` },
  { method: 'GET', url: `/api/orderRules/copyOrderRuleGroup/${groupId}` },
  { method: 'GET', url: '/api/productEnum/orderRulesStatus' },
  { method: 'GET', url: '/api/productEnum/orderRuleStrategyType' },
  { method: 'GET', url: '/api/dropdownData/productSelects' },
  {
    method: 'POST',
    url: '/api/orderRules/evaluate',
    body: { customerId: who.customer.id, productId, country: 'US', weightKg: '1', declaredValueUsd: '1' },
  },
];

async function snapshot() {
  const res = await rulesApi(t, who.admin.token).list({ pageSize: 100 });
  return JSON.stringify(res.body.rows);
}

describe('order rules are the platform screen', () => {
  it('customers, sub-accounts and suppliers get 403 on every call and change nothing', async () => {
    // A supplier holding product:manage (its postcode groups) is refused all the same.
    const managingSupplier = await signedInUser(t, { privilegeType: 'SUPPLIER', roles: ['supplier'] });
    const info = await t.call('GET', '/auth/info', { token: managingSupplier.token });
    expect(info.body.obj.permissions).toContain('product:manage');
    const before = await snapshot();
    for (const [name, token] of [
      ['customer', who.customer.token],
      ['sub-account', who.sub.token],
      ['supplier', who.supplier.token],
      ['supplier with product:manage', managingSupplier.token],
    ] as const) {
      for (const c of calls()) {
        const res = await t.call(c.method, c.url, { token, lang: 'en', body: c.body });
        expect(res.status, `${name} ${c.method} ${c.url}`).toBe(403);
        expect(res.body.flag).toBe(false);
      }
    }
    expect(await snapshot()).toBe(before);
  });

  it('anonymous callers get 401', async () => {
    for (const c of calls()) {
      const res = await t.call(c.method, c.url, { lang: 'en', body: c.body });
      expect(res.status, `${c.method} ${c.url}`).toBe(401);
    }
  });

  it('the platform gets 200 on every call', async () => {
    // The deletes last (rule, group, then the spare group), after the calls on the records they remove.
    const all = calls();
    for (const c of [...all.filter((x) => x.method !== 'DELETE'), ...all.filter((x) => x.method === 'DELETE')]) {
      const res = await t.call(c.method, c.url, { token: who.admin.token, lang: 'en', body: c.body });
      expect(res.status, `${c.method} ${c.url} ${JSON.stringify(res.body)}`).toBe(200);
    }
  });
});

describe('the API reference', () => {
  it('documents every call, paths as the spec writes them', async () => {
    const res = await t.call('GET', '/openapi.json');
    expect(res.status).toBe(200);
    const paths = Object.keys(res.body.paths);
    for (const path of [
      '/api/orderRules/list',
      '/api/orderRules/addOrUpdateOrderRuleGroup',
      '/api/orderRules/addOrUpdateOrderRule',
      '/api/orderRules/moveUp/{orderRuleId}',
      '/api/orderRules/moveDown/{orderRuleId}',
      '/api/orderRules/delOrderRule/{orderRuleGroupId}/{orderRuleId}',
      '/api/orderRules/delOrderRuleGroup/{orderRuleGroupId}',
      '/api/orderRules/batchDelOrderRuleGroup',
      '/api/orderRules/changeStatus',
      '/api/orderRules/copyOrderRule/{id}',
      '/api/orderRules/copyOrderRuleGroup/{id}',
      '/api/productEnum/orderRulesStatus',
      '/api/productEnum/orderRuleStrategyType',
      '/api/dropdownData/productSelects',
      '/api/orderRules/evaluate',
    ])
      expect(paths).toContain(path);
    expect(res.body.paths['/api/orderRules/batchDelOrderRuleGroup'].delete.requestBody).toBeDefined();
  });
});

describe('hostile input answers 4xx, never 5xx', () => {
  const HUGE = 'x'.repeat(100_000);
  const NUL = 'a\u0000b';
  const values: unknown[] = [
    NUL,
    HUGE,
    2 ** 31,
    2 ** 53,
    -1,
    0,
    1.5,
    '1e308',
    'NaN',
    null,
    true,
    [],
    {},
    { __proto__: { x: 1 } },
    '\uD800',
    '<script>',
    "'; drop table order_rules; --",
  ];

  it('in every field of the forms and the trial', async () => {
    const api = rulesApi(t, who.admin.token);
    const group = await api.group('Hostile');
    const rule = { orderRuleGroupId: group, name: 'Hostile', strategyType: 'INTERCEPT' };
    const facts = { customerId: 1, productId: 1, country: 'US', weightKg: '1', declaredValueUsd: '1' };
    const bodies: [string, Record<string, unknown>, string[]][] = [
      ['addOrUpdateOrderRuleGroup', { name: 'g' }, ['id', 'name', 'status', 'sort', 'remark']],
      [
        'addOrUpdateOrderRule',
        rule,
        [
          'id',
          'orderRuleGroupId',
          'name',
          'strategyType',
          'status',
          'remark',
          'conditions',
          'message',
          'targetProductId',
          'requiredFields',
        ],
      ],
      ['list', {}, ['pageNo', 'pageSize', 'name', 'status']],
      ['changeStatus', { id: 1, status: 'ENABLED' }, ['id', 'status', 'type']],
      [
        'evaluate',
        facts,
        ['customerId', 'productId', 'country', 'postcode', 'weightKg', 'declaredValueUsd', 'itemNames', 'fields'],
      ],
    ];
    const conditionKeys = [
      'countries',
      'postcodeGroupIds',
      'weightMin',
      'weightMax',
      'declaredValueMin',
      'declaredValueMax',
      'customerIds',
      'productIds',
      'keywords',
    ];
    let sent = 0;
    for (const [path, base, fields] of bodies) {
      for (const field of fields)
        for (const value of values) {
          const res = await api.call('POST', path, { ...base, [field]: value });
          sent++;
          expect(res.status, `${path}.${field} = ${JSON.stringify(value)?.slice(0, 30)}`).toBeLessThan(500);
          if (res.status >= 400) expect(res.body.flag).toBe(false);
        }
    }
    for (const key of conditionKeys)
      for (const value of [...values, values]) {
        const res = await api.saveRule({ ...rule, conditions: { [key]: value } });
        const res2 = await api.saveRule({ ...rule, conditions: { [key]: [value] } });
        sent += 2;
        expect(res.status, `conditions.${key}`).toBeLessThan(500);
        expect(res2.status, `conditions.${key}[]`).toBeLessThan(500);
      }
    for (const value of values) {
      const res = await api.evaluate({ ...facts, fields: { VAT: value, NOPE: 'x' } });
      const res2 = await api.evaluate({ ...facts, itemNames: [value] });
      sent += 2;
      expect(res.status).toBeLessThan(500);
      expect(res2.status).toBeLessThan(500);
    }
    expect(sent).toBeGreaterThan(500);
  });

  it('in paths and raw bodies', async () => {
    const api = rulesApi(t, who.admin.token);
    const ids = ['0', '-1', '2147483648', '99999999999999999999', '1.5', 'abc', '%00', '1e3', ' 1'];
    for (const id of ids)
      for (const url of [
        `moveUp/${id}`,
        `moveDown/${id}`,
        `copyOrderRule/${id}`,
        `copyOrderRuleGroup/${id}`,
        `delOrderRuleGroup/${id}`,
        `delOrderRule/${id}/${id}`,
        `delOrderRule/1/${id}`,
      ]) {
        const method = url.startsWith('del') ? 'DELETE' : 'GET';
        const res = await api.call(method, url);
        expect(res.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
        expect(res.status, `${method} ${url}`).toBeLessThan(500);
      }
    for (const payload of ['{', 'null', '[1,', '"x"', '1'.repeat(5000)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/orderRules/addOrUpdateOrderRule',
        headers: { authorization: `Bearer ${who.admin.token}`, 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload.slice(0, 10)).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/orderRules/batchDelOrderRuleGroup',
      headers: { authorization: `Bearer ${who.admin.token}` },
    });
    expect(del.statusCode).toBe(400);
  });
});
