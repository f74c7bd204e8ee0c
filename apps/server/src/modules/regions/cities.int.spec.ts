import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';
import { prepareDatabase } from '../../app';
import { cities } from './regions.tables';

let t: TestApp;
let admin: string;
let customer: string;
let supplier: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInUser(t, { privilegeType: 'PLATFORM', roles: ['admin'] })).token;
  customer = (await signedInUser(t)).token;
  supplier = (await signedInUser(t, { privilegeType: 'SUPPLIER' })).token;
});
afterAll(() => t.close());

const city = (patch: Record<string, unknown> = {}) => ({
  countryCode: 'FR',
  provinceCode: 'IDF',
  provinceName: '法兰西岛大区',
  provinceNameEn: 'Ile-de-France',
  code: 'PARIS',
  name: '巴黎',
  nameEn: 'Paris',
  description: 'Capital\nof France',
  ...patch,
});
const add = (body: unknown, token = admin, lang = 'en') =>
  t.call('POST', '/api/region/city/add', { token, lang, body });
const list = (body: unknown = {}, token = admin) =>
  t.call('POST', '/api/region/city/list', { token, lang: 'en', body });

describe('city list', () => {
  it('pages the seeded cities and filters by country, province and keyword', async () => {
    const all = await list({ pageNo: 0, pageSize: 20 });
    expect(all.status).toBe(200);
    expect(all.body.total).toBeGreaterThan(500);
    expect(all.body.rows).toHaveLength(20);
    const gd = await list({ countryCode: 'CN', provinceCode: '440000' });
    expect(gd.body.total).toBe(21);
    const sz = await list({ keyword: 'shenzhen' });
    expect(sz.body.rows).toEqual([
      expect.objectContaining({
        countryCode: 'CN',
        countryName: 'China',
        code: '440300',
        name: '深圳市',
        nameEn: 'Shenzhen',
      }),
    ]);
    // The user's % is a character, not a wildcard.
    expect((await list({ keyword: '%' })).body.total).toBe(0);
  });

  it('refuses customers and suppliers (403) on every platform call', async () => {
    for (const token of [customer, supplier]) {
      expect((await list({}, token)).status).toBe(403);
      expect((await add(city(), token)).status).toBe(403);
      expect((await t.call('POST', '/api/region/city/update', { token, body: { ...city(), id: 1 } })).status).toBe(403);
      expect((await t.call('POST', '/api/region/city/delete', { token, body: { ids: [1] } })).status).toBe(403);
      expect((await t.call('POST', '/api/region/city/export', { token, body: {} })).status).toBe(403);
      expect((await t.call('GET', '/api/region/city/importTemplate', { token })).status).toBe(403);
    }
  });

  it('refuses hostile filters with 400', async () => {
    for (const body of [
      { pageSize: 501 },
      { countryCode: 'cn' },
      { keyword: '\u0000' },
      { provinceCode: 'x'.repeat(33) },
    ]) {
      expect((await list(body)).status, JSON.stringify(body)).toBe(400);
    }
  });
});

