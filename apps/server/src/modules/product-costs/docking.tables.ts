import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';

/**
 * A carrier's interface that a cost's account is attached to; the adapters that talk to it come with a later issue.
 * No credentials here. Deleting one only marks it (`deletedAt`), so the start-up seed does not bring it back; saving
 * a provider under a deleted one's code takes that row over.
 */
export const dockingProviders = pgTable(
  'docking_providers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    interfaceName: text().notNull(),
    /** Labels come back in the same call (true) or later. */
    syncLabel: boolean().notNull().default(true),
    enabled: boolean().notNull().default(true),
    remark: text().notNull().default(''),
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('docking_providers_code_uq').on(t.code),
    check('docking_providers_code_ck', sql`${t.code} ~ '^[A-Z][A-Z0-9_]{0,31}$'`),
  ],
);

/** The words of a dock model's attribute in each language. */
export interface AttributeNames {
  zh: string;
  en: string;
  ko: string;
}

/** A service a docking provider offers (a dock model): what a cost's account picks. */
export const dockModels = pgTable(
  'dock_models',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    providerId: integer()
      .notNull()
      .references(() => dockingProviders.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    serviceCode: text().notNull(),
    usePreRecordedType: text().notNull().default('NONE'),
    attribute: text().notNull().default(''),
    attributeNames: jsonb().$type<AttributeNames>().notNull().default({ zh: '', en: '', ko: '' }),
    logistics: text().notNull().default(''),
    logisticsNames: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    enabled: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('dock_models_service_uq').on(t.providerId, t.serviceCode),
    index('dock_models_provider_idx').on(t.providerId),
  ],
);
