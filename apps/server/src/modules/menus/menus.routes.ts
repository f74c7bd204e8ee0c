import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MenuNode, okObj } from '@parcelhub/contracts';
import { ok } from '../../platform/http/envelope';
import { SIGNED_IN } from '../../platform/auth/access';
import { actorOf } from '../../platform/auth/guard';
import type { MenusService } from './menus.service';

export function menusRoutes(menus: MenusService) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/menus/build',
      {
        config: SIGNED_IN,
        schema: { tags: ['menus'], summary: "The caller's menu tree", response: { 200: okObj(z.array(MenuNode)) } },
      },
      async (req) => ok(await menus.build(actorOf(req), req.lang)),
    );
  };
}
