import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../../../test/helpers/test-app';
import { signedInUser } from '../../../test/factories/accounts';
import { dataAccessOf } from '../../platform/db/data-access';
import { createRegionsService } from './regions.service';
import { countries } from './regions.tables';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = (await signedInUser(t)).token;
});
afterAll(() => t.close());

interface Country {
  value: string;
  label: string;
  isEu: boolean;
}
interface Node {
  value: string;
  label: string;
  labelEn: string;
  children: { value: string; label: string; labelEn: string }[];
}

const allCountries = async (lang: string) => {
  const res = await t.call('GET', '/api/customerAddress/getAllCountry', { token, lang });
  expect(res.status).toBe(200);
  return res.body.rows as Country[];
};
const tree = async (lang: string) => {
  const res = await t.call('GET', '/api/region/countryTree', { token, lang });
  expect(res.status).toBe(200);
  return res.body.obj as Node[];
};

describe('regions: the country list', () => {
  it('labels every country in the caller language and keeps the three names beside', async () => {
    const pick = (rows: Country[], code: string) => rows.find((c) => c.value === code)!;
    const [zh, en, ko] = [await allCountries('zh'), await allCountries('en'), await allCountries('ko')];
    expect([pick(zh, 'KR').label, pick(en, 'KR').label, pick(ko, 'KR').label]).toEqual(['韩国', 'South Korea', '한국']);
    expect(pick(ko, 'KR')).toEqual({
      value: 'KR',
      label: '한국',
      labelEn: 'South Korea',
      labelZh: '韩国',
      labelKo: '한국',
      code3: 'KOR',
      phoneCode: '+82',
      continent: 'ASIA',
      district: 'EAST_ASIA',
      isEu: false,
    });
    for (const rows of [zh, en, ko]) expect(rows).toHaveLength(249);
    // An unknown Accept-Language speaks the default, Chinese.
    expect(pick(await allCountries('fr'), 'DE').label).toBe('德国');
  });

  it('lists the EU members first, then the others, each part in code order', async () => {
    const rows = await allCountries('en');
    const eu = rows.filter((c) => c.isEu).map((c) => c.value);
    expect(eu).toHaveLength(27);
    expect(rows.slice(0, 27).map((c) => c.value)).toEqual([...eu].sort());
    const rest = rows.slice(27).map((c) => c.value);
    expect(rest).toEqual([...rest].sort());
    expect(rest[0]).toBe('AD');
  });

  it('needs a session', async () => {
    expect((await t.call('GET', '/api/customerAddress/getAllCountry')).status).toBe(401);
    expect((await t.call('GET', '/api/region/countryTree')).status).toBe(401);
  });
});

describe('regions: the country tree', () => {
  it('groups the 27 EU members first, then the continents in order, labelled in the caller language', async () => {
    const ko = await tree('ko');
    expect(ko.map((g) => g.value)).toEqual([
      'EU',
      'EUROPE',
      'NORTH_AMERICA',
      'SOUTH_AMERICA',
      'ASIA',
      'AFRICA',
      'OCEANIA',
    ]);
    expect(ko[0]).toMatchObject({ label: '유럽연합', labelEn: 'European Union' });
    expect(ko[0]!.children).toHaveLength(27);
    expect(ko[0]!.children.find((c) => c.value === 'FR')).toEqual({ value: 'FR', label: '프랑스', labelEn: 'France' });
    const asia = ko.find((g) => g.value === 'ASIA')!;
    expect(asia).toMatchObject({ label: '아시아', labelEn: 'Asia' });
    expect(asia.children.find((c) => c.value === 'CN')).toEqual({ value: 'CN', label: '중국', labelEn: 'China' });
    const zh = await tree('zh');
    expect(zh[0]!.label).toBe('欧盟');
    expect(zh.find((g) => g.value === 'EUROPE')!.children.find((c) => c.value === 'GB')!.label).toBe('英国');
    // Every country once.
    const leaves = zh.flatMap((g) => g.children.map((c) => c.value));
    expect(new Set(leaves).size).toBe(249);
  });
});

describe('regions: the in-memory cache', () => {
  it('reads the table once, keeps each language, and reads it again after reload', async () => {
    const regions = createRegionsService({ data: dataAccessOf(t.database) });
    expect(await regions.countryName('DE', 'en')).toBe('Germany');
    const firstEn = await regions.countries('en');
    expect(await regions.countries('en')).toBe(firstEn);
    await t.db.update(countries).set({ nameEn: 'Germany (renamed)' }).where(eq(countries.code, 'DE'));
    try {
      // Cached: the rename is not seen until reload.
      expect(await regions.countryName('DE', 'en')).toBe('Germany');
      expect((await regions.countries('en')).find((c) => c.value === 'DE')!.label).toBe('Germany');
      // A language not asked before is built from the rows read then.
      expect((await regions.countries('ko')).find((c) => c.value === 'DE')!.labelEn).toBe('Germany');
      regions.reload();
      expect(await regions.countryName('DE', 'en')).toBe('Germany (renamed)');
      const again = await regions.countries('en');
      expect(again).not.toBe(firstEn);
      expect(again.find((c) => c.value === 'DE')!.label).toBe('Germany (renamed)');
      expect((await regions.countries('ko')).find((c) => c.value === 'DE')!.labelEn).toBe('Germany (renamed)');
    } finally {
      await t.db.update(countries).set({ nameEn: 'Germany' }).where(eq(countries.code, 'DE'));
    }
  });

  it('answers names and existence by code', async () => {
    const regions = createRegionsService({ data: dataAccessOf(t.database) });
    expect(await regions.countryName('JP', 'zh')).toBe('日本');
    expect(await regions.countryName('JP', 'ko')).toBe('일본');
    expect(await regions.countryName('XX', 'en')).toBeNull();
    expect(await regions.exists('JP')).toBe(true);
    expect(await regions.exists('XX')).toBe(false);
  });

  it('forgets a failed read, so the next call tries the database again', async () => {
    const data = dataAccessOf(t.database);
    let failures = 1;
    // The first query fails as a dropped connection would: the promise rejects.
    const db = new Proxy(data.db, {
      get(target, prop, receiver) {
        if (prop === 'select' && failures-- > 0) {
          const rejected = Promise.reject(new Error('connection reset'));
          return () => ({ from: () => ({ orderBy: () => rejected }) });
        }
        return Reflect.get(target, prop, receiver);
      },
    });
    const flaky = { ...data, db };
    const regions = createRegionsService({ data: flaky });
    await expect(regions.exists('DE')).rejects.toThrow('connection reset');
    await expect(regions.exists('DE')).resolves.toBe(true);
  });
});
