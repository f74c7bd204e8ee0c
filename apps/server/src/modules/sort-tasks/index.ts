export { sortTasksModule } from './sort-tasks.module';
export type { SortTasksService } from './sort-tasks.service';
export { sortTasks, sortTaskParcels } from './sort-tasks.tables';
