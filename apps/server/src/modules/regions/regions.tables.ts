import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';

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
    /** Edited by the platform: the seed no longer overwrites it. */
    customized: boolean().notNull().default(false),
  },
  (t) => [
    check('countries_code_ck', sql`${t.code} ~ '^[A-Z]{2}$'`),
    check('countries_code3_ck', sql`${t.code3} ~ '^[A-Z]{3}$'`),
  ],
);

/**
 * Cities with their province (or state) written beside them: the province list of a country is read from here.
 * Seeded rows the platform edits or deletes are marked, so the next start's seed leaves them as they are
 * (a deletion is kept as `deleted_at` for that reason).
 */
export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    countryCode: text()
      .notNull()
      .references(() => countries.code),
    provinceCode: text().notNull(),
    provinceName: text().notNull(),
    provinceNameEn: text().notNull().default(''),
    code: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    description: text().notNull().default(''),
    customized: boolean().notNull().default(false),
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('cities_country_code_uq').on(t.countryCode, t.code),
    index('cities_province_idx').on(t.countryCode, t.provinceCode),
  ],
);
