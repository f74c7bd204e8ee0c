import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { createUser } from '../../../test/factories/users';
import { dataAccessOf } from '../../platform/db/data-access';
import { createCostsService } from './costs.service';
import { costVersion } from './index';
import { costActors, costInput, createCost } from './product-costs.fixtures';

let t: TestApp;
let who: Awaited<ReturnType<typeof costActors>>;
beforeAll(async () => {
  t = await createTestApp();
  who = await costActors(t);
});
afterAll(() => t.close());

const MISSING = 2_147_483_000;

describe('who sees which costs', () => {
  it("a supplier's cost is its own: another supplier gets 404 on every call, exactly as for a missing one", async () => {
    const id = await createCost(t, who.supplier.token, { name: 'Mine' });
    const before = (await t.call('GET', `/api/productCost/${id}`, { token: who.supplier.token })).body.obj;
    expect(before).toMatchObject({ id, name: 'Mine', ownerId: who.supplier.id });

    const calls = (costId: number) =>
      [
        ['GET', `/api/productCost/${costId}`],
        ['POST', '/api/productCost/edit', costInput({ id: costId, code: before.code, name: 'Taken over' })],
        ['DELETE', `/api/productCost/${costId}`],
        ['POST', `/api/productCost/editStatus/${costId}/DISABLED`],
        ['GET', `/api/productCost/productCalcInfo/${costId}`],
        ['POST', `/api/productCost/account/${costId}`, { serviceCode: 'X' }],
        ['POST', `/api/productCost/postcodeRule/${costId}`, { remotePostcodeLib: [], noRemotePostcodeLib: [] }],
        ['POST', `/api/productCost/zoneList/${costId}`, {}],
        ['GET', `/api/productCost/prices/${costId}`],
        ['POST', `/api/productCost/prices/${costId}`, { zone: '1', bands: [] }],
        ['GET', `/api/productCost/zoneTemplateDownload/${costId}`],
        ['GET', `/api/surcharge/findSurchargeByType?costId=${costId}`],
        ['POST', '/api/productCost/zone/delete', { costId, ids: [1] }],
      ] as const;
    const onRecord = calls(id);
    const onMissing = calls(MISSING);
    for (let i = 0; i < onRecord.length; i++) {
      const [method, url, body] = onRecord[i]!;
      const got = await t.call(method, url, { token: who.rival.token, body, lang: 'en' });
      const [m2, u2, b2] = onMissing[i]!;
      const missing = await t.call(m2, u2, { token: who.rival.token, body: b2, lang: 'en' });
      expect({ url, status: got.status, key: got.body.errorKey }).toEqual({
        url,
        status: 404,
        key: 'COST_NOT_FOUND',
      });
      expect(got.body.msg).toBe(missing.body.msg);
    }
    const list = await t.call('POST', '/api/productCost/list', { token: who.rival.token, body: { pageSize: 500 } });
    expect(list.body.rows.map((r: { id: number }) => r.id)).not.toContain(id);
    const options = await t.call('GET', '/api/dropdownData/productCostSelects', { token: who.rival.token });
    expect(options.body.rows.map((r: { value: string }) => r.value)).not.toContain(String(id));

    const after = (await t.call('GET', `/api/productCost/${id}`, { token: who.supplier.token })).body.obj;
    expect(after).toEqual(before);
  });

  it('a customer is refused everything (403), and its data scope holds even with every permission', async () => {
    const id = await createCost(t, who.supplier.token);
    for (const [method, url, body] of [
      ['POST', '/api/productCost/list', {}],
      ['GET', `/api/productCost/${id}`],
      ['POST', '/api/productCost/edit', costInput()],
      ['GET', '/api/dropdownData/productCostSelects'],
      ['GET', `/api/surcharge/findSurchargeByType?costId=${id}`],
      ['GET', '/api/dockingProvider/selectedDockingProviders'],
      ['POST', '/api/surcharge/testFormula', { formula: '1' }],
    ] as const) {
      const res = await t.call(method, url, { token: who.customer.token, body });
      expect({ url, status: res.status, key: res.body.errorKey }).toEqual({ url, status: 403, key: 'FORBIDDEN' });
    }
    // A customer holding the administrator role passes every permission check, but sees no cost and makes none.
    const strong = await t.login((await createUser(t.db, { roles: ['admin'] })).username);
    const list = await t.call('POST', '/api/productCost/list', { token: strong, body: {} });
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ rows: [], total: 0 });
    expect((await t.call('GET', `/api/productCost/${id}`, { token: strong })).status).toBe(404);
    expect((await t.call('GET', '/api/dropdownData/productCostSelects', { token: strong })).body.rows).toEqual([]);
    const create = await t.call('POST', '/api/productCost/edit', { token: strong, body: costInput() });
    expect(create.status).toBe(403);
  });

  it('the platform sees every cost and creates costs for itself or for a chosen supplier', async () => {
    const supplierCost = await createCost(t, who.supplier.token);
    const list = await t.call('POST', '/api/productCost/list', {
      token: who.platform.token,
      body: { ownerId: who.supplier.id, pageSize: 500 },
    });
    expect(list.body.rows.map((r: { id: number }) => r.id)).toContain(supplierCost);
    expect(list.body.rows.every((r: { ownerId: number }) => r.ownerId === who.supplier.id)).toBe(true);

    const own = await t.call('POST', '/api/productCost/edit', { token: who.platform.token, body: costInput() });
    expect(own.body.obj).toMatchObject({ ownerId: who.platform.id, ownerType: 'PLATFORM' });
    const forSupplier = await t.call('POST', '/api/productCost/edit', {
      token: who.platform.token,
      body: costInput({ ownerId: who.rival.id }),
    });
    expect(forSupplier.body.obj).toMatchObject({ ownerId: who.rival.id, ownerType: 'SUPPLIER' });
    expect(
      (await t.call('GET', `/api/productCost/${forSupplier.body.obj.id}`, { token: who.rival.token })).status,
    ).toBe(200);
    const toCustomer = await t.call('POST', '/api/productCost/edit', {
      token: who.platform.token,
      body: costInput({ ownerId: who.customer.id }),
      lang: 'en',
    });
    expect(toCustomer.status).toBe(400);
    expect(toCustomer.body.errorKey).toBe('PRODUCT_COST_OWNER_INVALID');
    const owners = await t.call('GET', '/api/dropdownData/productCostOwnerSelects', { token: who.platform.token });
    expect(owners.body.rows.map((o: { value: string }) => o.value)).toEqual(
      expect.arrayContaining([String(who.platform.id), String(who.supplier.id), String(who.rival.id)]),
    );
    expect(owners.body.rows.map((o: { value: string }) => o.value)).not.toContain(String(who.customer.id));
  });

  it("a supplier's cost is always its own, whatever owner it names", async () => {
    const res = await t.call('POST', '/api/productCost/edit', {
      token: who.supplier.token,
      body: costInput({ ownerId: who.rival.id }),
    });
    expect(res.body.obj.ownerId).toBe(who.supplier.id);
    const owners = await t.call('GET', '/api/dropdownData/productCostOwnerSelects', { token: who.supplier.token });
    expect(owners.body.rows.map((o: { value: string }) => o.value)).toEqual([String(who.supplier.id)]);
  });
});

