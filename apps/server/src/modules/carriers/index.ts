export { carriersModule } from './carriers.module';
export type { CarriersService } from './carriers.service';
export { MAX_LABELS_PER_PDF } from './carriers.service';
export type {
  CancelResult,
  CarrierAdapter,
  ShipmentBox,
  ShipmentDeclaration,
  ShipmentParty,
  ShipmentOptions,
  ShipmentRequest,
  ShipmentResult,
  TrackingEvent,
} from './carrier.types';
export { CarrierError, isCarrierError } from './carrier-error';
export type { LabelData, LabelFormat, LabelParty } from './label';
export { SANDBOX_CODE, SANDBOX_POSTCODES } from './sandbox/sandbox.adapter';
export { sandboxShipments } from './carriers.tables';
/** The label PDF writer and Code 128 bars, for other printed pages (a sort task's batch, a bag's label). */
export { RawPdf, barRuns, code128Modules, moduleCount, standardMeasure, latinOnly, PAGE as LABEL_PAGE } from './label';
