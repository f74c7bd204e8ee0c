import type { Db } from '../../platform/db/client';
import { upsertCountries } from './regions.repository';
import data from './data/countries.json';

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
export async function seedCountries(db: Db): Promise<void> {
  const rows = (data as CountrySeed[]).map((c) => ({ ...c, sort: c.isEu ? 0 : 1 }));
  await upsertCountries(db, rows);
}