describe('basic info', () => {
  it('creates, reads, updates, disables and deletes', async () => {
    const input = costInput({ name: 'DE Economy', mainName: 'Economy', description: 'line\nnext', currency: 'EUR' });
    const created = await t.call('POST', '/api/productCost/edit', {
      token: who.supplier.token,
      body: input,
      lang: 'en',
    });
    expect(created.status).toBe(200);
    expect(created.body.obj).toMatchObject({
      code: input.code,
      name: 'DE Economy',
      mainName: 'Economy',
      description: 'line\nnext',
      currency: 'EUR',
      status: 'ENABLED',
      statusI18n: 'Enabled',
      weightCarryRule: '0.5',
      weightCarryRuleI18n: 'Round up to 0.5 kg',
      version: 1,
    });
    const id = created.body.obj.id as number;
    const updated = await t.call('POST', '/api/productCost/edit', {
      token: who.supplier.token,
      body: { ...input, id, name: 'DE Economy 2' },
    });
    expect(updated.body.obj).toMatchObject({ id, name: 'DE Economy 2', version: 1 });
    const disabled = await t.call('POST', `/api/productCost/editStatus/${id}/DISABLED`, {
      token: who.supplier.token,
      lang: 'ko',
    });
    expect(disabled.body.obj).toMatchObject({ status: 'DISABLED', statusI18n: '중지' });
    const filtered = await t.call('POST', '/api/productCost/list', {
      token: who.supplier.token,
      body: { status: 'DISABLED', code: input.code.toLowerCase(), name: 'economy 2' },
    });
    expect(filtered.body.rows.map((r: { id: number }) => r.id)).toEqual([id]);
    expect((await t.call('DELETE', `/api/productCost/${id}`, { token: who.supplier.token })).body.obj).toEqual({ id });
    expect((await t.call('GET', `/api/productCost/${id}`, { token: who.supplier.token })).status).toBe(404);
  });

  it('refuses a taken code with words in zh, en and ko', async () => {
    const code = costInput().code;
    await createCost(t, who.supplier.token, { code });
    const words = {
      zh: `成本价编码 ${code} 已被使用`,
      en: `The product cost code ${code} is already taken`,
      ko: `원가 코드 ${code}는 이미 사용 중입니다`,
    };
    for (const lang of ['zh', 'en', 'ko'] as const) {
      const res = await t.call('POST', '/api/productCost/edit', {
        token: who.rival.token,
        body: costInput({ code }),
        lang,
      });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ errorKey: 'PRODUCT_COST_CODE_TAKEN', code: 4091612, msg: words[lang] });
    }
    // Taking it on an update too.
    const other = await createCost(t, who.supplier.token);
    const res = await t.call('POST', '/api/productCost/edit', {
      token: who.supplier.token,
      body: costInput({ id: other, code }),
    });
    expect(res.body.errorKey).toBe('PRODUCT_COST_CODE_TAKEN');
  });

  it('validates each field with the shared words in three languages', async () => {
    const bad = costInput({ code: 'lower case', currency: 'usd', name: '' });
    const expected = {
      en: { code: 'Invalid value', currency: 'Three uppercase letters', name: 'This field cannot be empty' },
      zh: { code: '格式不正确', currency: '请输入三位大写字母', name: '该字段不能为空' },
      ko: {
        code: '형식이 올바르지 않습니다',
        currency: '대문자 3자리를 입력하세요',
        name: '이 항목은 비워 둘 수 없습니다',
      },
    };
    for (const lang of ['zh', 'en', 'ko'] as const) {
      const res = await t.call('POST', '/api/productCost/edit', { token: who.supplier.token, body: bad, lang });
      expect(res.status).toBe(400);
      expect(res.body.errorKey).toBe('VALIDATION_FAILED');
      for (const [field, message] of Object.entries(expected[lang]))
        expect(res.body.fieldErrors).toContainEqual({ field, message });
    }
    for (const code of ['A', 'X'.repeat(33), 'AB CD', 'ab']) {
      const res = await t.call('POST', '/api/productCost/edit', {
        token: who.supplier.token,
        body: costInput({ code }),
      });
      expect(res.status).toBe(400);
    }
    for (const code of ['AB', 'US-EXP_01', '9'.repeat(32)]) {
      const res = await t.call('POST', '/api/productCost/edit', {
        token: who.supplier.token,
        body: costInput({ code }),
      });
      expect(res.status).toBe(200);
    }
  });

  it('answers hostile input with 4xx, never 5xx', async () => {
    const tok = who.supplier.token;
    const cases: [string, string, unknown][] = [
      ['POST', '/api/productCost/edit', costInput({ name: 'a\u0000b' })],
      ['POST', '/api/productCost/edit', costInput({ id: 2_147_483_648 })],
      ['POST', '/api/productCost/edit', costInput({ description: 'x'.repeat(10_240) })],
      ['POST', '/api/productCost/edit', { ...costInput(), code: 123, weightCarryRule: true }],
      ['POST', '/api/productCost/edit', { ...costInput(), customWeightRule: 'nope' }],
      [
        'POST',
        '/api/productCost/edit',
        { ...costInput(), weightCarryRule: 'CUSTOM', customWeightRule: [{ upTo: 'x', step: -1 }] },
      ],
      ['POST', '/api/productCost/list', { code: 'x'.repeat(10_240), pageNo: -1 }],
      ['POST', '/api/productCost/list', { name: '\u0000' }],
      ['GET', '/api/productCost/99999999999', undefined],
      ['GET', '/api/productCost/abc', undefined],
      ['DELETE', '/api/productCost/0', undefined],
      ['POST', '/api/productCost/editStatus/1/FOO', undefined],
      [
        'POST',
        '/api/productCost/account/1',
        { dockingProviderId: 2_147_483_648, dpSupplementProps: [{ key: '\u0000' }] },
      ],
      ['POST', '/api/productCost/postcodeRule/1', { remotePostcodeLib: ['x'], noRemotePostcodeLib: [2_147_483_648] }],
      ['POST', '/api/productCost/prices/1', { zone: 'z'.repeat(10_240), bands: [{ weightUpTo: '1e5', kind: 'X' }] }],
      ['POST', '/api/productCost/zone/save', { costId: 1, countryCode: 'US', zipCode: '\u0000', areaBelongs: '1' }],
      ['GET', '/api/surcharge/findSurchargeByType?costId=99999999999&type=NOPE', undefined],
      ['POST', '/api/surcharge/testFormula', { formula: 'x'.repeat(10_240), variables: { '\u0000': 1 } }],
      ['POST', '/api/surcharge/save', { costId: 'x', formula: 5 }],
    ];
    for (const [method, url, body] of cases) {
      const res = await t.call(method, url, { token: tok, body, lang: 'en' });
      expect({ url, status: res.status >= 400 && res.status < 500 }).toEqual({ url, status: true });
      expect(res.body.flag).toBe(false);
    }
    const nul = await t.call('POST', '/api/productCost/edit', {
      token: tok,
      body: costInput({ name: 'a\u0000b' }),
      lang: 'en',
    });
    expect(nul.body.fieldErrors).toContainEqual({ field: 'name', message: 'Must not contain control characters' });
    const big = await t.call('POST', '/api/productCost/edit', {
      token: tok,
      body: costInput({ id: 2_147_483_648 }),
      lang: 'en',
    });
    expect(big.body.fieldErrors).toContainEqual({ field: 'id', message: 'Number too large: at most 2147483647' });
    const long = await t.call('POST', '/api/productCost/edit', {
      token: tok,
      body: costInput({ description: 'x'.repeat(10_240) }),
      lang: 'en',
    });
    expect(long.body.fieldErrors).toContainEqual({ field: 'description', message: 'At most 500 characters' });
  });
});

