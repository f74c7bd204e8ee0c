import { defineModule } from '../../platform/module/module';
import './clearance-orders.oplog';
import { CLEARANCE_ORDERS_ERRORS } from './clearance-orders.errors';
import { mountClearanceOrdersRoutes } from './clearance-orders.routes';
import { hsKnowledgeOf } from './hs-adapter';
import {
  CHECK_QUEUE,
  IMPORT_QUEUE,
  createClearanceOrdersService,
  type ClearanceOrdersService,
} from './clearance-orders.service';

declare module '../../platform/module/module' {
  interface Services {
    clearanceOrders: ClearanceOrdersService;
  }
}

/**
 * Clearance orders (issue 41, decisions 270-279): one per master air waybill with its bags and parcels, attachments
 * by type, the key-information check as a task, payment from the wallet, the platform's review and customs events.
 */
export const clearanceOrdersModule = defineModule({
  name: 'clearanceOrders',
  errors: CLEARANCE_ORDERS_ERRORS,
  create: ({ data, files, services }) => {
    const co = createClearanceOrdersService({
      data,
      files,
      tasks: services.tasks,
      wallet: services.wallet,
      orders: services.orders,
      tracking: services.tracking,
      userAdmin: services['user-admin'],
    });
    // The customer's price is its assigned sale quote's charge (decision 275); the check reads the HS module's data.
    co.usePricing(async (accountId, productId, counts) => {
      const charge = await services.clearanceProducts.chargeFor(accountId, productId, counts);
      return charge ? { amount: charge.total, currency: charge.currency } : null;
    });
    co.useHsKnowledge(hsKnowledgeOf(services.hsCodes));
    return co;
  },
  jobs: (co) => ({ [CHECK_QUEUE]: co.checkJob, [IMPORT_QUEUE]: co.importJob }),
  routes: (app, co, { files }) => mountClearanceOrdersRoutes(app, co, files),
  tenancy: () => import('./clearance-orders.tenancy'),
});
