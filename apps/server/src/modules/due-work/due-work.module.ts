import { defineModule } from '../../platform/module/module';
import { DUE_WORK_ERRORS } from './due-work.errors';
import { createDueWorkService, type DueWorkService } from './due-work.service';
import { mountDueWorkRoutes } from './due-work.routes';

declare module '../../platform/module/module' {
  interface Services {
    dueWork: DueWorkService;
  }
}

/**
 * The operators' view of the platform's due work (system:dueWork): what waits, what gave up, and a retry. The kinds
 * are the other modules' (each registers its own when it is made); this module owns no table.
 */
export const dueWorkModule = defineModule({
  name: 'dueWork',
  errors: DUE_WORK_ERRORS,
  create: ({ dueWork, log }) => createDueWorkService({ dueWork, log }),
  routes: (app, dueWork) => mountDueWorkRoutes(app, dueWork),
});
