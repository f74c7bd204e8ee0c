export { publicTrackingModule } from './public-tracking.module';
export type { PublicTrackingService } from './public-tracking.service';
