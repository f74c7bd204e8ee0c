import type { FastifyInstance } from 'fastify';
import { apiDockingEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okRows } from '../../platform/http/envelope';
import type { ApiDockingService } from './api-docking.service';

export function mountApiDockingRoutes(app: FastifyInstance, docking: ApiDockingService) {
  mountEndpoints(app, apiDockingEndpoints, {
    createKey: async ({ actor, body }) => ok(await docking.create(actor, body.mode)),
    listKeys: async ({ actor }) => okRows(await docking.list(actor)),
    regenerateKey: async ({ actor, params }) => ok(await docking.regenerate(actor, params.id)),
    revokeKey: async ({ actor, params }) => ok(await docking.revoke(actor, params.id)),
  });
}
