import type { DataAccess } from '../../platform/db/data-access';
import { upsertCountries } from './regions.repository';
import { upsertSeedCities, type CityWrite } from './cities.repository';
import countriesJson from './data/countries.json';
import citiesJson from './data/cities.json';

interface CountrySeed {
  code: string;
  code3: string;
  nameZh: string;
  nameEn: string;
  nameKo: string;
  phoneCode: string;
  continent: string;
  district: string;
  isEu: boolean;
}

/** A province with its cities as `[code, name, English name]`, the file's compact form. */
interface ProvinceSeed {
  country: string;
  code: string;
  name: string;
  nameEn: string;
  cities: [string, string, string][];
}

/** All ISO 3166 countries; EU members sort first, as the country pickers group them. */
export async function seedCountries(data: DataAccess): Promise<void> {
  const rows = (countriesJson as CountrySeed[]).map((c) => ({ ...c, sort: c.isEu ? 0 : 1 }));
  await upsertCountries(data.db, rows);
}

export const seedCityRows = (): CityWrite[] =>
  (citiesJson as ProvinceSeed[]).flatMap((p) =>
    p.cities.map(([code, name, nameEn]) => ({
      countryCode: p.country,
      provinceCode: p.code,
      provinceName: p.name,
      provinceNameEn: p.nameEn,
      code,
      name,
      nameEn,
      description: '',
    })),
  );

/**
 * Reference data at every start: countries, then the provinces and cities of CN, US, KR, JP and DE.
 * What the platform edited or deleted stays as the platform left it.
 */
export async function seedRegions(data: DataAccess): Promise<void> {
  await seedCountries(data);
  await upsertSeedCities(data.db, seedCityRows());
}
