import { defineModule } from '../../platform/module/module';
import './waybills.oplog';
import { WAYBILL_ERRORS } from './waybills.errors';
import { createWaybillsService, type WaybillsService } from './waybills.service';
import { mountWaybillRoutes } from './waybills.routes';
import { EXPORT_QUEUE } from './waybills.export';
import { IMPORT_QUEUE } from './waybills.import';

declare module '../../platform/module/module' {
  interface Services {
    waybills: WaybillsService;
  }
}

/**
 * Master air waybills (line haul): the platform's waybills, their parcels, and their events applied to every linked
 * parcel's tracking through `tracking.ingest` (source `waybill`), so the orders follow (docs/architecture.md
 * "Tracking", decisions 155-159).
 */
export const waybillsModule = defineModule({
  name: 'waybills',
  errors: WAYBILL_ERRORS,
  create: ({ data, services, dueWork, log }) =>
    createWaybillsService({ data, tracking: services.tracking, tasks: services.tasks, dueWork, log }),
  jobs: (waybills) => ({ [EXPORT_QUEUE]: waybills.exportJob, [IMPORT_QUEUE]: waybills.importJob }),
  routes: (app, waybills, { files }) => mountWaybillRoutes(app, waybills, files),
});
