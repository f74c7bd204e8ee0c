import { defineModule } from '../../platform/module/module';
import './addresses.oplog';
import { ADDRESS_ERRORS } from './addresses.errors';
import { createAddressesService, type AddressesService } from './addresses.service';
import { mountAddressRoutes } from './addresses.routes';
import { EXPORT_QUEUE } from './addresses.export';
import { IMPORT_QUEUE } from './addresses.import';

declare module '../../platform/module/module' {
  interface Services {
    addresses: AddressesService;
  }
}

export const addressesModule = defineModule({
  name: 'addresses',
  tenancy: () => import('./addresses.tenancy'),
  errors: ADDRESS_ERRORS,
  create: ({ data, services }) => createAddressesService({ data, regions: services.regions, tasks: services.tasks }),
  jobs: (addresses) => ({ [EXPORT_QUEUE]: addresses.exportJob, [IMPORT_QUEUE]: addresses.importJob }),
  routes: (app, addresses, { files }) => mountAddressRoutes(app, addresses, files),
});
