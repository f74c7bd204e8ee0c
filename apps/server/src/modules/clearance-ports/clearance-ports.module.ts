import './clearance-ports.oplog';
import { defineModule } from '../../platform/module/module';
import { CLEARANCE_PORTS_ERRORS } from './clearance-ports.errors';
import { createClearancePortsService, type ClearancePortsService } from './clearance-ports.service';

declare module '../../platform/module/module' {
  interface Services {
    clearancePorts: ClearancePortsService;
  }
}

export const clearancePortsModule = defineModule({
  name: 'clearancePorts',
  errors: CLEARANCE_PORTS_ERRORS,
  create: ({ data, services }) => createClearancePortsService({ data, users: services.users }),
});
