import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, uniqueName, type TestApp } from '../../../test/helpers/test-app';
import { createUser } from '../../../test/factories/users';
import { dataAccessOf } from '../../platform/db/data-access';
import { seedDicts } from './dicts.seed';
import { dictDetails, dicts } from './dicts.tables';

let t: TestApp;
let admin: string;
let customer: string;
let supplier: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login((await createUser(t.db, { privilegeType: 'PLATFORM', roles: ['admin'] })).username);
  customer = await t.login((await createUser(t.db)).username);
  supplier = await t.login((await createUser(t.db, { privilegeType: 'SUPPLIER' })).username);
});
afterAll(() => t.close());

const values = (dictName: string, token: string, lang = 'en') =>
  t.call('GET', `/api/dictDetail?dictName=${dictName}&page=0&size=9999`, { token, lang });

async function newDict(name = uniqueName('d_')) {
  const res = await t.call('POST', '/api/dict', { token: admin, body: { name, description: 'test' } });
  expect(res.status).toBe(200);
  return res.body.obj as { id: number; name: string };
}
async function newValue(dictId: number, body: Record<string, unknown> = {}) {
  const res = await t.call('POST', '/api/dictDetail', {
    token: admin,
    lang: 'en',
    body: { dictId, value: 'V1', labelZh: '值一', labelEn: 'Value one', labelKo: '값 하나', ...body },
  });
  expect(res.status).toBe(200);
  return res.body.obj as { id: number; value: string };
}

describe('dictionaries: values by name (api/dictDetail)', () => {
  it('answers the values of a built-in dictionary in the caller language, in the spec paging shape', async () => {
    const zh = await values('settlement_method', customer, 'zh');
    expect(zh.status).toBe(200);
    expect(zh.body).toMatchObject({ flag: true, code: 10200, total: 4 });
    expect(zh.body.rows.map((r: { value: string; label: string }) => [r.value, r.label])).toEqual([
      ['PREPAID', '预付'],
      ['WEEKLY', '周结'],
      ['HALF_MONTHLY', '半月结'],
      ['MONTHLY', '月结'],
    ]);
    expect((await values('settlement_method', supplier, 'en')).body.rows[0].label).toBe('Prepaid');
    expect((await values('settlement_method', customer, 'ko')).body.rows[3].label).toBe('월 단위 정산');
    expect((await values('user_status', customer, 'en')).body.rows).toEqual([
      expect.objectContaining({ value: 'true', label: 'Normal' }),
      expect.objectContaining({ value: 'false', label: 'Disabled' }),
    ]);
  });

  it('pages with page and size', async () => {
    const res = await t.call('GET', '/api/dictDetail?dictName=shuttle_order_status&page=1&size=2', {
      token: customer,
    });
    expect(res.body.total).toBe(5);
    expect(res.body.rows.map((r: { value: string }) => r.value)).toEqual(['SIGNED', 'EXCEPTION']);
  });

  it('answers 404 in the caller language for an unknown dictionary, and 401 without a session', async () => {
    const res = await values('no_such_dict', customer, 'en');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({
      flag: false,
      errorKey: 'DICT_NOT_FOUND',
      msg: 'Dictionary not found: no_such_dict',
    });
    expect((await values('no_such_dict', customer, 'ko')).body.msg).toBe('사전이 존재하지 않습니다: no_such_dict');
    expect((await t.call('GET', '/api/dictDetail?dictName=user_status')).status).toBe(401);
  });
});

