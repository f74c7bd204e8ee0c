import { defineModule } from '../../platform/module/module';
import './trace.oplog';
import { TRACE_ERRORS } from './trace.errors';
import { EXPORT_QUEUE } from './trace.export';
import { IMPORT_QUEUE } from './trace.import';
import { mountTraceRoutes } from './trace.routes';
import { createTraceService, type TraceService } from './trace.service';

declare module '../../platform/module/module' {
  interface Services {
    trace: TraceService;
  }
}

/** Trace stations and the trace database: event files matched by delivery number and fed to tracking (issue 38). */
export const traceModule = defineModule({
  name: 'trace',
  errors: TRACE_ERRORS,
  create: ({ data, services }) => createTraceService({ data, tasks: services.tasks, tracking: services.tracking }),
  jobs: (trace) => ({ [IMPORT_QUEUE]: trace.importJob, [EXPORT_QUEUE]: trace.exportJob }),
  routes: (app, trace, { files }) => mountTraceRoutes(app, trace, files),
});
