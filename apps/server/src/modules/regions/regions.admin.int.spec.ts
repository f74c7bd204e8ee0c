import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';
import { prepareDatabase } from '../../app';
import { cities, countries } from './regions.tables';

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

const DE = {
  regionCode: 'DE',
  code3: 'DEU',
  nameZh: '德国',
  nameEn: 'Germany',
  nameKo: '독일',
  phoneCode: '+49',
  continent: 'EUROPE',
  district: 'EU',
  hot: false,
};

describe('POST api/region/list', () => {
  it('answers every country on the first page of 300, names in the caller language', async () => {
    const res = await t.call('POST', '/api/region/list', {
      token: customer,
      lang: 'ko',
      body: { pageNo: 0, pageSize: 300 },
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(249);
    expect(res.body.rows).toHaveLength(249);
    expect(res.body.rows.find((r: { regionCode: string }) => r.regionCode === 'CN')).toMatchObject({
      regionCode: 'CN',
      regionName: '중국',
      regionNameEn: 'China',
      continentName: '아시아',
      code3: 'CHN',
      phoneCode: '+86',
      continent: 'ASIA',
      district: 'EAST_ASIA',
      hot: false,
    });
  });

  it('filters by continent, district and keyword, and pages', async () => {
    const eu = await t.call('POST', '/api/region/list', { token: supplier, body: { district: 'EU' } });
    expect(eu.body.total).toBe(27);
    const kw = await t.call('POST', '/api/region/list', { token: customer, lang: 'en', body: { keyword: 'korea' } });
    expect(kw.body.rows.map((r: { regionCode: string }) => r.regionCode).sort()).toEqual(['KP', 'KR']);
    const page = await t.call('POST', '/api/region/list', { token: customer, body: { pageNo: 2, pageSize: 10 } });
    expect(page.body).toMatchObject({ total: 249 });
    expect(page.body.rows).toHaveLength(10);
    const past = await t.call('POST', '/api/region/list', { token: customer, body: { pageNo: 30, pageSize: 10 } });
    expect(past.body).toMatchObject({ total: 249, rows: [] });
  });

  it('refuses hostile paging and filters with 400', async () => {
    for (const body of [
      { pageSize: 301 },
      { pageNo: -1 },
      { pageNo: 'x' },
      { keyword: 'a\u0000b' },
      { keyword: 'k'.repeat(10_000) },
      { continent: 'ATLANTIS' },
      { hot: 'yes' },
    ]) {
      const res = await t.call('POST', '/api/region/list', { token: customer, body });
      expect(res.status, JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(res.body.errorKey).toBe('VALIDATION_FAILED');
    }
    expect((await t.call('POST', '/api/region/list', { body: {} })).status).toBe(401);
  });
});

describe('country dropdowns', () => {
  it('GET api/region/lists answers label/value pairs in the caller language, hot countries first', async () => {
    await t.db.update(countries).set({ hot: true }).where(eq(countries.code, 'US'));
    try {
      await t.call('POST', '/api/region/update', { token: admin, body: { ...DE, hot: true } });
      const res = await t.call('GET', '/api/region/lists', { token: customer, lang: 'en' });
      expect(res.status).toBe(200);
      expect(res.body.total).toBe(249);
      expect(res.body.rows[0]).toEqual({ label: 'Germany', value: 'DE' });
      expect(Object.keys(res.body.rows[5]).sort()).toEqual(['label', 'value']);
      const zh = await t.call('GET', '/api/region/lists', { token: supplier, lang: 'zh' });
      expect(zh.body.rows.find((r: { value: string }) => r.value === 'JP').label).toBe('日本');
    } finally {
      await t.call('POST', '/api/region/update', { token: admin, body: DE });
      await t.db.update(countries).set({ hot: false }).where(eq(countries.code, 'US'));
    }
  });

  it('POST api/region/listsByProduct takes product ids (array or object) and answers their countries', async () => {
    // No product: every country. Products the caller does not see (here: none exist) serve no country.
    for (const body of [[], {}]) {
      const res = await t.call('POST', '/api/region/listsByProduct', { token: customer, lang: 'ko', body });
      expect(res.status).toBe(200);
      expect(res.body.rows.find((r: { value: string }) => r.value === 'KR')).toEqual({ label: '한국', value: 'KR' });
    }
    for (const body of [[1, 2, 3], { productIds: [7] }]) {
      const res = await t.call('POST', '/api/region/listsByProduct', { token: customer, lang: 'ko', body });
      expect(res.status).toBe(200);
      expect(res.body.rows).toEqual([]);
    }
    for (const body of [[2147483648], [0], ['1'], { productIds: [1.5] }, Array.from({ length: 501 }, () => 1)]) {
      const res = await t.call('POST', '/api/region/listsByProduct', { token: customer, body });
      expect(res.status, JSON.stringify(body).slice(0, 40)).toBe(400);
    }
  });
});

describe('provinces and cities', () => {
  it('GET api/region/getProvince answers China by default: its 34 provincial divisions', async () => {
    const zh = await t.call('GET', '/api/region/getProvince', { token: customer, lang: 'zh' });
    expect(zh.status).toBe(200);
    expect(zh.body.total).toBe(34);
    expect(zh.body.rows[0]).toEqual({ value: '110000', label: '北京市', labelEn: 'Beijing', countryCode: 'CN' });
    const en = await t.call('GET', '/api/region/getProvince?code=CN', { token: customer, lang: 'en' });
    expect(en.body.rows.find((p: { value: string }) => p.value === '440000').label).toBe('Guangdong');
  });

  it('knows the US states and DC, the German states, the Japanese prefectures and the Korean provinces', async () => {
    const count = async (code: string) =>
      (await t.call('GET', `/api/region/getProvince?code=${code}`, { token: supplier })).body.total;
    expect(await count('US')).toBe(51);
    expect(await count('DE')).toBe(16);
    expect(await count('JP')).toBe(47);
    expect(await count('KR')).toBe(17);
    expect(await count('FR')).toBe(0);
  });

  it('GET api/region/getCity answers the cities of a province', async () => {
    const res = await t.call('GET', '/api/region/getCity?countryCode=CN&provinceCode=440000', {
      token: customer,
      lang: 'en',
    });
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(21);
    expect(res.body.rows.find((c: { value: string }) => c.value === '440300')).toMatchObject({
      label: 'Shenzhen',
      labelEn: 'Shenzhen',
      provinceCode: '440000',
    });
    const ca = await t.call('GET', '/api/region/getCity?countryCode=US&provinceCode=CA', {
      token: customer,
      lang: 'zh',
    });
    expect(ca.body.rows.map((c: { label: string }) => c.label)).toContain('洛杉矶');
    // Without a country: China; every Chinese city.
    const all = await t.call('GET', '/api/region/getCity', { token: customer });
    expect(all.body.total).toBeGreaterThan(330);
  });

  it('refuses hostile queries with 400', async () => {
    for (const url of [
      '/api/region/getProvince?code=cn',
      '/api/region/getProvince?code=%00A',
      `/api/region/getProvince?code=${'A'.repeat(5000)}`,
      '/api/region/getCity?countryCode=CHN',
      '/api/region/getCity?provinceCode=%00',
      `/api/region/getCity?provinceCode=${'1'.repeat(100)}`,
      "/api/region/getCity?provinceCode=1'%20or%201=1",
    ]) {
      const res = await t.call('GET', url, { token: customer });
      expect(res.status, url.slice(0, 60)).toBe(400);
    }
  });
});

describe('POST api/region/update', () => {
  it('lets the platform edit a country; every list shows the edit at once', async () => {
    const edit = { ...DE, nameEn: 'Germany (Federal Republic)', phoneCode: '+49', district: 'EU', hot: true };
    const res = await t.call('POST', '/api/region/update', { token: admin, lang: 'en', body: edit });
    expect(res.status).toBe(200);
    expect(res.body.obj).toMatchObject({ regionCode: 'DE', regionName: 'Germany (Federal Republic)', hot: true });
    const all = await t.call('GET', '/api/customerAddress/getAllCountry', { token: customer, lang: 'en' });
    expect(all.body.rows.find((c: { value: string }) => c.value === 'DE').label).toBe('Germany (Federal Republic)');
    await t.call('POST', '/api/region/update', { token: admin, body: DE });
  });

  it('keeps the platform edit over the seed at the next start, and the seed adds no duplicates', async () => {
    await t.call('POST', '/api/region/update', { token: admin, body: { ...DE, nameKo: '독일 연방' } });
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(cities);
    await prepareDatabase(t.config, t.database);
    await prepareDatabase(t.config, t.database);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(cities);
    expect(after[0]!.n).toBe(before[0]!.n);
    expect((await t.db.select().from(countries)).length).toBe(249);
    const [de] = await t.db.select().from(countries).where(eq(countries.code, 'DE'));
    expect(de).toMatchObject({ nameKo: '독일 연방', customized: true });
    await t.call('POST', '/api/region/update', { token: admin, body: DE });
  });

  it('answers 409 for a three-letter code another country holds, 404 for an unknown country', async () => {
    const taken = await t.call('POST', '/api/region/update', {
      token: admin,
      lang: 'en',
      body: { ...DE, code3: 'FRA' },
    });
    expect(taken.status).toBe(409);
    expect(taken.body).toMatchObject({
      errorKey: 'REGION_CODE3_TAKEN',
      msg: 'The three-letter code FRA belongs to another country',
    });
    const missing = await t.call('POST', '/api/region/update', { token: admin, body: { ...DE, regionCode: 'XX' } });
    expect(missing.status).toBe(404);
    expect(missing.body.errorKey).toBe('REGION_NOT_FOUND');
  });

  it('refuses customers and suppliers (403), and anonymous callers (401)', async () => {
    for (const token of [customer, supplier]) {
      const res = await t.call('POST', '/api/region/update', { token, body: DE });
      expect(res.status).toBe(403);
    }
    expect((await t.call('POST', '/api/region/update', { body: DE })).status).toBe(401);
  });

  it('refuses hostile edits with 400', async () => {
    for (const patch of [
      { code3: 'de' },
      { code3: 'DEUT' },
      { phoneCode: '+12345' },
      { phoneCode: 'abc' },
      { nameZh: '' },
      { nameEn: 'x\u0000y' },
      { nameKo: 'k'.repeat(101) },
      { continent: 'MARS' },
      { district: 'EU\u0000' },
      { hot: 'true' },
      { regionCode: 'DEU' },
    ]) {
      const res = await t.call('POST', '/api/region/update', { token: admin, body: { ...DE, ...patch } });
      expect(res.status, JSON.stringify(patch)).toBe(400);
    }
    expect((await t.call('POST', '/api/region/update', { token: admin, body: '[]' })).status).toBe(400);
  });

  it('survives 50 concurrent identical edits: all succeed, one country, the edit in place', async () => {
    const body = { ...DE, hot: true, phoneCode: '+49' };
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.call('POST', '/api/region/update', { token: admin, body })),
    );
    expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const rows = await t.db.select().from(countries).where(eq(countries.code, 'DE'));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.hot).toBe(true);
    await t.call('POST', '/api/region/update', { token: admin, body: DE });
  });
});
