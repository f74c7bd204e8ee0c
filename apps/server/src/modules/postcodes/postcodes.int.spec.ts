import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';

let t: TestApp;
let admin: string;
let supplierA: string;
let supplierASub: string;
let supplierB: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] })).token;
  const a = await signedInUser(t, { privilegeType: 'SUPPLIER' });
  supplierA = a.token;
  // A supplier's sub-account acts for its main account, with the grants it was given.
  supplierASub = (await signedInUser(t, { privilegeType: 'SUPPLIER', parentId: a.user.id })).token;
  supplierB = (await signedInUser(t, { privilegeType: 'SUPPLIER' })).token;
  customer = (await signedInUser(t)).token;
});
afterAll(() => t.close());

const group = (patch: Record<string, unknown> = {}) => ({
  name: 'Alaska remote',
  countryCode: 'US',
  type: 'REMOTE',
  description: 'Remote ZIPs\nof Alaska',
  ...patch,
});
const saveGroup = (body: unknown, token = admin, lang = 'en') =>
  t.call('POST', '/api/postcode/group/save', { token, lang, body });
const list = (body: unknown = {}, token = admin, lang = 'en') =>
  t.call('POST', '/api/postcode/group/findAll', { token, lang, body });
const get = (id: number, token = admin, query = '') =>
  t.call('GET', `/api/postcode/getGroup2/${id}${query}`, { token, lang: 'en' });
const savePostcode = (body: unknown, token = admin, lang = 'en') =>
  t.call('POST', '/api/postcode/save', { token, lang, body });

