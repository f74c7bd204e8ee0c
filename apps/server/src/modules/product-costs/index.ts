export {
  productCosts,
  productCostZones,
  productCostPrices,
  surcharges,
  productCostOwners,
} from './product-costs.tables';
export type { CarryBand, FormulaConstant } from './product-costs.tables';
export { dockingProviders, dockModels } from './docking.tables';
export { productCostAccounts } from './cost-accounts.tables';
export { productCostsModule } from './product-costs.module';
export type { ProductCostsService } from './product-costs.service';
export type { CostUsageCheck, PostcodeGroupCheck } from './costs.service';
export { costPriceData, costVersion, loadCostPriceData, loadCostVersion, type CostPriceData } from './price-data';
