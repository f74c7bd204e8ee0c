import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CurrentSubscribe, okEmpty, okObj, okRows, UserIdPath, UserListQuery, UserRow } from '@parcelhub/contracts';
import { ok, okDone, okRows as rowsOf } from '../../platform/http/envelope';
import { typed } from '../../platform/http/typed';
import { permission, SIGNED_IN } from '../../platform/auth/access';
import { actorOf } from '../../platform/auth/guard';
import type { UsersService } from './users.service';

export function usersRoutes(users: UsersService) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);
    app.post(
      '/api/users/list',
      {
        config: permission('user:list'),
        schema: {
          tags: ['users'],
          summary: 'Users, filtered by review state',
          body: UserListQuery,
          response: { 200: okRows(UserRow) },
        },
      },
      async (req) => {
        const { rows, total } = await users.list(req.body);
        return rowsOf(rows, total);
      },
    );
    app.post(
      '/api/users/approve/:id',
      {
        config: permission('user:approve'),
        schema: {
          tags: ['users'],
          summary: 'Approve a registered customer',
          params: UserIdPath,
          response: { 200: okEmpty },
        },
      },
      async (req) => {
        await users.approve(req.params.id, actorOf(req).userId);
        return okDone();
      },
    );
    app.get(
      '/api/users/getCurrentAccountVersion',
      {
        config: SIGNED_IN,
        schema: {
          tags: ['users'],
          summary: 'Subscription edition of the account',
          response: { 200: okObj(CurrentSubscribe) },
        },
      },
      async (req) => ok(users.edition(await users.byId(actorOf(req).accountId))),
    );
    app.get(
      '/api/subscribeOrder/hasSubscribe',
      {
        config: SIGNED_IN,
        schema: {
          tags: ['users'],
          summary: 'Whether the account holds a paid subscription',
          response: { 200: okObj(z.boolean()) },
        },
      },
      async (req) => ok(users.edition(await users.byId(actorOf(req).accountId)).edition !== 'FREE'),
    );
  };
}
