export { apiDockingModule } from './api-docking.module';
export type { ApiDockingService } from './api-docking.service';
export { apiKeys } from './api-docking.tables';
