import 'i18next';
import type common from './locales/zh.json';
import type auth from '../features/auth/locales/zh.json';
import type address from '../features/address/locales/zh.json';
import type system from '../features/system/locales/zh.json';
import type account from '../features/account/locales/zh.json';
import type home from '../features/home/locales/zh.json';
import type tasks from '../features/tasks/locales/zh.json';
import type oplog from '../features/oplog/locales/zh.json';
import type menus from '../features/menus/locales/zh.json';
import type roles from '../features/roles/locales/zh.json';
import type regions from '../features/regions/locales/zh.json';
import type products from '../features/products/locales/zh.json';
import type productCosts from '../features/product-costs/locales/zh.json';
import type postcodes from '../features/postcodes/locales/zh.json';
import type dicts from '../features/dicts/locales/zh.json';
import type quote from '../features/quote/locales/zh.json';
import type wallet from '../features/wallet/locales/zh.json';
import type tracking from '../features/tracking/locales/zh.json';
import type orders from '../features/orders/locales/zh.json';
import type orderRules from '../features/order-rules/locales/zh.json';
import type orderBatch from '../features/order-batch/locales/zh.json';
import type dueWork from '../features/due-work/locales/zh.json';
import type tailLogistics from '../features/tail-logistics/locales/zh.json';
import type warehouses from '../features/warehouses/locales/zh.json';
import type apiDocking from '../features/api-docking/locales/zh.json';
import type publicTracking from '../features/public-tracking/locales/zh.json';
import type trackRules from '../features/track-rules/locales/zh.json';
import type sortRules from '../features/sort-rules/locales/zh.json';
import type trace from '../features/trace/locales/zh.json';
import type webhooks from '../features/webhooks/locales/zh.json';
import type waybills from '../features/waybills/locales/zh.json';
import type sortTasks from '../features/sort-tasks/locales/zh.json';
import type bagging from '../features/bagging/locales/zh.json';
import type clearanceOrders from '../features/clearance-orders/locales/zh.json';

/** Keys are checked against the Chinese texts (the reference language): a typo in `t('address:…')` fails tsc. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      auth: typeof auth;
      address: typeof address;
      system: typeof system;
      account: typeof account;
      home: typeof home;
      tasks: typeof tasks;
      oplog: typeof oplog;
      menus: typeof menus;
      roles: typeof roles;
      regions: typeof regions;
      products: typeof products;
      'product-costs': typeof productCosts;
      postcodes: typeof postcodes;
      dicts: typeof dicts;
      quote: typeof quote;
      wallet: typeof wallet;
      orders: typeof orders;
      'order-rules': typeof orderRules;
      'order-batch': typeof orderBatch;
      'due-work': typeof dueWork;
      'tail-logistics': typeof tailLogistics;
      warehouses: typeof warehouses;
      tracking: typeof tracking;
      'track-rules': typeof trackRules;
      'sort-rules': typeof sortRules;
      trace: typeof trace;
      'api-docking': typeof apiDocking;
      'public-tracking': typeof publicTracking;
      webhooks: typeof webhooks;
      waybills: typeof waybills;
      'sort-tasks': typeof sortTasks;
      bagging: typeof bagging;
      'clearance-orders': typeof clearanceOrders;
    };
    returnNull: false;
  }
}
