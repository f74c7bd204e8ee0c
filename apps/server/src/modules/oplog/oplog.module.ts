import { defineModule } from '../../platform/module/module';
import { OPLOG_ERRORS } from './oplog.errors';
import { createOplogService, type OplogService } from './oplog.service';
import { mountOplogRoutes } from './oplog.routes';

declare module '../../platform/module/module' {
  interface Services {
    oplog: OplogService;
  }
}

/**
 * The operation log. Listed last: its seed attaches the capture triggers after every other module's reference
 * data is in, so a fresh database does not log its own seeding, while tables of later migrations are covered.
 */
export const oplogModule = defineModule({
  name: 'oplog',
  tenancy: () => import('./oplog.tenancy'),
  errors: OPLOG_ERRORS,
  seed: (data) =>
    createOplogService({ data })
      .attach()
      .then(() => undefined),
  create: ({ data }) => createOplogService({ data }),
  routes: (app, oplog) => mountOplogRoutes(app, oplog),
});
