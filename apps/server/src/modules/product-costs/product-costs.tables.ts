import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';
import { ownedBy } from '../../platform/auth/scope';
import { users } from '../users';

/** A custom weight carry band: weights up to `upTo` kg (null: above the last) round up to `step`. */
export interface CarryBand {
  upTo: string | null;
  step: string;
}

/** A named constant of a surcharge formula; `value` is the default one (a fixed amount). */
export interface FormulaConstant {
  name: string;
  nameZh: string;
  nameEn: string;
  value: string;
}

/**
 * The cost side of a product: what the supplier (or the platform, for its own lines) charges. Owned by a supplier
 * account; the platform sees every cost, a supplier only its own, a customer none. `version` moves on every change
 * of its price data (zones, bands, surcharges, weight rule) so every server process rebuilds the compiled rate card.
 */
export const productCosts = pgTable(
  'product_costs',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    ownerId: integer()
      .notNull()
      .references(() => users.id),
    code: text().notNull(),
    name: text().notNull(),
    mainName: text().notNull().default(''),
    description: text().notNull().default(''),
    businessType: text().notNull().default('EXPRESS'),
    currency: text().notNull().default('CNY'),
    status: text({ enum: ['ENABLED', 'DISABLED'] })
      .notNull()
      .default('ENABLED'),
    /** Round each chargeable weight up to this step in kg ('0.001', '0.1', '0.5', '1'), or CUSTOM bands. */
    weightCarryRule: text().notNull().default('0.5'),
    customWeightRule: jsonb().$type<CarryBand[]>().notNull().default([]),
    /** Postcode-group libraries: remote postcodes, and postcodes never remote (they win). */
    remotePostcodeGroups: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    noRemotePostcodeGroups: integer()
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    version: integer().notNull().default(1),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_costs_code_uq').on(t.code),
    index('product_costs_owner_idx').on(t.ownerId),
    check('product_costs_status_ck', sql`${t.status} in ('ENABLED','DISABLED')`),
    check('product_costs_currency_ck', sql`${t.currency} ~ '^[A-Z]{3}$'`),
  ],
);

export const productCostOwners = ownedBy({ account: productCosts.ownerId });

/**
 * The zone quote: which zone a destination postcode belongs to, and whether it is remote or not delivered. A row
 * covers the postcodes whose leading characters fall between `zipFrom` and `zipTo` (normalised, same length; empty
 * for the whole country). Importing the same range again overwrites its zone; a different range is added.
 */
export const productCostZones = pgTable(
  'product_cost_zones',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    costId: integer()
      .notNull()
      .references(() => productCosts.id, { onDelete: 'cascade' }),
    countryCode: text().notNull(),
    /** The postcode or range as written ("10001", "995-999", "99500-99999"). */
    zipCode: text().notNull(),
    zipFrom: text().notNull(),
    zipTo: text().notNull(),
    zipCodeType: text({ enum: ['DELIVERY', 'REMOTE', 'NO_DELIVERY'] })
      .notNull()
      .default('DELIVERY'),
    areaBelongs: text().notNull(),
    deliveryPlace: text().notNull().default(''),
    zipCodeFormat: text().notNull().default(''),
    deliveryTimeType: text().notNull().default(''),
    remark: text().notNull().default(''),
    isRemote: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_cost_zones_range_uq').on(t.costId, t.countryCode, t.zipFrom, t.zipTo),
    check('product_cost_zones_type_ck', sql`${t.zipCodeType} in ('DELIVERY','REMOTE','NO_DELIVERY')`),
    check(
      'product_cost_zones_range_ck',
      sql`length(${t.zipFrom}) = length(${t.zipTo}) and ${t.zipFrom} collate "C" <= ${t.zipTo} collate "C"`,
    ),
  ],
);

/**
 * The cost rate card of a zone: weight bands by their inclusive upper bound on the chargeable weight (null: no upper
 * bound). A band prices as first weight + each additional step, a unit price per kg, or a fixed price; with an
 * optional minimum charge and a per-piece rate that applies only while the weight is within the per-piece limit.
 */
export const productCostPrices = pgTable(
  'product_cost_prices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    costId: integer()
      .notNull()
      .references(() => productCosts.id, { onDelete: 'cascade' }),
    zone: text().notNull(),
    weightUpTo: numeric({ precision: 12, scale: 3 }),
    kind: text({ enum: ['FIRST_ADDITIONAL', 'PER_KG', 'FIXED'] }).notNull(),
    firstWeight: numeric({ precision: 12, scale: 3 }),
    firstPrice: numeric({ precision: 18, scale: 2 }),
    stepWeight: numeric({ precision: 12, scale: 3 }),
    stepPrice: numeric({ precision: 18, scale: 2 }),
    unitPrice: numeric({ precision: 18, scale: 2 }),
    fixedPrice: numeric({ precision: 18, scale: 2 }),
    minCharge: numeric({ precision: 18, scale: 2 }),
    perPieceRate: numeric({ precision: 18, scale: 2 }),
    perPieceLimit: numeric({ precision: 12, scale: 3 }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_cost_prices_band_uq').on(t.costId, t.zone, sql`coalesce(${t.weightUpTo}, -1)`),
    check('product_cost_prices_kind_ck', sql`${t.kind} in ('FIRST_ADDITIONAL','PER_KG','FIXED')`),
    check(
      'product_cost_prices_positive_ck',
      sql`coalesce(${t.weightUpTo}, 1) > 0 and coalesce(${t.firstPrice}, 0) >= 0 and coalesce(${t.stepPrice}, 0) >= 0
        and coalesce(${t.unitPrice}, 0) >= 0 and coalesce(${t.fixedPrice}, 0) >= 0 and coalesce(${t.minCharge}, 0) >= 0
        and coalesce(${t.stepWeight}, 1) > 0 and coalesce(${t.firstWeight}, 0) >= 0`,
    ),
  ],
);

/**
 * Surcharges (`SURCHARGE`) and size limits (`SIZELIMIT`) of a cost, evaluated in `calSortNumber` order. A size limit
 * either refuses the parcel (`refuse`: its formula is the condition) or charges its formula's amount.
 */
export const surcharges = pgTable(
  'surcharges',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    costId: integer()
      .notNull()
      .references(() => productCosts.id, { onDelete: 'cascade' }),
    code: text().notNull(),
    name: text().notNull(),
    enName: text().notNull().default(''),
    koName: text().notNull().default(''),
    surchargeType: text({ enum: ['SURCHARGE', 'SIZELIMIT'] }).notNull(),
    surChildType: text().notNull().default(''),
    calClassName: text().notNull().default(''),
    calRulesType: text().notNull().default('FORMULA'),
    calReferenceStatus: boolean().notNull().default(false),
    calSortNumber: integer().notNull().default(0),
    description: text().notNull().default(''),
    formula: text().notNull(),
    formulaOriginal: text().notNull().default(''),
    formulaImageUrl: text().notNull().default(''),
    show4Statement: boolean().notNull().default(true),
    refuse: boolean().notNull().default(false),
    orgIds: jsonb().$type<number[]>().notNull().default([]),
    constants: jsonb().$type<FormulaConstant[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('surcharges_cost_code_uq').on(t.costId, t.code),
    check('surcharges_type_ck', sql`${t.surchargeType} in ('SURCHARGE','SIZELIMIT')`),
    check('surcharges_code_ck', sql`${t.code} ~ '^[A-Z][A-Z0-9_]{0,31}$'`),
  ],
);
