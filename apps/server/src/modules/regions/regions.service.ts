import {
  buildCountryTree,
  continentName,
  type Continent,
  type Country,
  type District,
  type Language,
  type Option,
  type Region,
  type RegionQuery,
  type RegionUpdate,
} from '@parcelhub/contracts';
import type { z } from 'zod';
import type { DataAccess } from '../../platform/db/data-access';
import { AppError } from '../../platform/http/app-error';
import { uniqueViolation } from '../../platform/db/errors';
import type { TasksService } from '../tasks';
import { listCountries, updateCountry, type CountryRow } from './regions.repository';
import { createCitiesService } from './cities.service';

const label = (row: CountryRow, lang: Language) =>
  lang === 'en' ? row.nameEn : lang === 'ko' ? row.nameKo : row.nameZh;

export function toCountry(row: CountryRow, lang: Language): Country {
  return {
    value: row.code,
    label: label(row, lang),
    labelEn: row.nameEn,
    labelZh: row.nameZh,
    labelKo: row.nameKo,
    code3: row.code3,
    phoneCode: row.phoneCode,
    continent: row.continent as Continent,
    district: row.district as District,
    isEu: row.isEu,
  };
}

export function toRegion(row: CountryRow, lang: Language): Region {
  const continent = row.continent as Continent;
  return {
    regionCode: row.code,
    regionName: label(row, lang),
    regionNameEn: row.nameEn,
    continentName: continentName(continent, lang),
    code3: row.code3,
    phoneCode: row.phoneCode,
    continent,
    district: row.district as District,
    isEu: row.isEu,
    hot: row.hot,
    nameZh: row.nameZh,
    nameEn: row.nameEn,
    nameKo: row.nameKo,
  };
}

/** Countries rarely change: kept in memory, read again after an edit here or a minute after the last read. */
const CACHE_MS = 60_000;

function matches(row: CountryRow, q: z.output<typeof RegionQuery>): boolean {
  if (q.continent && row.continent !== q.continent) return false;
  if (q.district && row.district !== q.district) return false;
  if (q.hot !== undefined && row.hot !== q.hot) return false;
  if (!q.keyword) return true;
  const k = q.keyword.toLowerCase();
  return [row.code, row.code3, row.nameZh, row.nameEn, row.nameKo].some((v) => v.toLowerCase().includes(k));
}

export function createRegionsService({ data, tasks }: { data: DataAccess; tasks?: TasksService }) {
  let rows: Promise<CountryRow[]> | null = null;
  let loadedAt = 0;
  const byLang = new Map<Language, Country[]>();
  const load = () => {
    if (rows && Date.now() - loadedAt > CACHE_MS) reload();
    if (!rows) loadedAt = Date.now();
    return (rows ??= listCountries(data.db).catch((e) => ((rows = null), Promise.reject(e))));
  };
  function reload() {
    rows = null;
    byLang.clear();
  }

  const countryService = {
    async countries(lang: Language): Promise<Country[]> {
      await load(); // drops the per-language lists when the rows have aged
      const cached = byLang.get(lang);
      if (cached) return cached;
      const list = (await load()).map((r) => toCountry(r, lang));
      byLang.set(lang, list);
      return list;
    },
    async countryTree(lang: Language) {
      return buildCountryTree(await this.countries(lang), lang);
    },
    async countryName(code: string, lang: Language): Promise<string | null> {
      const row = (await load()).find((r) => r.code === code);
      return row ? label(row, lang) : null;
    },
    async exists(code: string): Promise<boolean> {
      return (await load()).some((r) => r.code === code);
    },
    reload,

    /** `POST api/region/list`: filtered in memory (249 rows), paged as asked. */
    async list(q: z.output<typeof RegionQuery>, lang: Language) {
      const all = (await load()).filter((r) => matches(r, q));
      const start = q.pageNo * q.pageSize;
      return { rows: all.slice(start, start + q.pageSize).map((r) => toRegion(r, lang)), total: all.length };
    },

    /** The country dropdown: hot countries first, then the usual order. */
    async options(lang: Language): Promise<Option[]> {
      const all = await load();
      const ordered = [...all.filter((r) => r.hot), ...all.filter((r) => !r.hot)];
      return ordered.map((r) => ({ label: label(r, lang), value: r.code }));
    },

    async update(input: z.output<typeof RegionUpdate>, lang: Language): Promise<Region> {
      const { regionCode, ...edit } = input;
      try {
        const found = await updateCountry(data.db, regionCode, edit);
        if (!found) throw new AppError('REGION_NOT_FOUND', { code: regionCode });
      } catch (e) {
        if (uniqueViolation(e) !== null) throw new AppError('REGION_CODE3_TAKEN', { code3: edit.code3 });
        throw e;
      } finally {
        reload();
      }
      const row = (await load()).find((r) => r.code === regionCode);
      if (!row) throw new AppError('REGION_NOT_FOUND', { code: regionCode });
      return toRegion(row, lang);
    },
  };

  const cities = createCitiesService({
    data,
    tasks,
    countryName: countryService.countryName,
    exists: countryService.exists,
    countries: (lang) => countryService.countries(lang),
  });
  return { ...countryService, ...cities };
}

export type RegionsService = ReturnType<typeof createRegionsService>;
