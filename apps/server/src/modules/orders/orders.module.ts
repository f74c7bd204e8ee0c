import { defineModule } from '../../platform/module/module';
import './orders.oplog';
import './batch/batch.oplog';
import { ORDER_ERRORS } from './orders.errors';
import { createOrdersService, type OrdersService } from './orders.service';
import { mountOrderRoutes } from './orders.routes';
import { ORDER_BATCH_QUEUE, mountBatchRoutes, orderBatchesOf } from './batch';
import { mountOrderExportRoutes, orderExportJobs, orderExportsOf } from './exports';
import { createHomeService, mountHomeRoutes } from './home';

declare module '../../platform/module/module' {
  interface Services {
    orders: OrdersService;
  }
}

/**
 * Orders: placed (priced again, checked by the order rules, charged and logged in one transaction), labelled by
 * their product's carrier, listed per privilege type, canceled with or without a refund, weighed at the warehouse.
 */
export const ordersModule = defineModule({
  name: 'orders',
  tenancy: () => import('./orders.tenancy'),
  errors: ORDER_ERRORS,
  create: ({ data, services, files, log, dueWork }) =>
    createOrdersService({
      data,
      files,
      log,
      dueWork,
      pricing: services.pricing,
      addresses: services.addresses,
      regions: services.regions,
      wallet: services.wallet,
      carriers: {
        ...services.carriers,
        supportsOnlineCancel: (code) => services.carriers.adapterFor(code).supportsOnlineCancel,
      },
      rules: services.orderRules,
    }),
  routes: (app, orders, ctx) => {
    mountOrderRoutes(app, orders);
    mountBatchRoutes(app, orderBatchesOf(orders, ctx), ctx.files);
    mountOrderExportRoutes(app, orderExportsOf(ctx));
    mountHomeRoutes(app, createHomeService(ctx));
  },
  jobs: (orders, ctx) => ({ [ORDER_BATCH_QUEUE]: orderBatchesOf(orders, ctx).job, ...orderExportJobs(ctx) }),
  stop: (orders) => orders.labels.stop(),
});
