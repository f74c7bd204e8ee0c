import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, uniqueName, type TestApp } from '../../../test/helpers/test-app';
import { createUser } from '../../../test/factories/users';
import { dictDetails, dicts } from './dicts.tables';

/** Who may change dictionaries, what hostile input gets, and identical writes racing each other. */
let t: TestApp;
let admin: string;
let customer: string;
let supplier: string;
let subAccount: string;
let dictId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login((await createUser(t.db, { privilegeType: 'PLATFORM', roles: ['admin'] })).username);
  const main = await createUser(t.db);
  customer = await t.login(main.username);
  subAccount = await t.login((await createUser(t.db, { parentId: main.id })).username);
  supplier = await t.login((await createUser(t.db, { privilegeType: 'SUPPLIER' })).username);
  const res = await t.call('POST', '/api/dict', { token: admin, body: { name: uniqueName('g_') } });
  dictId = res.body.obj.id;
});
afterAll(() => t.close());

describe('only the platform changes dictionaries', () => {
  it('refuses customers, sub-accounts and suppliers on every write and on the screen lists (403), changing nothing', async () => {
    const [valueId] = (await t.db.select({ id: dictDetails.id }).from(dictDetails).limit(1)).map((r) => r.id);
    const calls = [
      { method: 'GET', url: '/api/dict' },
      { method: 'GET', url: `/api/dict/details?dictId=${dictId}` },
      { method: 'POST', url: '/api/dict', body: { name: 'mine' } },
      { method: 'PUT', url: '/api/dict', body: { id: dictId, name: 'mine' } },
      { method: 'DELETE', url: `/api/dict/${dictId}` },
      { method: 'POST', url: '/api/dictDetail', body: { dictId, value: 'X', labelZh: 'x' } },
      { method: 'PUT', url: '/api/dictDetail', body: { id: valueId, value: 'X', labelZh: 'x' } },
      { method: 'DELETE', url: `/api/dictDetail/${valueId}` },
    ] as const;
    const before = await t.db.select().from(dictDetails);
    for (const token of [customer, subAccount, supplier]) {
      for (const c of calls) {
        const res = await t.call(c.method, c.url, { token, lang: 'en', body: 'body' in c ? c.body : undefined });
        expect(res.status, `${c.method} ${c.url}`).toBe(403);
        expect(res.body).toMatchObject({ flag: false, errorKey: 'FORBIDDEN' });
      }
    }
    expect(await t.db.select().from(dictDetails)).toEqual(before);
    const [dict] = await t.db.select().from(dicts).where(eq(dicts.id, dictId));
    expect(dict!.name).not.toBe('mine');
  });

  it('needs a session for every call', async () => {
    for (const [method, url] of [
      ['GET', '/api/dict'],
      ['POST', '/api/dictDetail'],
      ['DELETE', '/api/dictDetail/1'],
      ['GET', '/api/customerInfo/enumOption'],
    ] as const)
      expect((await t.call(method, url)).status).toBe(401);
  });
});

