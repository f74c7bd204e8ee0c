export { dueWorkModule } from './due-work.module';
export type { DueWorkService } from './due-work.service';
