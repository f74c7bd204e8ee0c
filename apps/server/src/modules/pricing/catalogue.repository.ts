import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import {
  dockingProviders,
  productCostAccounts,
  productCostPrices,
  productCosts,
  productCostZones,
  surcharges,
} from '../product-costs';
import {
  premiumPackageCustomers,
  premiumPackages,
  productCustomers,
  productLabelSettings,
  products,
} from '../products';

/** Every product with what decides who may quote it: a few hundred rows, read whole when the catalogue changes. */
export const catalogueProducts = (db: Db) =>
  db
    .select({
      id: products.id,
      code: products.code,
      name: products.name,
      nameEn: products.nameEn,
      currency: products.currency,
      status: products.status,
      source: products.source,
      ownerId: products.ownerId,
      costId: products.costId,
      costOwnerId: productCosts.ownerId,
      costStatus: productCosts.status,
      deliveryCountries: products.deliveryCountries,
      minShippingCycle: products.minShippingCycle,
      maxShippingCycle: products.maxShippingCycle,
      // What an order needs beside the prices (their changes move the pricing version too: migration 0024).
      carrierCode: sql<string | null>`(select ${dockingProviders.code} from ${productCostAccounts}
        join ${dockingProviders} on ${dockingProviders.id} = ${productCostAccounts.dockingProviderId}
        where ${productCostAccounts.costId} = ${products.costId} order by ${productCostAccounts.id} limit 1)`,
      labelRule: sql<'SYNC' | 'ASYNC' | null>`(select ${productLabelSettings.reqDeliveryLabelRule}
        from ${productLabelSettings} where ${productLabelSettings.productId} = ${products.id}
        order by ${productLabelSettings.id} limit 1)`,
    })
    .from(products)
    .innerJoin(productCosts, eq(productCosts.id, products.costId))
    .orderBy(asc(products.id));

export const signedCustomers = (db: Db) =>
  db
    .select({ productId: productCustomers.productId, customerId: productCustomers.customerId })
    .from(productCustomers)
    .where(eq(productCustomers.signingStatus, 'SIGNED'));

export const effectivePackages = (db: Db) =>
  db.select().from(premiumPackages).where(eq(premiumPackages.effective, true)).orderBy(asc(premiumPackages.id));

export const packageAssignments = (db: Db) =>
  db
    .select({
      packageId: premiumPackageCustomers.packageId,
      productId: premiumPackageCustomers.productId,
      customerId: premiumPackageCustomers.customerId,
    })
    .from(premiumPackageCustomers);

/** One product's price data: the product row and its cost with zones, bands and surcharges. */
export async function productPriceRows(db: Db, productId: number) {
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  if (!product) return null;
  const [cost] = await db.select().from(productCosts).where(eq(productCosts.id, product.costId));
  if (!cost) return null;
  const [zones, bands, charges] = await Promise.all([
    db
      .select({
        countryCode: productCostZones.countryCode,
        zipFrom: productCostZones.zipFrom,
        zipTo: productCostZones.zipTo,
        zipCodeType: productCostZones.zipCodeType,
        areaBelongs: productCostZones.areaBelongs,
        isRemote: productCostZones.isRemote,
      })
      .from(productCostZones)
      .where(eq(productCostZones.costId, cost.id)),
    db.select().from(productCostPrices).where(eq(productCostPrices.costId, cost.id)),
    db
      .select()
      .from(surcharges)
      .where(eq(surcharges.costId, cost.id))
      .orderBy(asc(surcharges.calSortNumber), asc(surcharges.id)),
  ]);
  return { product, cost, zones, bands, surcharges: charges };
}

export type ProductPriceRows = NonNullable<Awaited<ReturnType<typeof productPriceRows>>>;
