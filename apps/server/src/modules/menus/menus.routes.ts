import type { FastifyInstance } from 'fastify';
import { menusEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok } from '../../platform/http/envelope';
import type { MenusService } from './menus.service';

export function mountMenuRoutes(app: FastifyInstance, menus: MenusService) {
  mountEndpoints(app, menusEndpoints, {
    build: async ({ actor, lang }) => ok(await menus.build(actor, lang)),
  });
}
