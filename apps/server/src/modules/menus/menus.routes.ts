import type { FastifyInstance } from 'fastify';
import { menusEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okRows } from '../../platform/http/envelope';
import type { MenusService } from './menus.service';

export function mountMenuRoutes(app: FastifyInstance, menus: MenusService) {
  const { admin } = menus;
  mountEndpoints(app, menusEndpoints, {
    build: async ({ actor, lang }) => ok(await menus.build(actor, lang)),
    list: async ({ lang, query }) => {
      const { rows, total } = await admin.list(lang, query);
      return okRows(rows, total);
    },
    lazy: async ({ lang, query }) => okRows(await admin.lazy(lang, query.pid)),
    menuList: async ({ lang, query }) => okRows(await admin.menuList(lang, query.pid)),
    child: async ({ query }) => okRows(await admin.child(query.id)),
    superior: async ({ lang, body }) => okRows(await admin.superior(lang, body)),
    create: async ({ lang, body }) => ok(await admin.create(lang, body)),
    update: async ({ lang, body }) => ok(await admin.update(lang, body)),
    remove: async ({ body }) => ok(await admin.remove(body)),
  });
}
