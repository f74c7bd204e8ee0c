export { pricingModule } from './pricing.module';
export type { OrderPrice, ProductForOrder, QuoteService } from './quote.service';
export { pricingState } from './pricing.tables';
export { feeLinesIn } from './fee-line-names';
