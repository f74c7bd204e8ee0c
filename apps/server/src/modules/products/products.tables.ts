import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';
import { ownedBy } from '../../platform/auth/scope';
import { users } from '../users';
import { productCosts, type CarryBand } from '../product-costs';

/**
 * A shippable service as customers see it, shelved by the platform on a cost (a supplier's, or its own), or an
 * own-account product of a customer (`source` OWN). Weight rules and limits are the product's; a null carry rule
 * takes the cost's. `version` moves on every change that alters a quote, with the cost's version.
 */
export const products = pgTable(
  'products',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    code: text().notNull(),
    name: text().notNull(),
    nameEn: text().notNull().default(''),
    costId: integer()
      .notNull()
      .references(() => productCosts.id),
    /** Who shelved it: the platform account, or the customer of an own-account product. */
    ownerId: integer()
      .notNull()
      .references(() => users.id),
    source: text({ enum: ['PLATFORM', 'SUPPLIER', 'OWN'] })
      .notNull()
      .default('PLATFORM'),
    startCountry: text().notNull(),
    deliveryCountries: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    minShippingCycle: integer().notNull().default(0),
    maxShippingCycle: integer().notNull().default(0),
    trackType: text().notNull().default(''),
    sync: boolean().notNull().default(true),
    productLabels: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    supportMethod: text().notNull().default(''),
    cargoTypes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    businessType: text().notNull().default('EXPRESS'),
    calcModel: text().notNull().default(''),
    bubbleWay: text({ enum: ['NONE', 'FULL', 'SPLIT'] })
      .notNull()
      .default('FULL'),
    bubblePercentage: numeric({ precision: 5, scale: 2 }).notNull().default('0'),
    volumeWeightRatio: integer().notNull().default(6000),
    calcType: text({ enum: ['PER_BOX', 'PER_SHIPMENT'] })
      .notNull()
      .default('PER_BOX'),
    weightCarryRule: text(),
    customWeightRule: jsonb().$type<CarryBand[]>(),
    independentWeightLimit: numeric({ precision: 12, scale: 3 }).notNull().default('0'),
    /** Declared value ceiling in US dollars; 0 = unlimited. */
    reportPriceLimit: numeric({ precision: 18, scale: 2 }).notNull().default('0'),
    /** Size and weight limits per box (0 = unlimited) and pieces per shipment. */
    maxLongestSide: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    maxGirth: numeric({ precision: 10, scale: 2 }).notNull().default('0'),
    maxPieceWeight: numeric({ precision: 12, scale: 3 }).notNull().default('0'),
    maxPieces: integer().notNull().default(0),
    currency: text().notNull().default('CNY'),
    status: text({ enum: ['ONLINE', 'OFFLINE'] })
      .notNull()
      .default('OFFLINE'),
    /** Who took it offline last: when the platform did, only the platform may put it online again. */
    offlineBy: text({ enum: ['PLATFORM', 'USER', 'SUPPLIER'] }),
    usePreRecordedType: text().notNull().default(''),
    /** Held per pre-recorded order (0: none); not part of a quote. */
    preRecordingAmount: numeric({ precision: 18, scale: 2 }).notNull().default('0'),
    checkPostCode: boolean().notNull().default(true),
    checkPostByStreet: boolean().notNull().default(false),
    /** Korea-style: the consignee's customs clearance number is required. */
    requiresCustomsNo: boolean().notNull().default(false),
    confirm: boolean().notNull().default(false),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('products_code_uq').on(t.code),
    index('products_cost_idx').on(t.costId),
    index('products_owner_idx').on(t.ownerId),
    check('products_status_ck', sql`${t.status} in ('ONLINE','OFFLINE')`),
    check('products_bubble_ck', sql`${t.bubbleWay} in ('NONE','FULL','SPLIT')`),
    check('products_bubble_pct_ck', sql`${t.bubblePercentage} >= 0 and ${t.bubblePercentage} <= 100`),
    check('products_ratio_ck', sql`${t.volumeWeightRatio} > 0`),
    check('products_cycle_ck', sql`${t.minShippingCycle} >= 0 and ${t.minShippingCycle} <= ${t.maxShippingCycle}`),
    check('products_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'products_limits_ck',
      sql`${t.independentWeightLimit} >= 0 and ${t.reportPriceLimit} >= 0 and ${t.maxLongestSide} >= 0
        and ${t.maxGirth} >= 0 and ${t.maxPieceWeight} >= 0 and ${t.maxPieces} >= 0 and ${t.preRecordingAmount} >= 0`,
    ),
    check('products_source_ck', sql`${t.source} in ('PLATFORM','SUPPLIER','OWN')`),
  ],
);

