import { asc, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { countries } from './regions.tables';

export type CountryRow = typeof countries.$inferSelect;

export const listCountries = (db: Db): Promise<CountryRow[]> =>
  db.select().from(countries).orderBy(asc(countries.sort), asc(countries.code));

export async function upsertCountries(db: Db, rows: (typeof countries.$inferInsert)[]): Promise<void> {
  await db
    .insert(countries)
    .values(rows)
    .onConflictDoUpdate({
      target: countries.code,
      set: {
        code3: sql`excluded.code3`,
        nameZh: sql`excluded.name_zh`,
        nameEn: sql`excluded.name_en`,
        nameKo: sql`excluded.name_ko`,
        phoneCode: sql`excluded.phone_code`,
        continent: sql`excluded.continent`,
        district: sql`excluded.district`,
        isEu: sql`excluded.is_eu`,
        sort: sql`excluded.sort`,
      },
    });
}
