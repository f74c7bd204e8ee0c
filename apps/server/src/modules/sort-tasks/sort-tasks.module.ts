import { defineModule } from '../../platform/module/module';
import './sort-tasks.oplog';
import { SORT_TASKS_ERRORS } from './sort-tasks.errors';
import { mountSortTaskRoutes } from './sort-tasks.routes';
import { createSortTasksService, PRESORT_QUEUE, SORT_QUEUE, type SortTasksService } from './sort-tasks.service';

declare module '../../platform/module/module' {
  interface Services {
    sortTasks: SortTasksService;
  }
}

/**
 * Sort tasks (issue 39 item 5): a set of parcels for a warehouse, pre-sorted in the background (each bay decided by
 * the sorting rules, nothing moved), then sorted (placed in their bays and moved RECEIVED, SORTED through the order
 * transition), printed as a batch sheet per bay. Decisions-2.md 200-209.
 */
export const sortTasksModule = defineModule({
  name: 'sortTasks',
  errors: SORT_TASKS_ERRORS,
  create: ({ data, services }) =>
    createSortTasksService({
      data,
      warehouses: services.warehouses,
      sortRules: services.sortRules,
      orders: services.orders,
      tasks: services.tasks,
    }),
  jobs: (s) => ({ [PRESORT_QUEUE]: s.presortJob, [SORT_QUEUE]: s.sortJob }),
  routes: (app, s) => mountSortTaskRoutes(app, s),
  tenancy: () => import('./sort-tasks.tenancy'),
});
