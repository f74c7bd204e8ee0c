import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';
import { ownedBy } from '../../platform/auth/scope';
import { users } from '../users';

/** One parameter of a clearance service: a key and its value, in the order the operator wrote them. */
export interface ServiceParameter {
  key: string;
  value: string;
}

/**
 * Clearance ports (spec 000 §3 "Clearance port"): where a parcel is cleared through customs at destination. `code` is
 * the port's three uppercase letters (unique), `countryCode` the country's two. The count of clearance products
 * using a port is not kept here: the clearance-products module answers it through `useProductUsage` (decision 231).
 */
export const clearancePorts = pgTable(
  'clearance_ports',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    nameZh: text().notNull(),
    nameEn: text().notNull().default(''),
    country: text().notNull().default(''),
    countryCode: text().notNull(),
    district: text().notNull().default(''),
    clearanceCity: text().notNull().default(''),
    attribute: text().notNull().default(''),
    enabled: boolean().notNull().default(true),
    remark: text().notNull().default(''),
    alliance: text().notNull().default(''),
    province: text().notNull().default(''),
    address: text().notNull().default(''),
    postcode: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clearance_ports_code_uq').on(t.code),
    check('clearance_ports_code_ck', sql`${t.code} ~ '^[A-Z]{3}$'`),
    check('clearance_ports_country_code_ck', sql`${t.countryCode} ~ '^[A-Z]{2}$'`),
  ],
);

/**
 * Clearance industries: the trades a customer clears goods for (cross-border e-commerce, ...). `name` is the name as
 * the operator writes it (the platform's language, zh); `nameEn` and `nameKo` its words for the other screens
 * (empty: the name is shown).
 */
export const clearanceIndustries = pgTable(
  'clearance_industries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    nameKo: text().notNull().default(''),
    remark: text().notNull().default(''),
    enabled: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('clearance_industries_name_uq').on(sql`lower(${t.name})`)],
);

/**
 * The clearance services of an industry, which a customer may buy: parameters (a key/value list), a description,
 * whether it may be bought again for the same bill (`repeat`), and the ways its documents are uploaded.
 */
export const clearanceServices = pgTable(
  'clearance_services',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    industryId: integer()
      .notNull()
      .references(() => clearanceIndustries.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    nameKo: text().notNull().default(''),
    parameters: jsonb().$type<ServiceParameter[]>().notNull().default([]),
    describe: text().notNull().default(''),
    repeat: boolean().notNull().default(false),
    uploadMethodTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clearance_services_name_uq').on(t.industryId, sql`lower(${t.name})`),
    index('clearance_services_industry_idx').on(t.industryId),
  ],
);

/**
 * The customer relevance record: a customer's main account may use a clearance service. One row per account and
 * service; cancelling an assignment deletes the row (the operation log keeps it).
 */
export const clearanceServiceAssignments = pgTable(
  'clearance_service_assignments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    serviceId: integer()
      .notNull()
      .references(() => clearanceServices.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clearance_service_assignments_uq').on(t.accountId, t.serviceId),
    index('clearance_service_assignments_service_idx').on(t.serviceId),
  ],
);

/** A customer sees only its own assignments (sub-accounts act for their main account). */
export const clearanceAssignmentOwners = ownedBy({ account: clearanceServiceAssignments.accountId });
