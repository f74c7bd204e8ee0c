import type { FastifyInstance } from 'fastify';
import { deliveryWarningEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../../platform/http/endpoint-route';
import { ok, okRows } from '../../../platform/http/envelope';
import type { DeliveryWarnings } from './delivery-warning.service';

/** `api/order/deliveryWarning/*`: the paths stay the orders'; the rule is tracking's (decision 260). */
export function mountDeliveryWarningRoutes(app: FastifyInstance, warnings: DeliveryWarnings) {
  mountEndpoints(app, deliveryWarningEndpoints, {
    list: async ({ actor, body, lang }) => {
      const { rows, total } = await warnings.list(actor, body, lang);
      return okRows(rows, total);
    },
    update: async ({ actor, body }) => ok(await warnings.update(actor, body)),
  });
}
