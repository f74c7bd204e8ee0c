import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** ISO 3166-1 countries with names in the three languages; reference data seeded on every database. */
export const countries = pgTable(
  'countries',
  {
    code: text().primaryKey(),
    code3: text().notNull().unique(),
    nameZh: text().notNull(),
    nameEn: text().notNull(),
    nameKo: text().notNull(),
    phoneCode: text().notNull().default(''),
    continent: text().notNull(),
    district: text().notNull(),
    isEu: boolean().notNull().default(false),
    hot: boolean().notNull().default(false),
    sort: integer().notNull().default(0),
  },
  (t) => [
    check('countries_code_ck', sql`${t.code} ~ '^[A-Z]{2}$'`),
    check('countries_code3_ck', sql`${t.code3} ~ '^[A-Z]{3}$'`),
  ],
);
