import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';
import { products } from './products.tables';

/*
 * A product's configurations beside its catalogue record (migration 0012). None of them changes what a quote
 * answers, so their writes leave `products.version` alone (the consignee config's customs-number flag and the
 * pre-recording amount live on the products row, whose every write moves the version). Each row has an integer id:
 * the operation log records it.
 */

/** Where orders of the product may come from and what it carries. One row per product (defaults until saved). */
export const productSupportConfigs = pgTable(
  'product_support_configs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    orderChannels: text()
      .array()
      .notNull()
      .default(sql`'{WEB,BATCH,API}'::text[]`),
    supportBattery: boolean().notNull().default(false),
    supportLiquid: boolean().notNull().default(false),
    supportMagnetic: boolean().notNull().default(false),
    supportInsurance: boolean().notNull().default(false),
    supportMultiBox: boolean().notNull().default(true),
    /** Boxes per order; 0 = unlimited. */
    maxBoxes: integer().notNull().default(0),
    remark: text().notNull().default(''),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_support_configs_product_uq').on(t.productId),
    check('product_support_configs_boxes_ck', sql`${t.maxBoxes} >= 0`),
  ],
);

/** The consignee fields an order of the product must carry (the customs number lives on the product). */
export const productConsigneeConfigs = pgTable(
  'product_consignee_configs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    phoneRequired: boolean().notNull().default(true),
    emailRequired: boolean().notNull().default(false),
    provinceRequired: boolean().notNull().default(true),
    zipCodeRequired: boolean().notNull().default(true),
    idCardRequired: boolean().notNull().default(false),
    houseNumberRequired: boolean().notNull().default(false),
    vatRequired: boolean().notNull().default(false),
    eoriRequired: boolean().notNull().default(false),
    nameMaxLength: integer().notNull().default(35),
    addressMaxLength: integer().notNull().default(100),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_consignee_configs_product_uq').on(t.productId),
    check(
      'product_consignee_configs_lengths_ck',
      sql`${t.nameMaxLength} between 1 and 200 and ${t.addressMaxLength} between 1 and 500`,
    ),
  ],
);

/** What a customer may still edit on a placed order of the product, and up to which status. */
export const productOrderEditParams = pgTable(
  'product_order_edit_params',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    editableFields: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    editableUntil: text({ enum: ['CREATED', 'LABELED', 'RECEIVED'] })
      .notNull()
      .default('CREATED'),
    allowCancel: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_order_edit_params_product_uq').on(t.productId),
    check('product_order_edit_params_until_ck', sql`${t.editableUntil} in ('CREATED','LABELED','RECEIVED')`),
  ],
);

/** Rules an order sent through the API must pass (`api/productApiValidate`), with the message it answers. */
export const productApiValidations = pgTable(
  'product_api_validations',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    field: text().notNull(),
    rule: text({ enum: ['REQUIRED', 'REGEX', 'LENGTH'] }).notNull(),
    pattern: text().notNull().default(''),
    minLength: integer(),
    maxLength: integer(),
    message: text().notNull(),
    enabled: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_api_validations_rule_uq').on(t.productId, t.field, t.rule),
    check('product_api_validations_rule_ck', sql`${t.rule} in ('REQUIRED','REGEX','LENGTH')`),
    check(
      'product_api_validations_length_ck',
      sql`coalesce(${t.minLength}, 0) >= 0 and coalesce(${t.maxLength}, 1) >= 1
        and coalesce(${t.minLength}, 0) <= coalesce(${t.maxLength}, 2147483647)`,
    ),
  ],
);

/**
 * Which last-mile service carries a parcel of the product: matched by destination countries, postcode prefixes
 * and a weight range (0 = no bound); the highest priority matching rule wins.
 */
export const productLogisticsRules = pgTable(
  'product_logistics_rules',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    countryCodes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    zipPrefixes: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    weightMin: numeric({ precision: 12, scale: 3 }).notNull().default('0'),
    weightMax: numeric({ precision: 12, scale: 3 }).notNull().default('0'),
    serviceCode: text().notNull(),
    priority: integer().notNull().default(0),
    enabled: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('product_logistics_rules_product_idx').on(t.productId),
    check(
      'product_logistics_rules_weight_ck',
      sql`${t.weightMin} >= 0 and ${t.weightMax} >= 0 and (${t.weightMax} = 0 or ${t.weightMin} <= ${t.weightMax})`,
    ),
  ],
);

/** How a product's labels print and whether label requests are synchronous, one row per label template. */
export const productLabelSettings = pgTable(
  'product_label_settings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    productId: integer()
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    labelId: text().notNull(),
    customerPrintLabelType: text().notNull(),
    reqDeliveryLabelRule: text({ enum: ['SYNC', 'ASYNC'] })
      .notNull()
      .default('SYNC'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_label_settings_label_uq').on(t.productId, t.labelId),
    check('product_label_settings_rule_ck', sql`${t.reqDeliveryLabelRule} in ('SYNC','ASYNC')`),
  ],
);

/** Shuttle (short barge) service providers: who trucks parcels between warehouses and ports. */
export const shuttleProviders = pgTable(
  'short_barge_service_providers',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    code: text().notNull().default(''),
    contact: text().notNull().default(''),
    phone: text().notNull().default(''),
    enabled: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('short_barge_service_providers_name_uq').on(sql`lower(${t.name})`)],
);
