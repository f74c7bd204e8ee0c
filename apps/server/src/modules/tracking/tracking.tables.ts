import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { TRACKING_SOURCES, TRACKING_STATUSES } from '@parcelhub/contracts';
import { orders } from '../orders';
import { users } from '../users';

/** The sources whose events come raw (mapped by the rules); manual and internal events are standard already. */
const RAW_TRACKING_SOURCES = TRACKING_SOURCES.filter((s) => s !== 'manual' && s !== 'internal');
const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/**
 * A parcel's tracking events, from every source (carrier pulls, operators, our own screens, waybills, trace DB files).
 * Stored once per (carrier, tracking number, code, event time): a repeat is a no-op. The order is found at insert
 * time; its owners (customer, supplier) are read through the order, so the table has none of its own. An order not
 * labelled yet is tracked under its inside number.
 */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The carrier's code, '' when the order has none (part of the unique key, so never null). */
    carrierCode: text().notNull().default(''),
    trackingNo: text().notNull(),
    /** The raw code as the source gave it (a carrier's event code; internal and manual events make their own). */
    code: text().notNull(),
    source: text({ enum: TRACKING_SOURCES }).notNull(),
    status: text({ enum: TRACKING_STATUSES }).notNull(),
    subStatus: text(),
    description: text().notNull().default(''),
    location: text().notNull().default(''),
    eventTime: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    operatorId: integer().references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('tracking_events_once_uq').on(t.carrierCode, t.trackingNo, t.code, t.eventTime),
    index('tracking_events_order_idx').on(t.orderId, t.eventTime.desc()),
    check('tracking_events_source_ck', sql`${t.source} in (${inList(TRACKING_SOURCES)})`),
    check('tracking_events_status_ck', sql`${t.status} in (${inList(TRACKING_STATUSES)})`),
  ],
);

/**
 * Raw events no rule maps yet ("Unable to match the rule"), kept until an operator maps their kind: a new or changed
 * rule re-applies to every waiting event of its carrier, and each one it maps moves into tracking_events. Stored once
 * per (carrier, number, code, time) like the events themselves.
 */
export const trackingWaitingEvents = pgTable(
  'tracking_waiting_events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    carrierCode: text().notNull().default(''),
    trackingNo: text().notNull(),
    code: text().notNull(),
    source: text({ enum: TRACKING_SOURCES }).notNull(),
    description: text().notNull().default(''),
    location: text().notNull().default(''),
    eventTime: timestamp({ withTimezone: true }).notNull(),
    receivedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tracking_waiting_once_uq').on(t.carrierCode, t.trackingNo, t.code, t.eventTime),
    index('tracking_waiting_carrier_idx').on(t.carrierCode, t.code),
    check('tracking_waiting_source_ck', sql`${t.source} in (${inList(RAW_TRACKING_SOURCES)})`),
  ],
);