describe('hostile input is a 400 naming the field, never a 500', () => {
  const TOO_BIG = 'Number too large: at most 2147483647';
  const CONTROL = 'Must not contain control characters';
  async function expectFieldError(res: { status: number; body: Record<string, unknown> }, field: string, msg?: string) {
    expect(res.status).toBe(400);
    expect(res.body.errorKey).toBe('VALIDATION_FAILED');
    expect(res.body.fieldErrors).toEqual(
      expect.arrayContaining([{ field, message: msg === undefined ? expect.any(String) : msg }]),
    );
  }
  const send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
    t.call(method, url, { token: admin, lang: 'en', body });

  it('NUL bytes, ids past 32 bits, huge strings, wrong types', async () => {
    const good = { dictId, value: 'ok', labelZh: '好' };
    await expectFieldError(await send('GET', '/api/dictDetail?dictName=a%00b'), 'dictName');
    await expectFieldError(await send('GET', '/api/dictDetail?dictName=Upper'), 'dictName', 'Invalid value');
    await expectFieldError(await send('GET', '/api/dictDetail?dictName=a&size=10000'), 'size');
    await expectFieldError(await send('GET', '/api/dictDetail?dictName=a&page=-1'), 'page');
    await expectFieldError(await send('GET', '/api/dictDetail'), 'dictName');
    await expectFieldError(await send('GET', '/api/dict?blurry=a%00'), 'blurry', CONTROL);
    await expectFieldError(await send('GET', '/api/dict/details?dictId=2147483648'), 'dictId', TOO_BIG);
    await expectFieldError(await send('DELETE', '/api/dictDetail/2147483648'), 'id', TOO_BIG);
    await expectFieldError(
      await send('DELETE', '/api/dict/abc'),
      'id',
      'An id is plain decimal digits: no sign, spaces or leading zeros',
    );
    await expectFieldError(
      await send('DELETE', '/api/dict/0x1'),
      'id',
      'An id is plain decimal digits: no sign, spaces or leading zeros',
    );
    await expectFieldError(await send('POST', '/api/dictDetail', { ...good, dictId: 2147483648 }), 'dictId', TOO_BIG);
    await expectFieldError(await send('PUT', '/api/dictDetail', { ...good, id: 2147483648 }), 'id', TOO_BIG);
    await expectFieldError(await send('PUT', '/api/dict', { id: 2147483648, name: 'abc' }), 'id', TOO_BIG);
    for (const field of ['value', 'labelZh', 'labelEn', 'labelKo'])
      await expectFieldError(await send('POST', '/api/dictDetail', { ...good, [field]: 'x\u0000y' }), field, CONTROL);
    await expectFieldError(await send('POST', '/api/dict', { name: 'a\u0000' }), 'name');
    await expectFieldError(await send('POST', '/api/dict', { name: 'abc', description: 'x\u0000' }), 'description');
    await expectFieldError(await send('POST', '/api/dict', { name: 'a'.repeat(51) }), 'name');
    await expectFieldError(await send('POST', '/api/dictDetail', { ...good, value: 'v'.repeat(100_000) }), 'value');
    await expectFieldError(await send('POST', '/api/dictDetail', { ...good, labelZh: '' }), 'labelZh');
    await expectFieldError(await send('POST', '/api/dictDetail', { ...good, sort: 'abc' }), 'sort');
    await expectFieldError(await send('POST', '/api/dictDetail', { ...good, sort: 1.5 }), 'sort');
    await expectFieldError(await send('POST', '/api/dictDetail', { ...good, sort: -1 }), 'sort');
    await expectFieldError(await send('POST', '/api/dictDetail', { ...good, enabled: 'yes' }), 'enabled');
    await expectFieldError(await send('POST', '/api/dictDetail', { ...good, dictId: '1' }), 'dictId');
    await expectFieldError(await send('POST', '/api/dictDetail', { ...good, value: ['x'] }), 'value');
    const notObject = await send('POST', '/api/dictDetail', [good]);
    expect(notObject.status).toBe(400);
    const huge = await send('GET', `/api/dictDetail?dictName=${'a'.repeat(5000)}`);
    expect(huge.status).toBe(400);
    // Nothing of the above was written.
    expect(await t.db.select().from(dictDetails).where(eq(dictDetails.dictId, dictId))).toEqual([]);
  });
});

describe('identical writes at once', () => {
  it('50 identical value creations: one is stored, the others answer DICT_VALUE_TAKEN', async () => {
    const body = { dictId, value: 'RACE', labelZh: '并发', labelEn: 'Race' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', '/api/dictDetail', { token: admin, body })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    const refused = answers.filter((r) => r.status !== 200);
    expect(refused).toHaveLength(49);
    for (const r of refused) expect(r.body.errorKey).toBe('DICT_VALUE_TAKEN');
    const stored = await t.db.select().from(dictDetails).where(eq(dictDetails.dictId, dictId));
    expect(stored).toHaveLength(1);
    const list = await t.call('GET', `/api/dict/details?dictId=${dictId}`, { token: admin });
    expect(list.body.total).toBe(1);
  });

  it('50 identical dictionary creations: one is stored, the others answer DICT_NAME_TAKEN', async () => {
    const name = uniqueName('race_');
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', '/api/dict', { token: admin, body: { name } })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.status === 409 && r.body.errorKey === 'DICT_NAME_TAKEN')).toHaveLength(49);
    const list = await t.call('GET', `/api/dict?blurry=${name}`, { token: admin });
    expect(list.body.total).toBe(1);
  });
});
