import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { SORT_TYPES } from '@parcelhub/contracts';
import { timestamps } from '../../platform/db/columns';
import { users } from '../users';
import { warehouses } from '../warehouses';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/**
 * Sorting rules (spec 000 §3): a warehouse's rules send a parcel to a bay. Conditions left null (or an empty
 * destination list) hold for any parcel; the rest (end distribution center, CIN, sort level…) is what the station
 * prints and reports.
 */
export const sortRules = pgTable(
  'sort_rules',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    sortType: text({ enum: SORT_TYPES }).notNull().default('DISTRIBUTION_CENTER'),
    level: integer().notNull().default(0),
    bayNumber: integer().notNull(),
    customerId: integer().references(() => users.id, { onDelete: 'cascade' }),
    /** ISO alpha-2 codes, comma-separated, upper case; '' for any. */
    destinations: text().notNull().default(''),
    productCode: text(),
    carrierCode: text(),
    postcodeFrom: text(),
    postcodeTo: text(),
    postcodeLength: integer(),
    weightMin: numeric({ precision: 10, scale: 3 }),
    weightMax: numeric({ precision: 10, scale: 3 }),
    machinable: boolean(),
    warehouseCity: text().notNull().default(''),
    endDistributionCenter: text().notNull().default(''),
    /** The weight (kg) the station reports for the parcel when it differs from the declared one. */
    executionWeight: numeric({ precision: 10, scale: 3 }),
    sortLevel: text().notNull().default(''),
    cin: text().notNull().default(''),
    cinrReadable: text().notNull().default(''),
    baggingRequirement: text().notNull().default(''),
    validFrom: timestamp({ withTimezone: true }),
    validTo: timestamp({ withTimezone: true }),
    enabled: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('sort_rules_code_uq').on(t.warehouseId, sql`lower(${t.code})`),
    index('sort_rules_warehouse_idx').on(t.warehouseId, t.sortType),
    check('sort_rules_type_ck', sql`${t.sortType} in (${inList(SORT_TYPES)})`),
    check(
      'sort_rules_weight_ck',
      sql`${t.weightMin} is null or ${t.weightMax} is null or ${t.weightMin} <= ${t.weightMax}`,
    ),
  ],
);

/**
 * A warehouse's rule version: moved in the transaction of every change to its rules. Each process reads it (one key
 * lookup) before a decision and compiles the warehouse's rules again when it moved (decision 181). No `id`: not
 * logged, it is bookkeeping.
 */
export const sortRuleVersions = pgTable('sort_rule_versions', {
  warehouseId: integer()
    .primaryKey()
    .references(() => warehouses.id, { onDelete: 'cascade' }),
  version: integer().notNull().default(0),
});
