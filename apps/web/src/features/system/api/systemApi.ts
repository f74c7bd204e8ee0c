import {
  accountEndpoints,
  userAdminEndpoints as admin,
  usersEndpoints,
  type OnlineSessionQuery,
  type OutboxQuery,
  type PrivilegeType,
  type UserCreateInput,
  type UserExportQuery,
  type UserListQuery,
  type UserUpdateInput,
} from '@parcelhub/contracts';
import type { z } from 'zod';
import { call, callObj, callRows } from '../../../shared/http/endpoint';

export type OutboxListQuery = z.input<typeof OutboxQuery>;

export const systemApi = {
  outbox: (query: OutboxListQuery, signal?: AbortSignal) =>
    callRows(accountEndpoints.outbox, { body: query }, { signal }),
  users: (query: UserListQuery, signal?: AbortSignal) => callRows(usersEndpoints.list, { body: query }, { signal }),
  approve: (id: number) => call(usersEndpoints.approve, { params: { id } }),
  /** Silent: the form puts field errors on its fields and shows the rest itself. */
  createUser: (input: UserCreateInput) => callObj(admin.create, { body: input }, { silent: true }),
  updateUser: (input: UserUpdateInput) => call(admin.update, { body: input }, { silent: true }),
  removeUsers: (ids: number[]) => call(admin.remove, { body: { ids } }),
  disableUser: (id: number) => call(admin.disable, { params: { id } }),
  enableUser: (id: number) => call(admin.enable, { params: { id } }),
  resetPassword: (id: number, password?: string) =>
    callObj(admin.resetPassword, { params: { id }, body: password ? { password } : {} }, { silent: true }),
  roleOptions: (privilegeType?: PrivilegeType, signal?: AbortSignal) =>
    callRows(admin.roleOptions, { query: privilegeType ? { privilegeType } : {} }, { signal }),
  exportUsers: (query: UserExportQuery) => callObj(admin.export, { body: query }),
  sessions: (query: OnlineSessionQuery, signal?: AbortSignal) => callRows(admin.sessions, { body: query }, { signal }),
  endSession: (id: number) => call(admin.endSession, { params: { id } }),
};
