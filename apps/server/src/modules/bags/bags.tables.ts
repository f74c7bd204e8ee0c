import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { BAG_STATUSES, SORT_TYPES } from '@parcelhub/contracts';
import { timestamps } from '../../platform/db/columns';
import { orders } from '../orders';
import { warehouseBays, warehouses } from '../warehouses';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/**
 * Bags filled at the bagging station (spec 000 §3 "bag scan", §4). A bay holds at most one OPEN bag at a time: the
 * partial unique index makes the database say so, so two stations scanning the bay's first parcels at once open
 * one bag (decision 190).
 */
export const bags = pgTable(
  'bags',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    bagNo: text().notNull(),
    warehouseId: integer()
      .notNull()
      .references(() => warehouses.id, { onDelete: 'restrict' }),
    bayId: integer()
      .notNull()
      .references(() => warehouseBays.id, { onDelete: 'restrict' }),
    sortType: text({ enum: SORT_TYPES }).notNull(),
    status: text({ enum: BAG_STATUSES }).notNull().default('OPEN'),
    pieces: integer().notNull().default(0),
    /** Kilograms. */
    weight: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    openedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    openedBy: integer(),
    openedByName: text().notNull().default(''),
    closedAt: timestamp({ withTimezone: true }),
    closedBy: integer(),
    closedByName: text(),
    dispatchedAt: timestamp({ withTimezone: true }),
    dispatchedBy: integer(),
    /** The bay this bag lay in was freed (its change done, or the bag dispatched). */
    bayFreedAt: timestamp({ withTimezone: true }),
    disbandedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('bags_bag_no_uq').on(t.bagNo),
    uniqueIndex('bags_open_bay_uq')
      .on(t.bayId)
      .where(sql`${t.status} = 'OPEN'`),
    index('bags_warehouse_idx').on(t.warehouseId, t.id),
    index('bags_bay_idx').on(t.bayId, t.id),
    check('bags_status_ck', sql`${t.status} in (${inList(BAG_STATUSES)})`),
    check('bags_sort_type_ck', sql`${t.sortType} in (${inList(SORT_TYPES)})`),
    check('bags_counts_ck', sql`${t.pieces} >= 0 and ${t.weight} >= 0`),
  ],
);

/** The parcels of a bag: one row per order, so a parcel lands in one bag once (decision 191). */
export const bagParcels = pgTable(
  'bag_parcels',
  {
    orderId: integer()
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bagId: integer()
      .notNull()
      .references(() => bags.id, { onDelete: 'cascade' }),
    /** Kilograms, as counted in the bag. */
    weight: numeric({ precision: 14, scale: 3 }).notNull(),
    /** The rule that chose the bay (its code as it was), answered again when the parcel is scanned again. */
    ruleCode: text(),
    addedBy: integer(),
    addedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bag_parcels_bag_idx').on(t.bagId, t.addedAt)],
);
