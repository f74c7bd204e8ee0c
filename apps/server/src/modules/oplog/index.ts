export { oplogModule } from './oplog.module';
export type { OplogService } from './oplog.service';
export { operationLog } from './oplog.tables';
// Declarations live in the platform (every module declares its tables, the users module included, which this one
// reads); re-exported for modules that reach them here.
export { declareOplogRecord, type OplogRecord } from '../../platform/oplog/records';
