import { defineModule } from '../../platform/module/module';
import './bags.oplog';
import { BAGS_ERRORS } from './bags.errors';
import { mountBagRoutes } from './bags.routes';
import { createBagsService, type BagsService } from './bags.service';

declare module '../../platform/module/module' {
  interface Services {
    bags: BagsService;
  }
}

/**
 * The bagging station (issue 39 item 6, decisions 190-199): scans that receive, sort and bag a parcel in one
 * transaction, bags that close, print, free their bay and are dispatched.
 */
export const bagsModule = defineModule({
  name: 'bags',
  errors: BAGS_ERRORS,
  create: ({ data, services }) =>
    createBagsService({
      data,
      warehouses: services.warehouses,
      sortRules: services.sortRules,
      orders: services.orders,
    }),
  routes: (app, bags) => mountBagRoutes(app, bags),
});
