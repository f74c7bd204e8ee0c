import { asc } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { countries } from './regions.tables';
import { fromExcluded } from '../../platform/db/upsert';

export type CountryRow = typeof countries.$inferSelect;

export const listCountries = (db: Db): Promise<CountryRow[]> =>
  db.select().from(countries).orderBy(asc(countries.sort), asc(countries.code));

export async function upsertCountries(db: Db, rows: (typeof countries.$inferInsert)[]): Promise<void> {
  await db
    .insert(countries)
    .values(rows)
    .onConflictDoUpdate({
      target: countries.code,
      set: fromExcluded(countries, [
        'code3',
        'nameZh',
        'nameEn',
        'nameKo',
        'phoneCode',
        'continent',
        'district',
        'isEu',
        'sort',
      ]),
    });
}
