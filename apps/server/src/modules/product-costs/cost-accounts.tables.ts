import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';
import { productCosts } from './product-costs.tables';
import { dockingProviders, dockModels } from './docking.tables';
import { users } from '../users';

/** A supplementary property the provider's interface takes. */
export interface SupplementProp {
  key: string;
  value: string;
}

/**
 * A cost's product account: how its parcels reach the carrier (docking provider and dock model), its service code
 * and tracking settings. One per cost; it goes with its cost. A provider or model in use cannot be deleted.
 */
export const productCostAccounts = pgTable(
  'product_cost_accounts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    costId: integer()
      .notNull()
      .references(() => productCosts.id, { onDelete: 'cascade' }),
    /** The cost's owner, repeated so the operation log files the account's history under that account. */
    ownerId: integer()
      .notNull()
      .references(() => users.id),
    serviceCode: text().notNull().default(''),
    logisticsProviderName: text().notNull().default(''),
    dockingProviderId: integer().references(() => dockingProviders.id, { onDelete: 'restrict' }),
    dockModelId: integer().references(() => dockModels.id, { onDelete: 'restrict' }),
    includeClearance: boolean().notNull().default(false),
    trackType: text().notNull().default(''),
    sync: boolean().notNull().default(true),
    finalLogisticsName: text().notNull().default(''),
    tracknetCode: text().notNull().default(''),
    countryCode: text().notNull().default(''),
    dpSupplementProps: jsonb().$type<SupplementProp[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('product_cost_accounts_cost_uq').on(t.costId),
    index('product_cost_accounts_provider_idx').on(t.dockingProviderId),
    index('product_cost_accounts_model_idx').on(t.dockModelId),
  ],
);