export const productOwners = ownedBy({ account: products.ownerId });

/** Which customers (main accounts) may use a product: assigned and signed, or terminated (no new orders). */
export const productCustomers = pgTable(
  'product_customers',
  {
    /** Only for the operation log (which records tables with an integer id); the key is (product, customer). */
    id: integer().notNull().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    signingStatus: text({ enum: ['SIGNED', 'TERMINATED'] })
      .notNull()
      .default('SIGNED'),
    signedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    terminatedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.productId, t.customerId] }),
    uniqueIndex('product_customers_id_uq').on(t.id),
    index('product_customers_customer_idx').on(t.customerId),
    check('product_customers_status_ck', sql`${t.signingStatus} in ('SIGNED','TERMINATED')`),
  ],
);

/**
 * A premium package turns the cost into the customer's price: basic (on freight), surcharge and handling markups,
 * each a percentage or a fixed amount, and a minimum order amount. One default package per product applies to
 * customers with none assigned.
 */
export const premiumPackages = pgTable(
  'premium_packages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    reportPriceType: text({ enum: ['INTERNAL_REPORT_PRICE', 'PUBLIC_REPORT_PRICE', 'THEIR_OWN_REPORT_PRICE'] })
      .notNull()
      .default('INTERNAL_REPORT_PRICE'),
    basicKind: text({ enum: ['PERCENT', 'FIXED'] })
      .notNull()
      .default('PERCENT'),
    basicValue: numeric({ precision: 18, scale: 4 }).notNull().default('0'),
    surchargeKind: text({ enum: ['PERCENT', 'FIXED'] })
      .notNull()
      .default('PERCENT'),
    surchargeValue: numeric({ precision: 18, scale: 4 }).notNull().default('0'),
    handlingKind: text({ enum: ['PERCENT', 'FIXED'] })
      .notNull()
      .default('FIXED'),
    handlingValue: numeric({ precision: 18, scale: 4 }).notNull().default('0'),
    minOrderAmount: numeric({ precision: 18, scale: 2 }).notNull().default('0'),
    isDefault: boolean().notNull().default(false),
    effective: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('premium_packages_one_default_uq')
      .on(t.productId, t.reportPriceType)
      .where(sql`${t.isDefault}`),
    index('premium_packages_product_idx').on(t.productId),
    uniqueIndex('premium_packages_name_uq').on(t.productId, sql`lower(${t.name})`),
    check(
      'premium_packages_kinds_ck',
      sql`${t.basicKind} in ('PERCENT','FIXED') and ${t.surchargeKind} in ('PERCENT','FIXED') and ${t.handlingKind} in ('PERCENT','FIXED')`,
    ),
    check(
      'premium_packages_report_type_ck',
      sql`${t.reportPriceType} in ('INTERNAL_REPORT_PRICE','PUBLIC_REPORT_PRICE','THEIR_OWN_REPORT_PRICE')`,
    ),
    check('premium_packages_min_ck', sql`${t.minOrderAmount} >= 0`),
    check(
      'premium_packages_values_ck',
      sql`${t.basicValue} >= 0 and ${t.surchargeValue} >= 0 and ${t.handlingValue} >= 0`,
    ),
  ],
);

/** The customers a package is assigned to (by phone or user name): one package per customer and product. */
export const premiumPackageCustomers = pgTable(
  'premium_package_customers',
  {
    /** Only for the operation log; the key is (package, customer), one package per customer and product. */
    id: integer().notNull().generatedAlwaysAsIdentity(),
    packageId: integer()
      .notNull()
      .references(() => premiumPackages.id, { onDelete: 'cascade' }),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.customerId] }),
    uniqueIndex('premium_package_customers_id_uq').on(t.id),
    uniqueIndex('premium_package_customers_one_uq').on(t.productId, t.customerId),
  ],
);
