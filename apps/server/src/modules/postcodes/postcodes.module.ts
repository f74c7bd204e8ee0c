import { defineModule } from '../../platform/module/module';
import './postcodes.oplog';
import { POSTCODE_ERRORS } from './postcodes.errors';
import { createPostcodesService, type PostcodesService } from './postcodes.service';
import { mountPostcodeRoutes } from './postcodes.routes';
import { EXPORT_QUEUE } from './postcodes.export';
import { IMPORT_QUEUE } from './postcodes.import';

declare module '../../platform/module/module' {
  interface Services {
    postcodes: PostcodesService;
  }
}

/**
 * Postcode groups: remote and not-remote libraries, no-delivery lists and order-rule groups of postcodes and
 * ranges. Product costs and order rules use them through the service (`rangesOfGroups`, `matches`) and guard the
 * groups they use with `registerInUseCheck`.
 */
export const postcodesModule = defineModule({
  name: 'postcodes',
  errors: POSTCODE_ERRORS,
  create: ({ data, services }) => createPostcodesService({ data, regions: services.regions, tasks: services.tasks }),
  jobs: (postcodes) => ({ [EXPORT_QUEUE]: postcodes.exportJob, [IMPORT_QUEUE]: postcodes.importJob }),
  routes: (app, postcodes, { files }) => mountPostcodeRoutes(app, postcodes, files),
  tenancy: () => import('./postcodes.tenancy'),
});