describe('weight carry rule', () => {
  it('keeps custom bands ascending with the last one open, and refuses others with the reason', async () => {
    const ok = await t.call('POST', '/api/productCost/edit', {
      token: who.supplier.token,
      body: costInput({
        weightCarryRule: 'CUSTOM',
        customWeightRule: [
          { upTo: '21.000', step: '0.50' },
          { upTo: null, step: 1 },
        ],
      }),
    });
    expect(ok.body.obj.customWeightRule).toEqual([
      { upTo: '21', step: '0.5' },
      { upTo: null, step: '1' },
    ]);
    const cases = [
      [[], 'Custom bands need at least one band'],
      [
        [
          { upTo: '5', step: '0.5' },
          { upTo: '2', step: '1' },
          { upTo: null, step: '1' },
        ],
        'Band 2:',
      ],
      [
        [
          { upTo: null, step: '0.5' },
          { upTo: null, step: '1' },
        ],
        'Band 1 has no upper bound',
      ],
      [[{ upTo: '5', step: '0.5' }], 'The last band (band 1) must be open'],
    ] as const;
    for (const [bands, words] of cases) {
      const res = await t.call('POST', '/api/productCost/edit', {
        token: who.supplier.token,
        body: costInput({ weightCarryRule: 'CUSTOM', customWeightRule: [...bands] }),
        lang: 'en',
      });
      expect(res.status).toBe(400);
      expect(res.body.errorKey).toBe('CARRY_RULE_INVALID');
      expect(res.body.msg).toContain(words);
    }
    const zh = await t.call('POST', '/api/productCost/edit', {
      token: who.supplier.token,
      body: costInput({ weightCarryRule: 'CUSTOM', customWeightRule: [] }),
      lang: 'zh',
    });
    expect(zh.body.msg).toBe('自定义进位规则无效：自定义进位至少需要一个区间');
    const step = await t.call('POST', '/api/productCost/edit', {
      token: who.supplier.token,
      body: costInput({ weightCarryRule: 'CUSTOM', customWeightRule: [{ upTo: null, step: '0' }] }),
      lang: 'en',
    });
    expect(step.body.fieldErrors).toContainEqual({
      field: 'customWeightRule.0.step',
      message: 'Must be greater than 0',
    });
  });

  it('moves the version when the weight rule or currency changes, not for names', async () => {
    const input = costInput();
    const id = await createCost(t, who.supplier.token, input);
    const edit = (patch: object) =>
      t.call('POST', '/api/productCost/edit', { token: who.supplier.token, body: { ...input, id, ...patch } });
    expect((await edit({ name: 'Renamed' })).body.obj.version).toBe(1);
    expect((await edit({ weightCarryRule: '1' })).body.obj.version).toBe(2);
    expect((await edit({ weightCarryRule: '1', currency: 'CNY' })).body.obj.version).toBe(3);
    expect(
      (await edit({ weightCarryRule: 'CUSTOM', currency: 'CNY', customWeightRule: [{ upTo: null, step: '0.1' }] })).body
        .obj.version,
    ).toBe(4);
    expect(await costVersion(dataAccessOf(t.database), id)).toBe(4);
  });
});

