import './clearance-ports.oplog';
import { defineModule } from '../../platform/module/module';
import { CLEARANCE_PORTS_ERRORS } from './clearance-ports.errors';
import { PORT_EXPORT_QUEUE } from './clearance-ports.export';
import { PORT_IMPORT_QUEUE } from './clearance-ports.import';
import { mountClearancePortsRoutes } from './clearance-ports.routes';
import { createClearancePortsService, type ClearancePortsService } from './clearance-ports.service';

declare module '../../platform/module/module' {
  interface Services {
    clearancePorts: ClearancePortsService;
  }
}

/**
 * Clearance ports, industries and services, and the services' assignment to customers (issue 40 items 1, 2). The
 * clearance products read ports and services through `portsByCodes` and `serviceConfig`, and install how many
 * products use each port with `useProductUsage`.
 */
export const clearancePortsModule = defineModule({
  name: 'clearancePorts',
  errors: CLEARANCE_PORTS_ERRORS,
  create: ({ data, services }) => createClearancePortsService({ data, users: services.users, tasks: services.tasks }),
  jobs: (ports) => ({ [PORT_IMPORT_QUEUE]: ports.importJob, [PORT_EXPORT_QUEUE]: ports.exportJob }),
  routes: (app, ports, { files }) => mountClearancePortsRoutes(app, ports, files),
  tenancy: () => import('./clearance-ports.tenancy'),
});
