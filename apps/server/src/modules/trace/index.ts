export { traceModule } from './trace.module';
export type { TraceService } from './trace.service';
export { traceStations, traceDbRecords, traceMatchRecords } from './trace.tables';
