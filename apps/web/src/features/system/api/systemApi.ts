import { accountEndpoints, usersEndpoints, type OutboxQuery, type UserListQuery } from '@parcelhub/contracts';
import type { z } from 'zod';
import { call, callRows } from '../../../shared/http/endpoint';

export type OutboxListQuery = z.input<typeof OutboxQuery>;

export const systemApi = {
  outbox: (query: OutboxListQuery, signal?: AbortSignal) =>
    callRows(accountEndpoints.outbox, { body: query }, { signal }),
  users: (query: UserListQuery, signal?: AbortSignal) => callRows(usersEndpoints.list, { body: query }, { signal }),
  approve: (id: number) => call(usersEndpoints.approve, { params: { id } }),
};
