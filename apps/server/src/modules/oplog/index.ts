export { oplogModule } from './oplog.module';
export type { OplogService } from './oplog.service';
export { operationLog } from './oplog.tables';