async function created(body: unknown, token = admin): Promise<number> {
  const res = await saveGroup(body, token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.obj.id as number;
}

describe('postcode groups', () => {
  it('creates, lists with counts, edits and deletes a group with its postcodes', async () => {
    const id = await created(group({ name: 'CRUD group' }));
    for (const entry of [
      { start: '995', end: '999', kind: 'RANGE' },
      { start: '10001' },
      { start: '20001', kind: 'SINGLE' },
    ])
      expect((await savePostcode({ groupId: id, ...entry })).status).toBe(200);

    const listed = await list({ name: 'crud', pageSize: 10 });
    expect(listed.status).toBe(200);
    expect(listed.body.total).toBe(1);
    expect(listed.body.rows[0]).toMatchObject({
      id,
      name: 'CRUD group',
      countryCode: 'US',
      countryName: 'United States',
      type: 'REMOTE',
      typeName: 'Remote postcodes',
      description: 'Remote ZIPs\nof Alaska',
      ownerType: 'PLATFORM',
      ownerId: null,
      postcodeCount: 3,
      rangeCount: 1,
    });
    const version = listed.body.rows[0].version as number;
    expect(version).toBeGreaterThanOrEqual(4); // created, then one step per postcode

    const edited = await saveGroup(group({ id, name: 'CRUD group renamed', type: 'NO_DELIVERY', description: '' }));
    expect(edited.status).toBe(200);
    expect(edited.body.obj).toMatchObject({ id, name: 'CRUD group renamed', type: 'NO_DELIVERY', description: '' });
    expect(edited.body.obj.version).toBe(version + 1);

    const params = await t.call('GET', `/api/postcode/getOtherParameter/${id}`, { token: admin, lang: 'zh' });
    expect(params.body.obj).toEqual({
      groupId: id,
      name: 'CRUD group renamed',
      countryCode: 'US',
      countryName: '美国',
      type: 'NO_DELIVERY',
      typeName: '不派送邮编',
      postcodeCount: 3,
      singleCount: 2,
      rangeCount: 1,
    });

    const deleted = await t.call('GET', `/api/postcode/group/delete/${id}`, { token: admin });
    expect(deleted.body).toMatchObject({ flag: true, obj: { id, postcodes: 3 } });
    expect((await get(id)).status).toBe(404);
    expect((await t.call('GET', `/api/postcode/group/delete/${id}`, { token: admin, lang: 'en' })).body).toMatchObject({
      errorKey: 'POSTCODE_GROUP_NOT_FOUND',
      msg: 'Postcode group not found',
    });
  });

  it('filters by country, type and name (a % is a character, not a wildcard)', async () => {
    await created(group({ name: 'Filter DE', countryCode: 'DE', type: 'NO_REMOTE' }));
    await created(group({ name: 'Filter DE rule', countryCode: 'DE', type: 'ORDER_RULE' }));
    await created(group({ name: 'Filter FR', countryCode: 'FR', type: 'NO_REMOTE' }));
    expect((await list({ countryCode: 'DE', name: 'filter' })).body.total).toBe(2);
    expect(
      (await list({ countryCode: 'DE', type: 'NO_REMOTE' })).body.rows.map((r: { name: string }) => r.name),
    ).toEqual(['Filter DE']);
    expect((await list({ type: 'NO_REMOTE', name: 'Filter' })).body.total).toBe(2);
    expect((await list({ name: '%' })).body.total).toBe(0);
    const page = await list({ name: 'Filter', pageNo: 1, pageSize: 2 });
    expect(page.body).toMatchObject({ total: 3, rows: [expect.objectContaining({ name: 'Filter DE' })] });
  });

  it('answers the types and the countries with groups as options in the caller language', async () => {
    const types = await t.call('GET', '/api/postcode/getPostcodeType', { token: admin, lang: 'ko' });
    expect(types.body.rows).toEqual([
      { label: '원격지 우편번호', value: 'REMOTE' },
      { label: '비원격지 우편번호', value: 'NO_REMOTE' },
      { label: '배송 불가 우편번호', value: 'NO_DELIVERY' },
      { label: '주문 규칙 우편번호', value: 'ORDER_RULE' },
    ]);
    const zh = await t.call('GET', '/api/postcode/getPostcodeType', { token: supplierA, lang: 'zh' });
    expect(zh.body.rows[0]).toEqual({ label: '偏远邮编库', value: 'REMOTE' });

    await created(group({ name: 'Country JP', countryCode: 'JP' }));
    const countries = await t.call('GET', '/api/postcode/group/findAllCountry', { token: admin, lang: 'en' });
    expect(countries.body.rows).toEqual(expect.arrayContaining([{ label: 'Japan', value: 'JP' }]));
    expect(countries.body.rows.map((r: { value: string }) => r.value)).not.toContain('CN');
  });

  it('answers groups as options by country and type, and order-rule groups under their country', async () => {
    const it1 = await created(group({ name: 'Rule IT 1', countryCode: 'IT', type: 'ORDER_RULE' }));
    const it2 = await created(group({ name: 'Rule IT 2', countryCode: 'IT', type: 'ORDER_RULE' }));
    await created(group({ name: 'Remote IT', countryCode: 'IT', type: 'REMOTE' }));
    const es = await created(group({ name: 'Rule ES', countryCode: 'ES', type: 'ORDER_RULE' }));

    const options = await t.call('GET', '/api/postcode/getGroup1?countryCode=IT&type=ORDER_RULE', { token: admin });
    expect(options.body.rows).toEqual([
      { label: 'Rule IT 1', value: String(it1), countryCode: 'IT', type: 'ORDER_RULE' },
      { label: 'Rule IT 2', value: String(it2), countryCode: 'IT', type: 'ORDER_RULE' },
    ]);
    const grouped = await t.call('POST', '/api/postcode/getOrderRulePostcodeGroupGroup', { token: admin, lang: 'en' });
    expect(grouped.status).toBe(200);
    const byCountry = Object.fromEntries(grouped.body.rows.map((r: { value: string }) => [r.value, r]));
    expect(byCountry.IT).toEqual({
      label: 'Italy',
      value: 'IT',
      children: [
        { label: 'Rule IT 1', value: String(it1) },
        { label: 'Rule IT 2', value: String(it2) },
      ],
    });
    expect(byCountry.ES.children).toEqual([{ label: 'Rule ES', value: String(es) }]);
    const onlyEs = await t.call('POST', '/api/postcode/getOrderRulePostcodeGroupGroup', {
      token: admin,
      body: { countryCode: 'ES' },
    });
    expect(onlyEs.body.rows.map((r: { value: string }) => r.value)).toEqual(['ES']);
  });

  it('refuses a second group of the same name for one owner, whatever the case; another owner may use it', async () => {
    await created(group({ name: 'Same name' }));
    const again = await saveGroup(group({ name: 'SAME NAME', countryCode: 'CA' }), admin, 'ko');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      errorKey: 'POSTCODE_GROUP_NAME_TAKEN',
      msg: '같은 이름의 우편번호 그룹이 이미 있습니다: SAME NAME',
    });
    expect((await saveGroup(group({ name: 'Same name' }), supplierA)).status).toBe(200);
  });

  it('keeps the country of a group that holds postcodes', async () => {
    const id = await created(group({ name: 'Country lock' }));
    expect((await savePostcode({ groupId: id, start: '10001' })).status).toBe(200);
    const moved = await saveGroup(group({ id, name: 'Country lock', countryCode: 'CA' }), admin, 'zh');
    expect(moved.status).toBe(409);
    expect(moved.body).toMatchObject({ errorKey: 'POSTCODE_GROUP_COUNTRY_LOCKED', code: 4091405 });
    const empty = await created(group({ name: 'Country free' }));
    expect((await saveGroup(group({ id: empty, name: 'Country free', countryCode: 'CA' }))).body.obj.countryCode).toBe(
      'CA',
    );
  });

  it('refuses an unknown country and bad fields, worded in zh, en and ko', async () => {
    const unknown = await saveGroup(group({ countryCode: 'ZZ' }), admin, 'en');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toMatchObject({ errorKey: 'POSTCODE_COUNTRY_UNKNOWN', msg: 'Unknown country: ZZ' });

    const words = {
      zh: { name: '该字段不能为空', countryCode: '请输入两位大写字母', type: '格式不正确' },
      en: { name: 'This field cannot be empty', countryCode: 'Two uppercase letters', type: 'Invalid value' },
      ko: {
        name: '이 항목은 비워 둘 수 없습니다',
        countryCode: '대문자 2자리를 입력하세요',
        type: '형식이 올바르지 않습니다',
      },
    } as const;
    for (const [lang, expected] of Object.entries(words)) {
      const res = await saveGroup({ name: ' ', countryCode: 'us', type: 'FAR' }, admin, lang);
      expect(res.status).toBe(400);
      expect(res.body.errorKey).toBe('VALIDATION_FAILED');
      expect(res.body.fieldErrors).toEqual(
        expect.arrayContaining(Object.entries(expected).map(([field, message]) => ({ field, message }))),
      );
    }
  });

  it('answers hostile input with 4xx, never 5xx: NUL bytes, 10 KB strings, ids past 32 bits', async () => {
    const probes: [string, string, unknown][] = [
      ['POST', '/api/postcode/group/save', group({ name: 'a\u0000b' })],
      ['POST', '/api/postcode/group/save', group({ name: 'x'.repeat(10_240) })],
      ['POST', '/api/postcode/group/save', group({ description: 'y'.repeat(10_240) })],
      ['POST', '/api/postcode/group/save', group({ id: 2_147_483_648 })],
      ['POST', '/api/postcode/group/findAll', { name: 'a\u0000' }],
      ['POST', '/api/postcode/group/findAll', { name: 'n'.repeat(10_240) }],
      ['POST', '/api/postcode/group/findAll', { pageSize: 501 }],
      ['POST', '/api/postcode/save', { groupId: 2_147_483_648, start: '10001' }],
      ['POST', '/api/postcode/save', { groupId: 1, start: '1\u00000' }],
      ['POST', '/api/postcode/save', { groupId: 1, start: '9'.repeat(10_240) }],
      ['POST', '/api/postcode/save', { groupId: 1, id: 99_999_999_999, start: '10001' }],
      ['POST', '/api/postcode/exportPostcode', { groupId: 2_147_483_648 }],
      ['POST', '/api/postcode/exportPostcode', { name: 'z\u0000' }],
      ['GET', '/api/postcode/group/delete/2147483648', undefined],
      ['GET', '/api/postcode/group/delete/abc', undefined],
      ['GET', '/api/postcode/delete/99999999999999', undefined],
      ['GET', '/api/postcode/getGroup2/2147483648', undefined],
      ['GET', '/api/postcode/getGroup2/1?keyword=%00', undefined],
      ['GET', `/api/postcode/getGroup2/1?keyword=${'k'.repeat(10_240)}`, undefined],
      ['GET', '/api/postcode/getOtherParameter/2147483648', undefined],
      ['GET', '/api/postcode/getGroup1?countryCode=%00', undefined],
      ['POST', '/api/postcode/getOrderRulePostcodeGroupGroup', { countryCode: 'u'.repeat(10_240) }],
    ];
    for (const [method, url, body] of probes) {
      const res = await t.call(method as 'GET', url, { token: admin, body, lang: 'en' });
      expect(res.status, `${method} ${url}`).toBeGreaterThanOrEqual(400);
      expect(res.status, `${method} ${url}`).toBeLessThan(500);
      expect(res.body.flag, `${method} ${url}`).toBe(false);
    }
    const tooBig = await saveGroup(group({ id: 2_147_483_648 }));
    expect(tooBig.body.fieldErrors).toEqual([{ field: 'id', message: 'Number too large: at most 2147483647' }]);
    const nul = await saveGroup(group({ name: 'a\u0000b' }), admin, 'zh');
    expect(nul.body.fieldErrors).toEqual([{ field: 'name', message: '不能包含控制字符' }]);
    const long = await saveGroup(group({ name: 'x'.repeat(10_240) }), admin, 'ko');
    expect(long.body.fieldErrors).toEqual([{ field: 'name', message: '최대 100자까지 입력할 수 있습니다' }]);
  });
});