describe('shared dropdowns (api/customerInfo/*)', () => {
  const paths = {
    enumOption: '/api/customerInfo/enumOption',
    orderIntercept: '/api/customerInfo/orderIntercept',
    settlementMethod: '/api/customerInfo/settlementMethod',
  };

  it('answer label/value pairs in the caller language to any signed-in user', async () => {
    const res = await t.call('GET', paths.settlementMethod, { token: customer, lang: 'en' });
    expect(res.body).toEqual({
      flag: true,
      code: 10200,
      msg: 'ok',
      total: 4,
      rows: [
        { label: 'Prepaid', value: 'PREPAID' },
        { label: 'Weekly', value: 'WEEKLY' },
        { label: 'Half-monthly', value: 'HALF_MONTHLY' },
        { label: 'Monthly', value: 'MONTHLY' },
      ],
    });
    const intercept = await t.call('GET', paths.orderIntercept, { token: supplier, lang: 'zh' });
    expect(intercept.body.rows[0]).toEqual({ label: '不拦截', value: 'NONE' });
    const types = await t.call('GET', paths.enumOption, { token: admin, lang: 'ko' });
    expect(types.body.rows).toContainEqual({ label: '기업 고객', value: 'ENTERPRISE' });
    for (const path of Object.values(paths)) expect((await t.call('GET', path)).status).toBe(401);
  });

  it('follow the dictionary: a disabled value leaves the dropdown, a relabelled one shows its new label', async () => {
    const details = await t.call('GET', '/api/dict/details?dictId=' + (await dictId('settlement_method')), {
      token: admin,
    });
    const weekly = details.body.rows.find((r: { value: string }) => r.value === 'WEEKLY');
    const put = (body: Record<string, unknown>) =>
      t.call('PUT', '/api/dictDetail', { token: admin, body: { ...weekly, ...body } });
    try {
      expect((await put({ enabled: false })).status).toBe(200);
      let res = await t.call('GET', paths.settlementMethod, { token: customer, lang: 'en' });
      expect(res.body.rows.map((r: { value: string }) => r.value)).toEqual(['PREPAID', 'HALF_MONTHLY', 'MONTHLY']);
      expect((await put({ enabled: true, labelEn: 'Every week' })).status).toBe(200);
      res = await t.call('GET', paths.settlementMethod, { token: customer, lang: 'en' });
      expect(res.body.rows[1]).toEqual({ label: 'Every week', value: 'WEEKLY' });
    } finally {
      await put({ enabled: true, labelEn: 'Weekly' });
    }
  });
});

async function dictId(name: string): Promise<number> {
  const [row] = await t.db.select({ id: dicts.id }).from(dicts).where(eq(dicts.name, name));
  return row!.id;
}

describe('dictionaries: the platform edits them', () => {
  it('creates a dictionary and values, lists, updates and deletes them', async () => {
    const dict = await newDict();
    const created = await newValue(dict.id, { sort: 20 });
    expect(created).toMatchObject({ dictId: dict.id, value: 'V1', label: 'Value one', enabled: true, builtIn: false });
    await newValue(dict.id, { value: 'V0', labelZh: '零', labelEn: '', labelKo: '', sort: 10 });

    // Labels fall back to English, then Chinese.
    const ko = await values(dict.name, customer, 'ko');
    expect(ko.body.rows.map((r: { label: string }) => r.label)).toEqual(['零', '값 하나']);
    const list = await t.call('GET', `/api/dict?blurry=${dict.name}`, { token: admin });
    expect(list.body).toMatchObject({ total: 1, rows: [{ id: dict.id, name: dict.name, valueCount: 2 }] });

    const updated = await t.call('PUT', '/api/dictDetail', {
      token: admin,
      lang: 'zh',
      body: { id: created.id, value: 'V2', labelZh: '值二', sort: 5, enabled: false },
    });
    expect(updated.status).toBe(200);
    expect(updated.body.obj).toMatchObject({ value: 'V2', label: '值二', labelEn: '', enabled: false, sort: 5 });
    // Disabled values stay on the screen and leave what the product reads.
    expect((await values(dict.name, customer)).body.rows.map((r: { value: string }) => r.value)).toEqual(['V0']);
    const screen = await t.call('GET', `/api/dict/details?dictId=${dict.id}`, { token: admin });
    expect(screen.body.rows.map((r: { value: string }) => r.value)).toEqual(['V2', 'V0']);

    const renamed = await t.call('PUT', '/api/dict', {
      token: admin,
      body: { id: dict.id, name: `${dict.name}_x`, description: 'renamed' },
    });
    expect(renamed.body.obj).toMatchObject({ name: `${dict.name}_x`, description: 'renamed' });

    expect((await t.call('DELETE', `/api/dictDetail/${created.id}`, { token: admin })).body).toMatchObject({
      flag: true,
    });
    expect((await t.call('DELETE', `/api/dictDetail/${created.id}`, { token: admin })).status).toBe(404);
    expect((await t.call('DELETE', `/api/dict/${dict.id}`, { token: admin })).status).toBe(200);
    // The values went with their dictionary.
    expect(await t.db.select().from(dictDetails).where(eq(dictDetails.dictId, dict.id))).toEqual([]);
    expect((await t.call('DELETE', `/api/dict/${dict.id}`, { token: admin })).status).toBe(404);
  });

  it('refuses a second dictionary of the same name and a second value of the same dictionary (409)', async () => {
    const dict = await newDict();
    const again = await t.call('POST', '/api/dict', { token: admin, lang: 'en', body: { name: dict.name } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      errorKey: 'DICT_NAME_TAKEN',
      msg: `A dictionary named ${dict.name} already exists`,
    });
    const other = await newDict();
    const rename = await t.call('PUT', '/api/dict', { token: admin, body: { id: other.id, name: dict.name } });
    expect(rename.body.errorKey).toBe('DICT_NAME_TAKEN');

    const v = await newValue(dict.id);
    const dup = await t.call('POST', '/api/dictDetail', {
      token: admin,
      lang: 'zh',
      body: { dictId: dict.id, value: 'V1', labelZh: '重复' },
    });
    expect(dup.status).toBe(409);
    expect(dup.body).toMatchObject({ errorKey: 'DICT_VALUE_TAKEN', msg: '该字典中已有值 V1' });
    // The same value in another dictionary is fine.
    await newValue(other.id);
    const w = await newValue(dict.id, { value: 'W' });
    const clash = await t.call('PUT', '/api/dictDetail', {
      token: admin,
      body: { id: w.id, value: v.value, labelZh: 'x' },
    });
    expect(clash.status).toBe(409);
    expect(clash.body.errorKey).toBe('DICT_VALUE_TAKEN');
  });

  it('answers 404 for values of a dictionary or a value that does not exist', async () => {
    const missing = 2147483647;
    const calls = [
      t.call('POST', '/api/dictDetail', { token: admin, body: { dictId: missing, value: 'a', labelZh: 'a' } }),
      t.call('PUT', '/api/dictDetail', { token: admin, body: { id: missing, value: 'a', labelZh: 'a' } }),
      t.call('PUT', '/api/dict', { token: admin, body: { id: missing, name: 'abc' } }),
      t.call('GET', `/api/dict/details?dictId=${missing}`, { token: admin }),
      t.call('DELETE', `/api/dict/${missing}`, { token: admin }),
      t.call('DELETE', `/api/dictDetail/${missing}`, { token: admin }),
    ];
    for (const res of await Promise.all(calls)) expect(res.status).toBe(404);
  });
});

