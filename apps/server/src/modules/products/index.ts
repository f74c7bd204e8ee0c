export { products, productOwners, productCustomers, premiumPackages, premiumPackageCustomers } from './products.tables';
export {
  productSupportConfigs,
  productConsigneeConfigs,
  productOrderEditParams,
  productApiValidations,
  productLogisticsRules,
  productLabelSettings,
  shuttleProviders,
} from './product-configs.tables';
export { productsModule } from './products.module';
/**
 * Other modules reach the catalogue through `services.products` (its type below), chiefly:
 * - `usableProducts(actorOrAccountId, productIds?)`: the product ids a customer may quote and order;
 * - `productPriceData(productId)`: the product row (weight rules, limits, version) and its packages;
 * - `packageFor(productId, customerId, reportPriceType = 'INTERNAL_REPORT_PRICE')`: the package that prices it;
 * - `destinationCountries(actor, productIds)`: the union of the destinations of the products the caller sees.
 */
export type { ProductsService } from './products.service';
export type { ProductRow } from './products.repository';
export type { PackageRecord } from './packages.repository';
export { applyPremiumPackage, markUp, type Markups, type CalcResult } from './premium-calc';
export { ownProductCap } from './use-cases/catalogue';
