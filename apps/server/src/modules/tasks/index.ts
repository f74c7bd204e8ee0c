export { tasksModule } from './tasks.module';
export type { TasksService, RunningTask, TaskOutcome, TaskFile } from './tasks.service';
export { downloadTasks } from './tasks.tables';
