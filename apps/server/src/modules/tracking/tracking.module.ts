import { defineModule } from '../../platform/module/module';
import { TRACKING_ERRORS } from './tracking.errors';
import { createTrackingService, type TrackingService } from './tracking.service';
import { mountTrackingRoutes } from './tracking.routes';

declare module '../../platform/module/module' {
  interface Services {
    tracking: TrackingService;
  }
}

/**
 * Tracking: standard statuses, a parcel's events (stored once per carrier, number, code and time), its status from
 * its latest event by event time, and the order following through the orders' one transition. Carrier pulls, rule
 * groups, waybills and webhooks plug in later (docs/architecture.md "Tracking").
 */
export const trackingModule = defineModule({
  name: 'tracking',
  errors: TRACKING_ERRORS,
  create: ({ data, services }) =>
    createTrackingService({ data, orders: services.orders, userAdmin: services['user-admin'] }),
  routes: (app, tracking) => mountTrackingRoutes(app, tracking),
});
