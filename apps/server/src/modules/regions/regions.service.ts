import { buildCountryTree, type Continent, type Country, type District, type Language } from '@parcelhub/contracts';
import type { DataAccess } from '../../platform/db/data-access';
import { listCountries, type CountryRow } from './regions.repository';

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

/**
 * Countries change with a release, not at run time: they are read once and kept in memory per language.
 * `reload` drops the cache (after a reference-data seed).
 */
export function createRegionsService({ data }: { data: DataAccess }) {
  let rows: Promise<CountryRow[]> | null = null;
  const byLang = new Map<Language, Country[]>();
  const load = () => (rows ??= listCountries(data.db).catch((e) => ((rows = null), Promise.reject(e))));

  return {
    async countries(lang: Language): Promise<Country[]> {
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
    reload() {
      rows = null;
      byLang.clear();
    },
  };
}

export type RegionsService = ReturnType<typeof createRegionsService>;
