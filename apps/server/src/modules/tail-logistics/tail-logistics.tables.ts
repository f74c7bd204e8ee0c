import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';

/** Last-mile carriers (USPS, Yamato…): platform reference data, not owned by an account. */
export const tailLogistics = pgTable(
  'tail_logistics',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    contact: text().notNull().default(''),
    phone: text().notNull().default(''),
    website: text().notNull().default(''),
    /** The carrier's tracking page with `{trackingNo}` where the number goes. */
    trackingUrl: text().notNull().default(''),
    enabled: boolean().notNull().default(true),
    remark: text().notNull().default(''),
    ...timestamps,
  },
  // Case-insensitive: "usps" and "USPS" are one carrier to anyone reading a sheet.
  (t) => [uniqueIndex('tail_logistics_code_uq').on(sql`lower(${t.code})`)],
);

/** A carrier's delivery services; deleted with their carrier. */
export const tailLogisticsServices = pgTable(
  'tail_logistics_services',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tailLogisticsId: integer()
      .notNull()
      .references(() => tailLogistics.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    enabled: boolean().notNull().default(true),
    remark: text().notNull().default(''),
    ...timestamps,
  },
  // Leads with the carrier: it serves the carrier's service list too.
  (t) => [uniqueIndex('tail_logistics_services_code_uq').on(t.tailLogisticsId, sql`lower(${t.code})`)],
);