describe('who sees which groups', () => {
  let platformGroup: number;
  let groupOfA: number;
  let groupOfB: number;
  beforeAll(async () => {
    platformGroup = await created(group({ name: 'Tenancy platform', countryCode: 'GB' }));
    groupOfA = await created(group({ name: 'Tenancy A', countryCode: 'GB' }), supplierA);
    groupOfB = await created(group({ name: 'Tenancy B', countryCode: 'GB' }), supplierB);
    for (const [id, token] of [
      [platformGroup, admin],
      [groupOfA, supplierA],
      [groupOfB, supplierB],
    ] as const)
      expect((await savePostcode({ groupId: id, start: 'SW1A 1AA' }, token)).status).toBe(200);
  });

  it('a supplier keeps its own groups, and its sub-account acts for it', async () => {
    const mine = await list({ countryCode: 'GB', name: 'Tenancy' }, supplierA);
    expect(mine.body.rows.map((r: { id: number }) => r.id)).toEqual([groupOfA]);
    expect(mine.body.rows[0]).toMatchObject({ ownerType: 'SUPPLIER', ownerName: expect.any(String) });
    const sub = await t.call('GET', `/api/postcode/getGroup2/${groupOfA}`, { token: supplierASub });
    expect(sub.status).toBe(200);
    expect(sub.body.obj.postcodes).toEqual([expect.objectContaining({ start: 'SW1A 1AA', from: 'SW1A1AA' })]);
  });

  it("answers a supplier's call on another supplier's or the platform's group like one on a missing group", async () => {
    const missing = 2_147_483_000;
    for (const id of [groupOfB, platformGroup]) {
      const entry = (await get(id)).body.obj.postcodes[0].id as number;
      const calls: [string, string, unknown, unknown][] = [
        ['GET', `/api/postcode/getGroup2/${id}`, undefined, `/api/postcode/getGroup2/${missing}`],
        ['GET', `/api/postcode/getOtherParameter/${id}`, undefined, `/api/postcode/getOtherParameter/${missing}`],
        ['GET', `/api/postcode/group/delete/${id}`, undefined, `/api/postcode/group/delete/${missing}`],
        ['POST', '/api/postcode/group/save', group({ id, name: 'Taken over' }), group({ id: missing })],
        ['POST', '/api/postcode/save', { groupId: id, start: 'E1 6AN' }, { groupId: missing, start: 'E1 6AN' }],
        ['POST', '/api/postcode/save', { groupId: groupOfA, id: entry, start: 'E1' }, null],
        ['GET', `/api/postcode/delete/${entry}`, undefined, `/api/postcode/delete/${missing}`],
        ['POST', '/api/postcode/exportPostcode', { groupId: id }, { groupId: missing }],
      ];
      for (const [method, url, body, missingCall] of calls) {
        const got = await t.call(method as 'GET', url, { token: supplierA, body, lang: 'en' });
        expect(got.status, `${method} ${url}`).toBe(404);
        if (missingCall === null) continue;
        const other =
          typeof missingCall === 'string'
            ? await t.call('GET', missingCall, { token: supplierA, lang: 'en' })
            : await t.call(method as 'GET', url, { token: supplierA, body: missingCall, lang: 'en' });
        expect({ ...got.body, params: undefined }, `${method} ${url}`).toEqual({ ...other.body, params: undefined });
      }
      const upload = await t.upload(`/api/postcode/importPostcode?groupId=${id}`, Buffer.from('x'), {
        name: 'p.xlsx',
        token: supplierA,
      });
      expect(upload.status).toBe(404);
    }
    // Nothing changed: the owners still see their groups as they were.
    expect((await get(groupOfB, supplierB)).body.obj).toMatchObject({ name: 'Tenancy B', postcodeCount: 1 });
    expect((await get(platformGroup)).body.obj).toMatchObject({ name: 'Tenancy platform', postcodeCount: 1 });
  });

  it("lists and options never show a supplier another's groups; the platform sees all", async () => {
    for (const [url, method, body] of [
      ['/api/postcode/group/findAll', 'POST', { pageSize: 500 }],
      ['/api/postcode/getGroup1', 'GET', undefined],
    ] as const) {
      const res = await t.call(method, url, { token: supplierA, body });
      const ids = res.body.rows.map((r: { id?: number; value?: string }) => Number(r.id ?? r.value));
      expect(ids).toContain(groupOfA);
      expect(ids).not.toContain(groupOfB);
      expect(ids).not.toContain(platformGroup);
    }
    const all = await list({ countryCode: 'GB', name: 'Tenancy' });
    expect(all.body.rows.map((r: { id: number }) => r.id).sort()).toEqual([platformGroup, groupOfA, groupOfB].sort());
    // The platform may edit a supplier's group; the group stays the supplier's.
    const edited = await saveGroup(group({ id: groupOfB, name: 'Tenancy B', countryCode: 'GB', type: 'NO_REMOTE' }));
    expect(edited.body.obj).toMatchObject({ ownerType: 'SUPPLIER', type: 'NO_REMOTE' });
  });

  it('refuses customers on every call', async () => {
    const calls: [string, string, unknown][] = [
      ['POST', '/api/postcode/group/findAll', {}],
      ['POST', '/api/postcode/group/save', group({ name: 'Customer group' })],
      ['GET', `/api/postcode/group/delete/${platformGroup}`, undefined],
      ['GET', '/api/postcode/getGroup1', undefined],
      ['GET', `/api/postcode/getGroup2/${platformGroup}`, undefined],
      ['GET', `/api/postcode/getOtherParameter/${platformGroup}`, undefined],
      ['GET', '/api/postcode/group/findAllCountry', undefined],
      ['POST', '/api/postcode/save', { groupId: platformGroup, start: 'E1' }],
      ['GET', '/api/postcode/delete/1', undefined],
      ['POST', '/api/postcode/exportPostcode', {}],
      ['GET', '/api/postcode/importTemplate', undefined],
      ['POST', '/api/postcode/getOrderRulePostcodeGroupGroup', {}],
    ];
    for (const [method, url, body] of calls) {
      const res = await t.call(method as 'GET', url, { token: customer, body });
      expect(res.status, `${method} ${url}`).toBe(403);
    }
    expect((await t.call('POST', '/api/postcode/group/findAll', { body: {} })).status).toBe(401);
  });
});
