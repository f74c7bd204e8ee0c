import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { countries } from './regions.tables';
import { fromExcluded } from '../../platform/db/upsert';

export type CountryRow = typeof countries.$inferSelect;
export type CountryEdit = Pick<
  typeof countries.$inferInsert,
  'code3' | 'nameZh' | 'nameEn' | 'nameKo' | 'phoneCode' | 'continent' | 'district' | 'hot'
>;

export const listCountries = (db: Db): Promise<CountryRow[]> =>
  db.select().from(countries).orderBy(asc(countries.sort), asc(countries.code));

/** The seed's upsert: a country the platform edited keeps the platform's values. */
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
      setWhere: eq(countries.customized, false),
    });
}

export async function updateCountry(db: Db, code: string, edit: CountryEdit): Promise<boolean> {
  const out = await db
    .update(countries)
    .set({ ...edit, customized: true })
    .where(eq(countries.code, code))
    .returning({ code: countries.code });
  return out.length > 0;
}