describe('built-in dictionaries', () => {
  it('cannot be deleted or renamed, nor can their values be deleted or changed; they can be disabled', async () => {
    const id = await dictId('order_intercept');
    const del = await t.call('DELETE', `/api/dict/${id}`, { token: admin, lang: 'en' });
    expect(del.status).toBe(409);
    expect(del.body).toMatchObject({ errorKey: 'DICT_BUILT_IN' });
    expect(del.body.msg).toContain('order_intercept');
    const rename = await t.call('PUT', '/api/dict', { token: admin, body: { id, name: 'renamed' } });
    expect(rename.body.errorKey).toBe('DICT_BUILT_IN');
    // Its description may change.
    const described = await t.call('PUT', '/api/dict', {
      token: admin,
      body: { id, name: 'order_intercept', description: 'Hold rules' },
    });
    expect(described.body.obj).toMatchObject({ builtIn: true, description: 'Hold rules' });

    const [none] = (await t.call('GET', `/api/dict/details?dictId=${id}`, { token: admin })).body.rows;
    expect(none).toMatchObject({ value: 'NONE', builtIn: true });
    expect((await t.call('DELETE', `/api/dictDetail/${none.id}`, { token: admin })).body.errorKey).toBe(
      'DICT_BUILT_IN',
    );
    const change = await t.call('PUT', '/api/dictDetail', { token: admin, body: { ...none, value: 'NEVER' } });
    expect(change.body.errorKey).toBe('DICT_BUILT_IN');
  });

  it('seed again at every start without duplicating anything or overwriting the operator labels', async () => {
    const id = await dictId('pay_status');
    const [unpaid] = (await t.call('GET', `/api/dict/details?dictId=${id}`, { token: admin })).body.rows;
    await t.call('PUT', '/api/dictDetail', { token: admin, body: { ...unpaid, labelEn: 'Not paid yet' } });
    const extra = await newValue(id, { value: 'REFUNDED', sort: 100 });
    const before = await t.db.select().from(dictDetails);
    await seedDicts(dataAccessOf(t.database));
    await seedDicts(dataAccessOf(t.database));
    const after = await t.db.select().from(dictDetails);
    expect(after).toHaveLength(before.length);
    expect((await values('pay_status', customer, 'en')).body.rows.map((r: { label: string }) => r.label)).toEqual([
      'Not paid yet',
      'Pending payment',
      'Paid',
      'Value one',
    ]);
    expect((await t.call('DELETE', `/api/dictDetail/${extra.id}`, { token: admin })).status).toBe(200);
  });
});
