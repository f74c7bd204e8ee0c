import { defineModule } from '../../platform/module/module';
import { createRegionsService, type RegionsService } from './regions.service';
import { mountRegionRoutes } from './regions.routes';
import { seedCountries } from './regions.seed';

declare module '../../platform/module/module' {
  interface Services {
    regions: RegionsService;
  }
}

export const regionsModule = defineModule({
  name: 'regions',
  seed: seedCountries,
  create: ({ data }) => createRegionsService({ data }),
  routes: (app, regions) => mountRegionRoutes(app, regions),
});
