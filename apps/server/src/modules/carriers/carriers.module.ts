import { defineModule } from '../../platform/module/module';
import { loadCarriersConfig } from './carriers.config';
import { CARRIER_ERRORS } from './carriers.errors';
import { createCarriersService, type CarriersService } from './carriers.service';
import { createLabelRenderPool } from './label/render-pool';

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
  create: ({ data }) => {
    const config = loadCarriersConfig();
    const renderPool = createLabelRenderPool(config.renderWorkerFile, config.renderThreads);
    return createCarriersService({ data, renderPool });
  },
  stop: (service) => service.close(),
});
