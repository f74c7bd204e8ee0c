import type { FastifyInstance } from 'fastify';
import { subAccountsEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import type { SubAccountsService } from './sub-accounts.service';

export function mountSubAccountRoutes(app: FastifyInstance, subs: SubAccountsService) {
  mountEndpoints(app, subAccountsEndpoints, {
    list: async ({ actor, body }) => {
      const { rows, total } = await subs.list(actor, body);
      return okRows(rows, total);
    },
    add: async ({ actor, body }) => ok(await subs.add(actor, body)),
    update: async ({ actor, body }) => {
      await subs.update(actor, body);
      return okDone();
    },
    remove: async ({ actor, body }) => {
      await subs.remove(actor, body.ids);
      return okDone();
    },
    disable: async ({ actor, params }) => {
      await subs.setEnabled(actor, params.id, false);
      return okDone();
    },
    enable: async ({ actor, params }) => {
      await subs.setEnabled(actor, params.id, true);
      return okDone();
    },
    grant: async ({ actor, body }) => {
      await subs.grant(actor, body.id, body.menuIds);
      return okDone();
    },
    menus: async ({ actor, lang }) => okRows(await subs.menus(actor, lang)),
  });
}
