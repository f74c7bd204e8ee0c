import type { FastifyInstance } from 'fastify';
import { webhooksEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import type { WebhooksService } from './webhooks.service';

export function mountWebhooksRoutes(app: FastifyInstance, hooks: WebhooksService) {
  mountEndpoints(app, webhooksEndpoints, {
    create: async ({ actor, body }) => ok(await hooks.create(actor, body)),
    list: async ({ actor }) => okRows(await hooks.list(actor)),
    disable: async ({ actor, params }) => ok(await hooks.setCustomerEnabled(actor, params.id, false)),
    enable: async ({ actor, params }) => ok(await hooks.setCustomerEnabled(actor, params.id, true)),
    rotateSecret: async ({ actor, params }) => ok(await hooks.rotateCustomer(actor, params.id)),
    remove: async ({ actor, params }) => {
      await hooks.removeCustomer(actor, params.id);
      return okDone();
    },
    recordPage: async ({ actor, body }) => {
      const { rows, total } = await hooks.recordPage(actor, body);
      return okRows(rows, total);
    },
    repush: async ({ actor, body }) => ok(await hooks.repush(actor, body)),
    systemSave: async ({ actor, body }) => ok(await hooks.saveSystem(actor, body)),
    systemPage: async ({ body }) => {
      const { rows, total } = await hooks.pageSystems(body);
      return okRows(rows, total);
    },
    systemStatus: async ({ params }) => ok(await hooks.setSystemStatus(params.id, params.status)),
    systemRotateSecret: async ({ params }) => ok(await hooks.rotateSystem(params.id)),
    systemDelete: async ({ params }) => {
      await hooks.removeSystem(params.id);
      return okDone();
    },
  });
}
