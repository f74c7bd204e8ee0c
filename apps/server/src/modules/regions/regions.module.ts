import { defineModule } from '../../platform/module/module';
import './regions.oplog';
import { createRegionsService, type RegionsService } from './regions.service';
import { mountRegionRoutes } from './regions.routes';
import { seedRegions } from './regions.seed';
import { REGION_ERRORS } from './regions.errors';
import { EXPORT_QUEUE } from './cities.export';
import { IMPORT_QUEUE } from './cities.import';

declare module '../../platform/module/module' {
  interface Services {
    regions: RegionsService;
  }
}

export const regionsModule = defineModule({
  name: 'regions',
  errors: REGION_ERRORS,
  seed: seedRegions,
  create: ({ data, services }) => createRegionsService({ data, tasks: services.tasks }),
  jobs: (regions) => ({ [IMPORT_QUEUE]: regions.cityImportJob(), [EXPORT_QUEUE]: regions.cityExportJob() }),
  routes: (app, regions, { files }) => mountRegionRoutes(app, regions, files),
});
