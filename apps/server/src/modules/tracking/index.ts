export { trackingModule } from './tracking.module';
export type { IngestResult, ParcelListener, TrackingService } from './tracking.service';
export type { MappedStatus, RawEvent, RawEventMapper } from './raw-events';
export { standardMapping } from './raw-events';
export { trackingEvents } from './tracking.tables';
export type { ParcelListFilter, ParcelListRow, ParcelTimeline } from './parcel-reads';
export type { ParcelEvent, ParcelState } from './parcel-state';
