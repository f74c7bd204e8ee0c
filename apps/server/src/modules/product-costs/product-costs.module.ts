import { defineModule } from '../../platform/module/module';
import './product-costs.oplog';
import { PRODUCT_COST_ERRORS } from './product-costs.errors';
import { createProductCostsService, type ProductCostsService } from './product-costs.service';
import { mountProductCostRoutes } from './product-costs.routes';
import { seedDocking } from './product-costs.seed';
import { ZONE_IMPORT_QUEUE } from './zones.import';

declare module '../../platform/module/module' {
  interface Services {
    productCosts: ProductCostsService;
  }
}

export const productCostsModule = defineModule({
  name: 'productCosts',
  errors: PRODUCT_COST_ERRORS,
  seed: seedDocking,
  create: ({ data, files, services }) => {
    const costs = createProductCostsService({
      data,
      files,
      tasks: services.tasks,
      media: services.media,
      countryCodes: async () => new Set((await services.regions.countries('en')).map((c) => c.value)),
    });
    // Postcode rules name postcode groups: the caller must see each one, and a group in use cannot be deleted.
    const { postcodes } = services;
    costs.registerPostcodeGroupCheck(async (actor, ids) => {
      if (ids.length === 0) return [];
      const visible = new Set((await postcodes.groupOptions(actor, {})).map((o) => Number(o.value)));
      return ids.filter((id) => !visible.has(id));
    });
    postcodes.registerInUseCheck((groupId) => costs.costUsingPostcodeGroup(groupId));
    return costs;
  },
  jobs: (costs) => ({ [ZONE_IMPORT_QUEUE]: costs.zoneImportJob() }),
  routes: (app, costs) => mountProductCostRoutes(app, costs),
  tenancy: () => import('./product-costs.tenancy'),
});
