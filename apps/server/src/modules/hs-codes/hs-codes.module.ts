import { defineModule } from '../../platform/module/module';
import './hs-codes.oplog';
import { HS_CODES_ERRORS } from './hs-codes.errors';
import { mountHsCodesRoutes } from './hs-codes.routes';
import { seedHsCodes } from './hs-codes.seed';
import { createHsCodesService, EXPORT_QUEUE, UPLOAD_QUEUE, type HsCodesService } from './hs-codes.service';

declare module '../../platform/module/module' {
  interface Services {
    hsCodes: HsCodesService;
  }
}

/** HS codes (issue 40 item 5): reference data, the matcher, confirmed matches, goods lists in and out. */
export const hsCodesModule = defineModule({
  name: 'hsCodes',
  errors: HS_CODES_ERRORS,
  seed: (data) => seedHsCodes(data),
  create: ({ data, services }) => createHsCodesService({ data, tasks: services.tasks, users: services.users }),
  jobs: (hs) => ({ [UPLOAD_QUEUE]: hs.uploadJob, [EXPORT_QUEUE]: hs.exportJob }),
  routes: (app, hs, { files }) => mountHsCodesRoutes(app, hs, files),
  tenancy: () => import('./hs-codes.tenancy'),
});
