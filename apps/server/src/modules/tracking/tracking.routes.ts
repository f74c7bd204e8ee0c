import type { FastifyInstance } from 'fastify';
import { trackingEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import type { TrackingModuleService } from './tracking.module';

export function mountTrackingRoutes(app: FastifyInstance, tracking: TrackingModuleService) {
  mountEndpoints(app, trackingEndpoints, {
    allStatuses: async ({ lang }) => okRows(tracking.statusOptions(lang)),
    childStatuses: async ({ params, lang }) => okRows(tracking.childStatuses(params.id, lang)),
    addEvent: async ({ actor, body, lang }) => {
      await tracking.addEvent(actor, body, lang);
      return okDone();
    },
    exportTrackingInfo: async ({ actor, body, lang }) => ok(await tracking.exports.submit(actor, 'events', body, lang)),
    exportOrdersTrackInfo: async ({ actor, body, lang }) =>
      ok(await tracking.exports.submit(actor, 'orders', body, lang)),
    orderTrackInfo: async ({ actor, params }) => ok(await tracking.orderTrackInfo(actor, params.insideNumber)),
    orderTrackingStatusList: async ({ lang }) => okRows(tracking.orderTrackingStatusList(lang)),
    trackStatusList: async ({ lang }) => okRows(tracking.trackStatusList(lang)),
    otherOrderStatusList: async ({ lang }) => okRows(tracking.otherOrderStatusList(lang)),
    exLabelStatusList: async ({ lang }) => okRows(tracking.exLabelStatusList(lang)),
    platformCustomerList: async () => okRows(await tracking.platformCustomerList()),
  });
}
