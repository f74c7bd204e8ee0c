import type { FastifyInstance } from 'fastify';
import { deliveryWarningEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../../platform/http/endpoint-route';
import { ok, okRows } from '../../../platform/http/envelope';
import type { DataAccess } from '../../../platform/db/data-access';
import { createDeliveryWarnings } from './delivery-warning.service';

export function mountDeliveryWarningRoutes(app: FastifyInstance, ctx: { data: DataAccess }) {
  const warnings = createDeliveryWarnings({ data: ctx.data });
  mountEndpoints(app, deliveryWarningEndpoints, {
    list: async ({ actor, body, lang }) => {
      const { rows, total } = await warnings.list(actor, body, lang);
      return okRows(rows, total);
    },
    update: async ({ actor, body }) => ok(await warnings.update(actor, body)),
  });
}
