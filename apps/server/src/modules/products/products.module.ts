import { defineModule } from '../../platform/module/module';
import { PRODUCT_ERRORS } from './products.errors';
import { createProductsService, type ProductsService } from './products.service';
import { mountProductRoutes } from './products.routes';
import { ZONE_EXPORT_QUEUE } from './use-cases/zone-export';

declare module '../../platform/module/module' {
  interface Services {
    products: ProductsService;
  }
}

export const productsModule = defineModule({
  name: 'products',
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
  routes: (app, products) => mountProductRoutes(app, products),
});
