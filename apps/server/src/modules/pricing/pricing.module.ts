import { defineModule } from '../../platform/module/module';
import { createQuoteService, type QuoteService } from './quote.service';
import { createRateCards } from './rate-cards';
import { createPriceSnapshots } from './price-snapshots';
import { mountPricingRoutes } from './pricing.routes';
import { PRICING_ERRORS } from './pricing.errors';

declare module '../../platform/module/module' {
  interface Services {
    pricing: QuoteService;
  }
}

export const pricingModule = defineModule({
  name: 'pricing',
  errors: PRICING_ERRORS,
  create: ({ data, services }) => {
    const { postcodes } = services;
    const cards = createRateCards(data, async (groupIds) => {
      if (groupIds.length === 0) return [];
      const groups = await postcodes.rangesOfGroups(groupIds);
      return groups.flatMap((g) => g.ranges.map((r) => ({ country: g.country, from: r.from, to: r.to })));
    });
    return createQuoteService({
      cards,
      users: services.users,
      countryOptions: (lang) => services.regions.options(lang),
      snapshots: createPriceSnapshots(data),
    });
  },
  routes: (app, pricing) => mountPricingRoutes(app, pricing),
});
