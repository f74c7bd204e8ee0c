import type { OutboxMessage, UserListQuery, UserRow } from '@parcelhub/contracts';
import { http } from '../../../shared/http';

export interface OutboxListQuery {
  pageNo: number;
  pageSize: number;
  recipient?: string;
}

export const systemApi = {
  outbox: (query: OutboxListQuery, signal?: AbortSignal) =>
    http.rows<OutboxMessage>('api/account/outbox/list', { method: 'POST', body: query, signal }),
  users: (query: UserListQuery, signal?: AbortSignal) =>
    http.rows<UserRow>('api/users/list', { method: 'POST', body: query, signal }),
  approve: (id: number) => http.request(`api/users/approve/${id}`, { method: 'POST' }),
};
