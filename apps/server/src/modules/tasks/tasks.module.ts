import { defineModule } from '../../platform/module/module';
import { TASK_ERRORS } from './tasks.errors';
import { createTasksService, type TasksService } from './tasks.service';
import { mountTaskRoutes } from './tasks.routes';

declare module '../../platform/module/module' {
  interface Services {
    tasks: TasksService;
  }
}

export const tasksModule = defineModule({
  name: 'tasks',
  tenancy: () => import('./tasks.tenancy'),
  errors: TASK_ERRORS,
  create: ({ data, jobs, files, log }) => createTasksService({ data, jobs, files, log }),
  routes: (app, tasks) => mountTaskRoutes(app, tasks),
  // Tasks whose job ended or vanished end failed: at start, then every minute.
  every: { seconds: 60, run: (tasks) => tasks.settleOrphans() },
});
