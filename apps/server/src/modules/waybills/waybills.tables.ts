import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { WAYBILL_EVENT_TYPES, WAYBILL_STATUSES } from '@parcelhub/contracts';
import { timestamps } from '../../platform/db/columns';
import { orders } from '../orders';
import { users } from '../users';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/**
 * Master air waybills of the line haul: the platform's (decision 157), so no owner columns. The AWB number is kept in
 * its normal form `123-12345675`, checked before it is written.
 */
export const waybills = pgTable(
  'waybills',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    awbNo: text().notNull(),
    airlinePrefix: text().notNull(),
    origin: text().notNull(),
    destination: text().notNull(),
    flightNo: text().notNull().default(''),
    departureDate: date({ mode: 'string' }),
    arrivalDate: date({ mode: 'string' }),
    pieces: integer().notNull().default(0),
    /** Kilograms. */
    weight: numeric({ precision: 12, scale: 3 }).notNull().default('0'),
    /** CREATED, then the type of its latest event by event time. */
    status: text({ enum: WAYBILL_STATUSES }).notNull().default('CREATED'),
    remark: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('waybills_awb_no_uq').on(t.awbNo),
    index('waybills_status_idx').on(t.status, t.id),
    check('waybills_status_ck', sql`${t.status} in (${inList(WAYBILL_STATUSES)})`),
  ],
);

/** Parcels (orders) flying on a waybill: a parcel is on one waybill at a time. */
export const waybillParcels = pgTable(
  'waybill_parcels',
  {
    waybillId: integer()
      .notNull()
      .references(() => waybills.id, { onDelete: 'cascade' }),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    linkedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    linkedBy: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [primaryKey({ columns: [t.waybillId, t.orderId] }), uniqueIndex('waybill_parcels_order_uq').on(t.orderId)],
);

/** What happened to a waybill's flight; each event is applied to every linked parcel's tracking (due work). */
export const waybillEvents = pgTable(
  'waybill_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    waybillId: integer()
      .notNull()
      .references(() => waybills.id, { onDelete: 'cascade' }),
    type: text({ enum: WAYBILL_EVENT_TYPES }).notNull(),
    eventTime: timestamp({ withTimezone: true }).notNull(),
    location: text().notNull().default(''),
    description: text().notNull().default(''),
    operatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    operatorName: text().notNull().default(''),
    /** When every parcel linked at the time had it; null while it is applied. */
    appliedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('waybill_events_waybill_idx').on(t.waybillId, t.eventTime.desc()),
    check('waybill_events_type_ck', sql`${t.type} in (${inList(WAYBILL_EVENT_TYPES)})`),
  ],
);
