import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BAY_STATES } from '@parcelhub/contracts';
import { timestamps } from '../../platform/db/columns';
import { orders } from '../orders';
import { ownedBy } from '../../platform/auth/scope';
import { users } from '../users';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/**
 * Sorting warehouses (spec 000 §3). `accountId` names the customer a warehouse works for (a customer-level warehouse,
 * `custList`); null for the platform's own.
 */
export const warehouses = pgTable(
  'warehouses',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    accountId: integer().references(() => users.id, { onDelete: 'restrict' }),
    city: text().notNull().default(''),
    address: text().notNull().default(''),
    contact: text().notNull().default(''),
    phone: text().notNull().default(''),
    enabled: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('warehouses_code_uq').on(sql`lower(${t.code})`), index('warehouses_account_idx').on(t.accountId)],
);

/** A customer-level warehouse is its account's: `custList` and every call on it are scoped by it (decision 171). */
export const warehouseOwners = ownedBy({ account: warehouses.accountId });

/**
 * A warehouse's sorting bays. `pieces` and `weight` are what the bay holds now (its open bag's parcels), zeroed when
 * the bag is taken away (`sort-gap-work/bagChangeCompleted`).
 */
export const warehouseBays = pgTable(
  'warehouse_bays',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    number: integer().notNull(),
    /** Metres from the induction point. */
    distance: numeric({ precision: 8, scale: 2 }).notNull().default('0'),
    valid: boolean().notNull().default(true),
    pieces: integer().notNull().default(0),
    /** Kilograms. */
    weight: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    /** The heaviest parcel the bay takes, and what the bay holds before it is full (kg). */
    maxWeight: numeric({ precision: 10, scale: 3 }).notNull().default('30'),
    /** The longest side of a parcel the bay takes (cm). */
    maxSize: integer().notNull().default(150),
    state: text({ enum: BAY_STATES }).notNull().default('IDLE'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('warehouse_bays_number_uq').on(t.warehouseId, t.number),
    check('warehouse_bays_state_ck', sql`${t.state} in (${inList(BAY_STATES)})`),
    check('warehouse_bays_counts_ck', sql`${t.pieces} >= 0 and ${t.weight} >= 0`),
  ],
);

export const PARCEL_PLACE_SOURCES = ['SCAN', 'TASK'] as const;

/**
 * Where a parcel was sorted: one row per order, so a parcel scanned again, by two stations at once or by a scan and a
 * sort task, is placed (and counted in its bay) once. `inBay` is true while the parcel lies in the bay; the bay's
 * change (`freeBay`) clears it, and the row stays to say which warehouse holds the parcel.
 */
export const warehouseParcels = pgTable(
  'warehouse_parcels',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'cascade' }),
    bayId: integer().references(() => warehouseBays.id, { onDelete: 'set null' }),
    /** The sorting rule that chose the bay (the sort-rules module's id; no key across modules). */
    ruleId: integer(),
    /** Kilograms, as counted in the bay. */
    weight: numeric({ precision: 14, scale: 3 }).notNull(),
    inBay: boolean().notNull().default(true),
    source: text({ enum: PARCEL_PLACE_SOURCES }).notNull(),
    sortedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('warehouse_parcels_bay_idx')
      .on(t.bayId)
      .where(sql`${t.inBay}`),
    check('warehouse_parcels_source_ck', sql`${t.source} in (${inList(PARCEL_PLACE_SOURCES)})`),
  ],
);

/** Each user's speech settings for the bagging station (spec 000 §3); a user without a row has the defaults. */
export const speechSettings = pgTable(
  'speech_settings',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    flag: boolean().notNull(),
    vol: integer().notNull(),
    pit: integer().notNull(),
    spd: integer().notNull(),
    autoVoice: integer().notNull(),
    ...timestamps,
  },
  (t) => [
    check(
      'speech_settings_range_ck',
      sql`${t.vol} between 0 and 15 and ${t.pit} between 0 and 15 and ${t.spd} between 0 and 15 and ${t.autoVoice} between 0 and 15`,
    ),
  ],
);
