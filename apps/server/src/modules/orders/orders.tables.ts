import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_SOURCES, ORDER_STATUSES, LABEL_STATUSES, type OrderParty, type QuoteLine } from '@parcelhub/contracts';
import { jsonText, timestamps } from '../../platform/db/columns';
import { ownedBy } from '../../platform/auth/scope';
import { users } from '../users';
import { products } from '../products';

const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(','));

export interface StoredBox {
  no: number;
  length: string;
  width: string;
  height: string;
  weight: string;
}
export interface StoredDeclaration {
  nameEn: string;
  nameZh: string;
  hsCode: string;
  quantity: number;
  unitValue: string;
  unitWeight: string;
}

/**
 * An order whose label the former sweep claimed (with a due `label_next_at`): waiting or failed retryably, not
 * deleted, not past the states a label is made in. Labels are due work now (label-due.ts, decision 111); only the
 * partial index of migration 0026 still carries it (a later migration may drop both).
 */
export const LABEL_CLAIMABLE = sql.raw(
  `label_status in ('PENDING','FAILED') and deleted_at is null and status in ('CREATED','LABELED','RECEIVED')`,
);

/**
 * Orders. The customer's main account owns it (`account_id`); the supplier whose cost carries its product sees it
 * (`supplier_id`). Addresses, boxes, declarations, fee lines and the explanation are copies taken at placement, JSON
 * kept as text (`jsonText`): an address-book edit never changes a placed order.
 */
export const orders = pgTable(
  'orders',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderNo: text().notNull(),
    insideNumber: text().notNull(),
    referenceNo: text().notNull(),
    accountId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    supplierId: integer().references(() => users.id, { onDelete: 'set null' }),
    status: text({ enum: ORDER_STATUSES }).notNull().default('CREATED'),
    labelStatus: text({ enum: LABEL_STATUSES }).notNull().default('NOT_REQUESTED'),
    labelError: text(),
    labelAttempts: integer().notNull().default(0),
    /** When the placement, a retry or a release made the label due (its due work item holds the schedule since). */
    labelNextAt: timestamp({ withTimezone: true }),
    labelFormat: text(),
    labelFileKey: text(),
    trackingNo: text(),
    carrierCode: text(),
    source: text({ enum: ORDER_SOURCES }).notNull().default('WEB'),
    countryCode: text().notNull(),
    postcode: text().notNull(),
    receiverName: text().notNull(),
    pieces: integer().notNull(),
    weight: numeric({ precision: 14, scale: 3 }).notNull(),
    chargeableWeight: numeric({ precision: 14, scale: 3 }),
    declaredValue: numeric({ precision: 16, scale: 2 }).notNull(),
    currency: text().notNull(),
    feeTotal: numeric({ precision: 16, scale: 2 }).notNull(),
    feeLines: jsonText<QuoteLine[]>().notNull(),
    costTotal: numeric({ precision: 16, scale: 2 }),
    /** The supplier's cost lines behind `costTotal` (freight, then surcharges): what a supplier sees of the fee. */
    costLines: jsonText<QuoteLine[]>(),
    /**
     * The prices the order was placed under (`price_snapshots` in pricing): a re-weigh prices the measured boxes on
     * them, not on today's. Null for orders placed before it was kept (re-weighed on today's prices).
     */
    priceKey: text(),
    /** Why the order is held (intercepted by a rule, refused by its supplier); kept after the hold for the record. */
    holdReason: text(),
    /** The fee explanation's key in `fee_explanations` (the explanation is stored once however many orders share it). */
    explainHash: text().references(() => feeExplanations.hash),
    boxes: jsonText<StoredBox[]>().notNull(),
    declarations: jsonText<StoredDeclaration[]>().notNull(),
    sender: jsonText<OrderParty>().notNull(),
    receiver: jsonText<OrderParty>().notNull(),
    remark: text().notNull().default(''),
    fba: boolean().notNull().default(false),
    vatNo: text().notNull().default(''),
    eoriNo: text().notNull().default(''),
    idempotencyKey: text(),
    /** SHA-256 of the placement body: a replay with another body is a conflict, not the first order. */
    requestHash: text().notNull(),
    batchId: integer(),
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_order_no_uq').on(t.orderNo),
    uniqueIndex('orders_inside_number_uq').on(t.insideNumber),
    uniqueIndex('orders_reference_uq').on(t.accountId, t.referenceNo),
    uniqueIndex('orders_idempotency_uq')
      .on(t.accountId, t.idempotencyKey)
      .where(sql`${t.idempotencyKey} is not null`),
    index('orders_account_idx').on(t.accountId, t.id.desc()),
    index('orders_supplier_idx').on(t.supplierId, t.id.desc()),
    index('orders_status_idx').on(t.status, t.id.desc()),
    index('orders_created_idx').on(t.createdAt),
    // Migration 0019 adds INCLUDE columns to these (drizzle cannot declare them): index-only per-status counts.
    index('orders_country_created_idx')
      .on(t.countryCode, t.createdAt)
      .where(sql`deleted_at is null`),
    index('orders_account_created_idx')
      .on(t.accountId, t.createdAt)
      .where(sql`deleted_at is null`),
    index('orders_status_country_idx')
      .on(t.status, t.countryCode, t.id.desc())
      .where(sql`deleted_at is null`),
    index('orders_tracking_idx').on(t.trackingNo),
    index('orders_reference_idx').on(t.referenceNo),
    // Exactly the label claim's conditions, so the claim reads it in order and stops at its limit whatever the
    // statistics say (migration 0026).
    index('orders_label_due_idx').on(t.labelNextAt).where(LABEL_CLAIMABLE),
    check('orders_status_ck', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_label_status_ck', sql`${t.labelStatus} in (${inList(LABEL_STATUSES)})`),
    check('orders_source_ck', sql`${t.source} in (${inList(ORDER_SOURCES)})`),
    check('orders_reference_ck', sql`${t.referenceNo} <> '' and ${t.referenceNo} !~ '^0+$'`),
  ],
);

export const orderOwners = ownedBy({ account: orders.accountId, supplier: orders.supplierId });

/**
 * Fee explanations, each stored once under its content's key (`explanationKey`): orders priced alike share one, as
 * most of a spreadsheet batch does (its 10,000 orders have a handful), where each order's row carried its own 2 KB
 * copy. Never changed or deleted: a re-quote stores the new explanation and moves the order's key.
 */
export const feeExplanations = pgTable('fee_explanations', {
  hash: text().primaryKey(),
  body: jsonText<unknown>().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Who did what to an order, when, from which status to which, and why (a message key with its parameters). */
export const orderLogs = pgTable(
  'order_logs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    action: text().notNull(),
    fromStatus: text(),
    toStatus: text(),
    messageKey: text().notNull(),
    params: jsonb().$type<Record<string, string | number>>().notNull().default({}),
    operatorId: integer().references(() => users.id, { onDelete: 'set null' }),
    operatorName: text().notNull(),
    createdAt: timestamps.createdAt,
  },
  (t) => [index('order_logs_order_idx').on(t.orderId, t.id)],
);
