import { defineModule } from '../../platform/module/module';
import { TRACKING_ERRORS } from './tracking.errors';
import { createTrackingService } from './tracking.service';
import { mountTrackingRoutes } from './tracking.routes';
import { createTrackingPull, type TrackingPull } from './tracking.pull';
import { createTrackingExports, TRACKING_EXPORT_QUEUE, type TrackingExports } from './tracking.exports';
import { createDeliveryWarnings, mountDeliveryWarningRoutes, type DeliveryWarnings } from './delivery-warning';

/** The tracking service and its carrier pulls. */
export type TrackingModuleService = ReturnType<typeof createTrackingService> & {
  pull: TrackingPull;
  exports: TrackingExports;
  /** Parcels silent past their product's window (`api/order/deliveryWarning/*`, decision 260). */
  warnings: DeliveryWarnings;
};

declare module '../../platform/module/module' {
  interface Services {
    tracking: TrackingModuleService;
  }
}

/** How often each process makes sure every carrier with parcels on the way has its pull due. */
const ENSURE_PULLS_SECONDS = 60;

/**
 * Tracking: standard statuses, a parcel's events (stored once per carrier, number, code and time), its status from
 * its latest event by event time, and the order following through the orders' one transition; the carriers pulled
 * every TRACK_PULL_SECONDS as due work. Rule groups, waybills and webhooks plug in (docs/architecture.md "Tracking").
 */
export const trackingModule = defineModule({
  name: 'tracking',
  errors: TRACKING_ERRORS,
  create: ({ data, services, dueWork, config }) => {
    const service = createTrackingService({ data, orders: services.orders, userAdmin: services['user-admin'] });
    const pull = createTrackingPull({
      data,
      carriers: services.carriers,
      dueWork,
      ingest: service.ingest,
      expire: service.expire,
      intervalSeconds: config.TRACK_PULL_SECONDS,
    });
    services.orders.onStatusChanged(async (change) => {
      if (change.to === 'LABELED' && change.from !== 'LABELED') await pull.labelled(change.orderId);
    });
    const exports = createTrackingExports({ data, orders: services.orders, tasks: services.tasks });
    const warnings = createDeliveryWarnings({ data, orders: services.orders });
    return { ...service, pull, exports, warnings };
  },
  routes: (app, tracking) => {
    mountTrackingRoutes(app, tracking);
    mountDeliveryWarningRoutes(app, tracking.warnings);
  },
  jobs: (tracking) => ({ [TRACKING_EXPORT_QUEUE]: tracking.exports.job }),
  every: { seconds: ENSURE_PULLS_SECONDS, run: (tracking) => tracking.pull.ensureScheduled() },
  stop: async (tracking) => tracking.pull.stop(),
});