describe('city create, update, delete', () => {
  it('creates a city, answers it in the caller language, and refuses the same code twice (409)', async () => {
    const res = await add(city(), admin, 'zh');
    expect(res.status).toBe(200);
    expect(res.body.obj).toMatchObject({ countryName: '法国', code: 'PARIS', description: 'Capital\nof France' });
    const again = await add(city({ name: '巴黎 2' }));
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      errorKey: 'CITY_CODE_TAKEN',
      msg: 'This country already has a city with code PARIS',
    });
    // Another country may use the same code.
    expect((await add(city({ countryCode: 'US', provinceCode: 'TX', code: 'PARIS' }))).status).toBe(200);
    const provinces = await t.call('GET', '/api/region/getProvince?code=FR', { token: customer, lang: 'en' });
    expect(provinces.body.rows).toEqual([
      { value: 'IDF', label: 'Ile-de-France', labelEn: 'Ile-de-France', countryCode: 'FR' },
    ]);
  });

  it('refuses an unknown country (400) and hostile input (400)', async () => {
    const unknown = await add(city({ countryCode: 'XX', code: 'X1' }));
    expect(unknown.status).toBe(400);
    expect(unknown.body.errorKey).toBe('COUNTRY_UNKNOWN');
    for (const patch of [
      { code: '' },
      { code: 'a b' },
      { code: 'x'.repeat(33) },
      { name: '\u0000' },
      { name: 'n'.repeat(101) },
      { description: 'd'.repeat(501) },
      { description: 'bell\u0007' },
      { provinceName: 42 },
      { countryCode: 'fr' },
      { id: 2147483648 },
    ]) {
      const res = await add(city({ code: 'HOSTILE', ...patch }));
      expect(res.status, JSON.stringify(patch).slice(0, 60)).toBe(400);
    }
    expect((await add('not json')).status).toBe(400);
  });

  it('updates a city; a code another city holds is a conflict; a missing id is 404', async () => {
    const lyon = (
      await add(
        city({
          code: 'LYON',
          name: '里昂',
          nameEn: 'Lyon',
          provinceCode: 'ARA',
          provinceName: '奥弗涅-罗讷-阿尔卑斯大区',
        }),
      )
    ).body.obj;
    const res = await t.call('POST', '/api/region/city/update', {
      token: admin,
      lang: 'en',
      body: {
        ...city(),
        id: lyon.id,
        code: 'LYON',
        name: '里昂市',
        nameEn: 'Lyon',
        provinceCode: 'ARA',
        provinceName: 'ARA',
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.obj).toMatchObject({ id: lyon.id, name: '里昂市' });
    const clash = await t.call('POST', '/api/region/city/update', { token: admin, body: { ...city(), id: lyon.id } });
    expect(clash.status).toBe(409);
    expect(clash.body.errorKey).toBe('CITY_CODE_TAKEN');
    const missing = await t.call('POST', '/api/region/city/update', {
      token: admin,
      body: { ...city(), id: 2147483647 },
    });
    expect(missing.status).toBe(404);
    expect((await t.call('POST', '/api/region/city/update', { token: admin, body: city() })).status).toBe(400);
    expect(
      (await t.call('POST', '/api/region/city/update', { token: admin, body: { ...city(), id: 2147483648 } })).status,
    ).toBe(400);
  });

  it('deletes all the given cities or none', async () => {
    const a = (await add(city({ code: 'DEL-A' }))).body.obj.id as number;
    const b = (await add(city({ code: 'DEL-B' }))).body.obj.id as number;
    const partly = await t.call('POST', '/api/region/city/delete', { token: admin, body: { ids: [a, 2147483647] } });
    expect(partly.status).toBe(404);
    expect((await list({ keyword: 'DEL-' })).body.total).toBe(2);
    const ok = await t.call('POST', '/api/region/city/delete', { token: admin, body: { ids: [a, b, a] } });
    expect(ok.body.obj).toEqual({ deleted: 2 });
    expect((await list({ keyword: 'DEL-' })).body.total).toBe(0);
    for (const body of [
      { ids: [] },
      { ids: [0] },
      { ids: [2147483648] },
      { ids: 'x' },
      { ids: Array.from({ length: 501 }, (_, i) => i + 1) },
    ])
      expect((await t.call('POST', '/api/region/city/delete', { token: admin, body })).status).toBe(400);
    // A deleted code can be used again.
    expect((await add(city({ code: 'DEL-A', name: '又一个' }))).status).toBe(200);
  });

  it('keeps a deleted or edited seeded city as the platform left it across two starts, with no duplicates', async () => {
    const [guangzhou] = (await list({ countryCode: 'CN', keyword: 'Guangzhou' })).body.rows;
    const [shenzhen] = (await list({ countryCode: 'CN', keyword: 'Shenzhen' })).body.rows;
    await t.call('POST', '/api/region/city/delete', { token: admin, body: { ids: [guangzhou.id] } });
    await t.call('POST', '/api/region/city/update', { token: admin, body: { ...shenzhen, nameEn: 'Shenzhen (SZ)' } });
    const before = (await t.db.select().from(cities)).length;
    await prepareDatabase(t.config, t.database);
    await prepareDatabase(t.config, t.database);
    expect((await t.db.select().from(cities)).length).toBe(before);
    expect((await list({ countryCode: 'CN', keyword: 'Guangzhou' })).body.total).toBe(0);
    expect((await list({ countryCode: 'CN', keyword: 'Shenzhen' })).body.rows[0].nameEn).toBe('Shenzhen (SZ)');
    const gd = await t.call('GET', '/api/region/getCity?provinceCode=440000', { token: customer });
    expect(gd.body.total).toBe(20);
  });

  it('50 concurrent creations of one code: exactly one city, the rest 409, none 500', async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => add(city({ code: 'RACE', name: '竞速' }))));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(49);
    const rows = await t.db
      .select()
      .from(cities)
      .where(and(eq(cities.countryCode, 'FR'), eq(cities.code, 'RACE')));
    expect(rows).toHaveLength(1);

    const id = rows[0]!.id;
    const deletes = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.call('POST', '/api/region/city/delete', { token: admin, body: { ids: [id] } }),
      ),
    );
    expect(deletes.filter((d) => d.status === 200)).toHaveLength(1);
    expect(deletes.filter((d) => d.status === 404)).toHaveLength(49);
  });
});
