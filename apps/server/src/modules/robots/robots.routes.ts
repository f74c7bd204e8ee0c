import type { FastifyInstance } from 'fastify';
import { robotsEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import type { RobotsService } from './robots.service';

export function mountRobotsRoutes(app: FastifyInstance, robots: RobotsService) {
  mountEndpoints(app, robotsEndpoints, {
    list: async ({ params, actor, lang }) => {
      const rows = await robots.list(actor, params.warehouseId, lang);
      return okRows(rows, rows.length);
    },
    save: async ({ body, actor, lang }) => ok(await robots.save(actor, body, lang)),
    enable: async ({ body, actor, lang }) => ok(await robots.setEnabled(actor, body.id, body.enabled, lang)),
    remove: async ({ params, actor }) => {
      await robots.remove(actor, params.id);
      return okDone();
    },
  });
}
