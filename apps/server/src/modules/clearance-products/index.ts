export { clearanceProductsModule } from './clearance-products.module';
/**
 * Other modules (part 2: clearance orders) reach clearance products through `services.clearanceProducts`:
 * `priceFor(accountId, productId)` (the customer's sale quote), `chargeFor(accountId, productId, quantities)`, and
 * the pure `clearancePrice(quote, { bills, bags, kg, parcels })`.
 */
export type { ClearanceProductsService } from './clearance-products.service';
export { clearancePrice, type ClearanceQuotePrices, type ClearanceQuantities } from './clearance-price';
export { clearanceProducts, clearanceQuotes, clearanceQuoteCustomers } from './clearance-products.tables';
export { seedDemoClearanceProducts } from './clearance-products.demo';
