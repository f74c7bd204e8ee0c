export { waybillsModule } from './waybills.module';
export type { WaybillsService } from './waybills.service';
export { waybills, waybillParcels, waybillEvents } from './waybills.tables';
