import type { FastifyInstance } from 'fastify';
import { usersEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import type { Services } from '../../platform/module/module';
import type { UsersService } from './users.service';

/** `roles` (listed after this module) answers who holds which role: the list shows each user's. */
export function mountUserRoutes(
  app: FastifyInstance,
  users: UsersService,
  roles: () => Pick<Services['roles'], 'roleRefsOf'>,
) {
  mountEndpoints(app, usersEndpoints, {
    list: async ({ body }) => {
      const { rows, total } = await users.list(body);
      const held = await roles().roleRefsOf(rows.map((r) => r.id));
      return okRows(
        rows.map((r) => ({ ...r, roles: held.get(r.id) ?? [] })),
        total,
      );
    },
    approve: async ({ params, actor }) => {
      await users.approve(params.id, actor.userId);
      return okDone();
    },
    currentAccountVersion: async ({ actor }) => ok(users.edition(await users.byId(actor.accountId))),
    hasSubscribe: async ({ actor }) => ok(users.edition(await users.byId(actor.accountId)).edition !== 'FREE'),
  });
}
