import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  CHECK_STATUSES,
  CLEARANCE_ATTACHMENT_TYPES,
  CLEARANCE_ORDER_STATUSES,
  CLEARANCE_PAY_STATUSES,
  SUBMIT_STATUSES,
} from '@parcelhub/contracts';
import { timestamps } from '../../platform/db/columns';
import { ownedBy } from '../../platform/auth/scope';
import { users } from '../users';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

/** A finding of the key-information check as stored (its words are made at read, in the reader's language). */
export interface StoredFinding {
  lineNo: number;
  field: string;
  code: string;
  severity: 'ERROR' | 'REVIEW';
  params: Record<string, string | number>;
}

/**
 * Clearance orders (issue 41): one per master air waybill, the customer main account's. The aviation calls and the
 * order calls are two views of these rows (decision 270).
 */
export const clearanceOrders = pgTable(
  'clearance_orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text().notNull(),
    accountId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdBy: integer(),
    productId: integer().notNull(),
    productCode: text().notNull().default(''),
    portCode: text().notNull(),
    awbNo: text().notNull(),
    status: text({ enum: CLEARANCE_ORDER_STATUSES }).notNull().default('CREATED'),
    payStatus: text({ enum: CLEARANCE_PAY_STATUSES }).notNull().default('WAIT_PAY'),
    checkStatus: text({ enum: CHECK_STATUSES }).notNull().default('NONE'),
    findings: jsonb().$type<StoredFinding[]>().notNull().default([]),
    /** What the customer paid (null until paid). */
    fee: numeric({ precision: 14, scale: 2 }),
    currency: text().notNull().default('CNY'),
    description: text().notNull().default(''),
    rejectReason: text().notNull().default(''),
    bagCount: integer().notNull().default(0),
    parcelCount: integer().notNull().default(0),
    /** Kilograms, the bags' sum. */
    weight: numeric({ precision: 14, scale: 3 }).notNull().default('0'),
    paidAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clearance_orders_no_uq').on(t.orderNo),
    index('clearance_orders_account_idx').on(t.accountId, t.id),
    index('clearance_orders_awb_idx').on(t.awbNo),
    check('clearance_orders_status_ck', sql`${t.status} in (${inList(CLEARANCE_ORDER_STATUSES)})`),
    check('clearance_orders_pay_ck', sql`${t.payStatus} in (${inList(CLEARANCE_PAY_STATUSES)})`),
    check('clearance_orders_fee_ck', sql`${t.fee} is null or ${t.fee} >= 0`),
  ],
);

/** A customer's orders are its account's (a sub-account acts for its main account; a supplier sees none). */
export const clearanceOrderOwners = ownedBy({ account: clearanceOrders.accountId });

export const clearanceOrderBags = pgTable(
  'clearance_order_bags',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clearanceOrderId: integer()
      .notNull()
      .references(() => clearanceOrders.id, { onDelete: 'cascade' }),
    bagNo: text().notNull(),
    weight: numeric({ precision: 14, scale: 3 }).notNull(),
    pieces: integer().notNull().default(0),
    submitStatus: text({ enum: SUBMIT_STATUSES }).notNull().default('WAIT'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clearance_order_bags_no_uq').on(t.clearanceOrderId, t.bagNo),
    index('clearance_order_bags_no_idx').on(t.bagNo),
  ],
);

export const clearanceOrderParcels = pgTable(
  'clearance_order_parcels',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clearanceOrderId: integer()
      .notNull()
      .references(() => clearanceOrders.id, { onDelete: 'cascade' }),
    bagId: integer()
      .notNull()
      .references(() => clearanceOrderBags.id, { onDelete: 'cascade' }),
    parcelNo: text().notNull(),
    /** Our order when the number is one of ours in the customer's scope (inside, tracking or reference number). */
    orderId: integer(),
    weight: numeric({ precision: 14, scale: 3 }).notNull(),
    submitStatus: text({ enum: SUBMIT_STATUSES }).notNull().default('WAIT'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clearance_order_parcels_no_uq').on(t.clearanceOrderId, t.parcelNo),
    index('clearance_order_parcels_bag_idx').on(t.bagId),
  ],
);

export const clearanceAttachments = pgTable(
  'clearance_attachments',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    clearanceOrderId: integer()
      .notNull()
      .references(() => clearanceOrders.id, { onDelete: 'cascade' }),
    type: text({ enum: CLEARANCE_ATTACHMENT_TYPES }).notNull(),
    fileKey: text().notNull(),
    fileName: text().notNull(),
    size: integer().notNull(),
    kind: text().notNull(),
    uploadedBy: integer(),
    ...timestamps,
  },
  (t) => [index('clearance_attachments_order_idx').on(t.clearanceOrderId, t.type)],
);
