import { defineModule } from '../../platform/module/module';
import './products.oplog';
import { PRODUCT_ERRORS } from './products.errors';
import { createProductsService, type ProductsService } from './products.service';
import { mountProductRoutes } from './products.routes';
import { mountCountryOptionsRoute } from './country-options.routes';
import { ZONE_EXPORT_QUEUE } from './use-cases/zone-export';

declare module '../../platform/module/module' {
  interface Services {
    products: ProductsService;
  }
}

export const productsModule = defineModule({
  name: 'products',
  tenancy: () => import('./products.tenancy'),
  errors: PRODUCT_ERRORS,
  create: ({ data, services }) =>
    createProductsService({
      data,
      regions: services.regions,
      users: services.users,
      tasks: services.tasks,
      costs: services.productCosts,
    }),
  jobs: (products) => ({ [ZONE_EXPORT_QUEUE]: products.zoneExportJob }),
  routes: (app, products, { services }) => {
    mountProductRoutes(app, products);
    mountCountryOptionsRoute(app, products, services.regions);
  },
});
