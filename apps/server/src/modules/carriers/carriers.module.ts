import { defineModule } from '../../platform/module/module';
import { CARRIER_ERRORS } from './carriers.errors';
import { createCarriersService, type CarriersService } from './carriers.service';

declare module '../../platform/module/module' {
  interface Services {
    carriers: CarriersService;
  }
}

/**
 * Carriers and labels: adapters by docking provider code (the built-in sandbox; USPS and DHL not connected until
 * configured) and the 4x6 label renderer (PDF and ZPL). No routes of its own: orders call the service.
 */
export const carriersModule = defineModule({
  name: 'carriers',
  errors: CARRIER_ERRORS,
  create: ({ data }) => createCarriersService({ data }),
});
