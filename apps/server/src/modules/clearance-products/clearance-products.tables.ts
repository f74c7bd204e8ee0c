import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';
import { ownedBy } from '../../platform/auth/scope';
import { users } from '../users';

/** The clearance service a product sells, as saved (names copied from the ports module at save). */
export interface ClearanceConfigRecord {
  clearanceCustomerRelevanceId: number | null;
  clearanceIndustryId: number;
  clearanceIndustryName: string;
  clearanceServiceId: number;
  clearanceServiceName: string;
  parameters: { propsList: { key: string; value: string }[] };
  describe: string;
  repeat: boolean;
  uploadMethodTypes: string[];
}

export interface SupplierConfigRecord {
  referenceCustomerName: string;
  customerDesc: string;
  productDesc: string;
}

/**
 * A clearance product (spec 000 §3): customs clearance at destination ports, on a supplier's cost (`supplierId`,
 * the spec's userId), sold by the platform through sale quotes. Ports are kept by code (the ports module's).
 */
export const clearanceProducts = pgTable(
  'clearance_products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    apiName: text().notNull().default(''),
    apiServiceName: text().notNull().default(''),
    bubbleWay: text({ enum: ['NONE', 'FULL', 'SPLIT'] })
      .notNull()
      .default('NONE'),
    bubblePercentage: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    cargoType: text().notNull().default('GENERAL'),
    clearanceConfig: jsonb().$type<ClearanceConfigRecord>().notNull(),
    clearanceModels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    portCodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    country: text().notNull(),
    currency: text().notNull().default('CNY'),
    introduction: text().notNull().default(''),
    mainUrl: text().notNull().default(''),
    preRecordedBagType: text().notNull().default(''),
    signingStatus: text({ enum: ['UNSIGNED', 'SIGNED', 'TERMINATED'] })
      .notNull()
      .default('UNSIGNED'),
    status: text({ enum: ['ENABLED', 'DISABLED'] })
      .notNull()
      .default('DISABLED'),
    /** Who disabled it last: when the platform did, only the platform enables it again. */
    offlineBy: text({ enum: ['PLATFORM', 'SUPPLIER'] }),
    supplierConfig: jsonb()
      .$type<SupplierConfigRecord>()
      .notNull()
      .default({ referenceCustomerName: '', customerDesc: '', productDesc: '' }),
    transportWays: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The supplier whose cost it is (spec userId). */
    supplierId: integer()
      .notNull()
      .references(() => users.id),
    volumeWeightRatio: integer().notNull().default(6000),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clearance_products_code_uq').on(t.code),
    index('clearance_products_supplier_idx').on(t.supplierId),
    index('clearance_products_ports_idx').using('gin', t.portCodes),
    check('clearance_products_status_ck', sql`${t.status} in ('ENABLED','DISABLED')`),
    check('clearance_products_signing_ck', sql`${t.signingStatus} in ('UNSIGNED','SIGNED','TERMINATED')`),
    check('clearance_products_bubble_pct_ck', sql`${t.bubblePercentage} >= 0 and ${t.bubblePercentage} <= 100`),
    check('clearance_products_ratio_ck', sql`${t.volumeWeightRatio} > 0`),
    check('clearance_products_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

/** A supplier sees its own products (the `supplier` owner); customers reach them only through an assignment. */
export const clearanceProductOwners = ownedBy({ supplier: clearanceProducts.supplierId });

/**
 * A quote of a product: its one COST quote (the supplier's price to the platform) or a SALE quote (the platform's
 * price to the customers it is assigned to), per bill, bag, kg and parcel, with a minimum charge.
 */
export const clearanceQuotes = pgTable(
  'clearance_quotes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => clearanceProducts.id, { onDelete: 'cascade' }),
    kind: text({ enum: ['COST', 'SALE'] }).notNull(),
    name: text().notNull().default(''),
    currency: text().notNull().default('CNY'),
    billPrice: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    bagPrice: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    kgPrice: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    parcelPrice: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    minPrice: numeric({ precision: 12, scale: 2 }).notNull().default('0'),
    ...timestamps,
  },
  (t) => [
    index('clearance_quotes_product_idx').on(t.productId),
    uniqueIndex('clearance_quotes_cost_uq')
      .on(t.productId)
      .where(sql`${t.kind} = 'COST'`),
    uniqueIndex('clearance_quotes_sale_name_uq')
      .on(t.productId, t.name)
      .where(sql`${t.kind} = 'SALE'`),
    check('clearance_quotes_kind_ck', sql`${t.kind} in ('COST','SALE')`),
    check('clearance_quotes_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'clearance_quotes_prices_ck',
      sql`${t.billPrice} >= 0 and ${t.bagPrice} >= 0 and ${t.kgPrice} >= 0 and ${t.parcelPrice} >= 0 and ${t.minPrice} >= 0`,
    ),
  ],
);

/** Which customer (main account) buys a product at which sale quote: one per customer per product. */
export const clearanceQuoteCustomers = pgTable(
  'clearance_quote_customers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => clearanceProducts.id, { onDelete: 'cascade' }),
    quoteId: integer()
      .notNull()
      .references(() => clearanceQuotes.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clearance_quote_customers_uq').on(t.productId, t.accountId),
    index('clearance_quote_customers_quote_idx').on(t.quoteId),
    index('clearance_quote_customers_account_idx').on(t.accountId),
  ],
);

export const clearanceQuoteCustomerOwners = ownedBy({ account: clearanceQuoteCustomers.accountId });

/** A pre-recorded bag of a customer under a clearance product (recorded by part 2; deleted by `dels`). */
export const clearancePreRecordedBags = pgTable(
  'clearance_pre_recorded_bags',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => clearanceProducts.id, { onDelete: 'cascade' }),
    accountId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    bagNo: text().notNull(),
    recorded: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clearance_pre_recorded_bags_uq').on(t.accountId, t.bagNo),
    index('clearance_pre_recorded_bags_product_idx').on(t.productId),
  ],
);

export const clearancePreRecordedBagOwners = ownedBy({ account: clearancePreRecordedBags.accountId });
