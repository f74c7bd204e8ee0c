import './warehouses.oplog';
import { defineModule } from '../../platform/module/module';
import { WAREHOUSES_ERRORS } from './warehouses.errors';
import { mountWarehousesRoutes } from './warehouses.routes';
import { createWarehousesService, type WarehousesService } from './warehouses.service';

declare module '../../platform/module/module' {
  interface Services {
    warehouses: WarehousesService;
  }
}

export const warehousesModule = defineModule({
  name: 'warehouses',
  errors: WAREHOUSES_ERRORS,
  create: ({ data, services }) => createWarehousesService({ data, users: services.users }),
  routes: (app, warehouses) => mountWarehousesRoutes(app, warehouses),
  tenancy: () => import('./warehouses.tenancy'),
});
