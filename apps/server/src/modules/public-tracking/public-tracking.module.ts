import { defineModule } from '../../platform/module/module';
import { PUBLIC_TRACKING_ERRORS } from './public-tracking.errors';
import { mountPublicTrackingRoutes } from './public-tracking.routes';
import { createPublicTrackingService, type PublicTrackingService } from './public-tracking.service';

declare module '../../platform/module/module' {
  interface Services {
    publicTracking: PublicTrackingService;
  }
}

/**
 * Public tracking (`/track`: anyone, by number, no personal data, limited per address) and the customer's order
 * tracking page. Owns no table: orders through the orders' service, parcels through the tracking service.
 */
export const publicTrackingModule = defineModule({
  name: 'publicTracking',
  errors: PUBLIC_TRACKING_ERRORS,
  create: ({ services, config }) =>
    createPublicTrackingService({
      orders: services.orders,
      tracking: services.tracking,
      perMinute: config.PUBLIC_TRACK_PER_MINUTE,
    }),
  routes: (app, service) => mountPublicTrackingRoutes(app, service),
});
