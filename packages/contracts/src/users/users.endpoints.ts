import { z } from 'zod';
import { defineEndpoint, needs, SIGNED_IN_ACCESS } from '../common/endpoint';
import { okEmpty, okObj, okRows } from '../common/envelope';
import { CurrentSubscribe } from '../auth/auth';
import { UserIdPath, UserListQuery, UserRow } from './users';

const tags = ['users'];

export const usersEndpoints = {
  list: defineEndpoint({
    method: 'POST',
    path: '/api/users/list',
    summary: 'Users, filtered by review state',
    tags,
    access: needs('user:list'),
    body: UserListQuery,
    response: okRows(UserRow),
  }),
  approve: defineEndpoint({
    method: 'POST',
    path: '/api/users/approve/:id',
    summary: 'Approve a registered customer',
    tags,
    access: needs('user:approve'),
    params: UserIdPath,
    response: okEmpty,
  }),
  currentAccountVersion: defineEndpoint({
    method: 'GET',
    path: '/api/users/getCurrentAccountVersion',
    summary: 'Subscription edition of the account',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okObj(CurrentSubscribe),
  }),
  hasSubscribe: defineEndpoint({
    method: 'GET',
    path: '/api/subscribeOrder/hasSubscribe',
    summary: 'Whether the account holds a paid subscription',
    tags,
    access: SIGNED_IN_ACCESS,
    response: okObj(z.boolean()),
  }),
};
