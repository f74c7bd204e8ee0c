import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';
import { orders } from '../orders';

/** Trace stations (hubs, ports, partners' depots that report events): platform reference data, not owned. */
export const traceStations = pgTable(
  'trace_stations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    countryCode: text().notNull(),
    city: text().notNull().default(''),
    address: text().notNull().default(''),
    /** IANA name: a trace DB row naming the station gives its local time in this zone. */
    timezone: text().notNull().default('UTC'),
    enabled: boolean().notNull().default(true),
    remark: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [uniqueIndex('trace_stations_code_uq').on(sql`lower(${t.code})`)],
);

/**
 * The trace database: events files reported for delivery numbers, kept whether or not a parcel has the number yet.
 * One row per (delivery number, code, event time): a file imported twice adds nothing. `orderId` is set once the
 * number matched a parcel and the row was handed to tracking.
 */
export const traceDbRecords = pgTable(
  'trace_db_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    deliveryNumber: text().notNull(),
    status: text().notNull(),
    subStatus: text(),
    /** `STATUS` or `STATUS/SUB_STATUS`: what tracking's mapper reads. */
    code: text().notNull(),
    eventTime: timestamp({ withTimezone: true }).notNull(),
    location: text().notNull().default(''),
    description: text().notNull().default(''),
    stationId: integer().references(() => traceStations.id, { onDelete: 'set null' }),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    matchedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  // Leads with the number: it serves a number's records when matching too.
  (t) => [uniqueIndex('trace_db_records_once_uq').on(t.deliveryNumber, t.code, t.eventTime)],
);

/** Each attempt to match a delivery number (import, edit, by hand) and what tracking took of it. */
export const traceMatchRecords = pgTable(
  'trace_match_records',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    deliveryNumber: text().notNull(),
    trigger: text({ enum: ['IMPORT', 'EDIT', 'MANUAL'] }).notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    matched: boolean().notNull(),
    recorded: integer().notNull().default(0),
    repeated: integer().notNull().default(0),
    waiting: integer().notNull().default(0),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('trace_match_records_number_idx').on(t.deliveryNumber, t.id.desc())],
);
