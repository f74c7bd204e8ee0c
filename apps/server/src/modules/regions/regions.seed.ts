import type { DataAccess } from '../../platform/db/data-access';
import { upsertCountries } from './regions.repository';
import countriesJson from './data/countries.json';

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

/** All ISO 3166 countries; EU members sort first, as the country pickers group them. */
export async function seedCountries(data: DataAccess): Promise<void> {
  const rows = (countriesJson as CountrySeed[]).map((c) => ({ ...c, sort: c.isEu ? 0 : 1 }));
  await upsertCountries(data.db, rows);
}
