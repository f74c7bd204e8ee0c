import './clearance-products.oplog';
import { defineModule } from '../../platform/module/module';
import { CLEARANCE_PRODUCT_ERRORS } from './clearance-products.errors';
import { mountClearanceProductRoutes } from './clearance-products.routes';
import { createClearanceProductsService, type ClearanceProductsService } from './clearance-products.service';
import { COST_IMPORT_QUEUE, SALE_IMPORT_QUEUE } from './clearance-quotes.import';

declare module '../../platform/module/module' {
  interface Services {
    clearanceProducts: ClearanceProductsService;
  }
}

export const clearanceProductsModule = defineModule({
  name: 'clearanceProducts',
  errors: CLEARANCE_PRODUCT_ERRORS,
  create: ({ data, services }) =>
    createClearanceProductsService({ data, tasks: services.tasks, ports: services.clearancePorts }),
  jobs: (svc) => ({ [SALE_IMPORT_QUEUE]: svc.importJob, [COST_IMPORT_QUEUE]: svc.importJob }),
  routes: (app, svc, { files }) => mountClearanceProductRoutes(app, svc, files),
  tenancy: () => import('./clearance-products.tenancy'),
});
