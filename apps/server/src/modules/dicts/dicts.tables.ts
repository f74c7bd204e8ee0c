import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';

/** Named lists of values (settlement methods, user states…) that dropdowns and forms read by name. */
export const dicts = pgTable(
  'dicts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    /** Seeded by the product, which reads it by name: not renamed, not deleted. */
    builtIn: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [uniqueIndex('dicts_name_uq').on(t.name), check('dicts_name_ck', sql`${t.name} ~ '^[a-z][a-z0-9_]*$'`)],
);

export const dictDetails = pgTable(
  'dict_details',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    dictId: integer()
      .notNull()
      .references(() => dicts.id, { onDelete: 'cascade' }),
    value: text().notNull(),
    labelZh: text().notNull(),
    labelEn: text().notNull().default(''),
    labelKo: text().notNull().default(''),
    sort: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    /** Seeded by the product: its value is what code compares, so it is disabled rather than deleted. */
    builtIn: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('dict_details_dict_value_uq').on(t.dictId, t.value),
    check('dict_details_sort_ck', sql`${t.sort} >= 0`),
  ],
);
