import type { FastifyInstance } from 'fastify';
import { usersEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import type { UsersService } from './users.service';

export function mountUserRoutes(app: FastifyInstance, users: UsersService) {
  mountEndpoints(app, usersEndpoints, {
    list: async ({ body }) => {
      const { rows, total } = await users.list(body);
      return okRows(rows, total);
    },
    approve: async ({ params, actor }) => {
      await users.approve(params.id, actor.userId);
      return okDone();
    },
    currentAccountVersion: async ({ actor }) => ok(users.edition(await users.byId(actor.accountId))),
    hasSubscribe: async ({ actor }) => ok(users.edition(await users.byId(actor.accountId)).edition !== 'FREE'),
  });
}