describe('deleting a cost in use', () => {
  async function productOn(costId: number) {
    await t.db.execute(
      sql`insert into products (code, name, cost_id, owner_id, start_country) values (${`P${costId}`}, 'A product', ${costId}, ${who.platform.id}, 'CN')`,
    );
  }

  it('is refused by the database when a product uses the cost, with the module words', async () => {
    const id = await createCost(t, who.supplier.token);
    await productOn(id);
    for (const [lang, words] of [
      ['en', 'Products use this cost, so it cannot be deleted'],
      ['zh', '该成本价正被产品使用，不能删除'],
      ['ko', '상품이 이 원가를 사용 중이라 삭제할 수 없습니다'],
    ] as const) {
      const res = await t.call('DELETE', `/api/productCost/${id}`, { token: who.supplier.token, lang });
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ errorKey: 'PRODUCT_COST_IN_USE', msg: words });
    }
    expect((await t.call('GET', `/api/productCost/${id}`, { token: who.supplier.token })).status).toBe(200);
  });

  it('is refused by a registered usage check before anything is deleted, naming the products', async () => {
    const id = await createCost(t, who.supplier.token);
    const costs = createCostsService({ data: dataAccessOf(t.database) });
    costs.registerUsageCheck(async (costId) => (costId === id ? ['US-EXPRESS'] : []));
    const actor = { privilegeType: 'SUPPLIER' as const, accountId: who.supplier.id } as Parameters<
      typeof costs.remove
    >[0];
    await expect(costs.remove(actor, id)).rejects.toMatchObject({
      errorKey: 'PRODUCT_COST_IN_USE',
      params: { products: ' (US-EXPRESS)' },
    });
    expect((await t.call('GET', `/api/productCost/${id}`, { token: who.supplier.token })).status).toBe(200);
  });
});
