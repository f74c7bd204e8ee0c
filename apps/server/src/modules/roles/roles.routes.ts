import type { FastifyInstance } from 'fastify';
import { rolesEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okRows } from '../../platform/http/envelope';
import type { RolesService } from './roles.service';

export function mountRoleRoutes(app: FastifyInstance, roles: RolesService) {
  mountEndpoints(app, rolesEndpoints, {
    list: async ({ query }) => {
      const { rows, total } = await roles.list(query);
      return okRows(rows, total);
    },
    all: async () => okRows(await roles.all()),
    level: async ({ actor }) => ok({ level: await roles.level(actor) }),
    moduleList: ({ lang }) => okRows(roles.moduleList(lang)),
    menuTree: async ({ actor, lang }) => okRows(await roles.menuTree(actor, lang)),
    create: async ({ actor, body, lang }) => ok(await roles.create(actor, body, lang)),
    update: async ({ actor, body, lang }) => ok(await roles.update(actor, body, lang)),
    assignMenus: async ({ actor, body, lang }) => ok(await roles.assignMenus(actor, body.id, body.menuIds, lang)),
    remove: async ({ actor, body }) => ok(await roles.remove(actor, body)),
  });
}
