import type { z } from 'zod';
import {
  isNewPassword,
  type CustomersByTypeQuery,
  type Language,
  type OnlineSession,
  type OnlineSessionQuery,
  type Option,
  type UserCreateInput,
  type UserExportQuery,
  type UserSelectQuery,
  type UserUpdateInput,
} from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import { uniqueViolation } from '../../platform/db/errors';
import { can, isAdmin, ADMIN_ROLE, type Actor } from '../../platform/auth/actor';
import type { PasswordCipher } from '../../platform/auth/rsa';
import { hashPassword } from '../../platform/auth/password';
import { AppError } from '../../platform/http/app-error';
import { invalidField } from '../../platform/http/validation';
import { userFilter, type UserRecord, type UsersService } from '../users';
import type { RolesService } from '../roles';
import type { AuthService } from '../auth';
import type { TasksService } from '../tasks';
import * as queries from './user-admin.repository';
import { temporaryPassword } from './temp-password';
import { EXPORT_QUEUE, EXPORT_TASK_NAME, runUserExport, type UserExportJobData } from './user-admin.export';

type PrivilegeType = UserRecord['privilegeType'];

/** The standard role a new user gets when the operator picks none (platform staff get none: least privilege). */
const DEFAULT_ROLE: Record<PrivilegeType, string | null> = { PLATFORM: null, USER: 'customer', SUPPLIER: 'supplier' };

/** A unique index's name to the error that tells the operator which field is taken. */
function takenError(constraint: string, username: string): AppError {
  if (constraint.includes('phone')) return new AppError('PHONE_TAKEN');
  if (constraint.includes('email')) return new AppError('EMAIL_TAKEN');
  return new AppError('USERNAME_TAKEN', { username });
}

async function mapTaken<T>(username: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    const constraint = uniqueViolation(err);
    if (constraint !== null) throw takenError(constraint, username);
    throw err;
  }
}

export function createUserAdminService(deps: {
  data: DataAccess;
  cipher: PasswordCipher;
  users: UsersService;
  roles: RolesService;
  auth: AuthService;
  tasks: TasksService;
}) {
  const { data, cipher, users, roles, auth, tasks } = deps;
  const repo = bindRepository(data, queries);

  /** The password to set: the operator's (checked by the new-password rules) or a temporary one to show once. */
  function chosenPassword(encrypted: string | undefined): { plain: string; temporary: string | null } {
    if (encrypted === undefined) {
      const temporary = temporaryPassword();
      return { plain: temporary, temporary };
    }
    const plain = cipher.decrypt(encrypted);
    if (!isNewPassword(plain)) throw invalidField('password', 'newPassword');
    return { plain, temporary: null };
  }

  /** Role ids that exist and fit the user's type; the admin role only from an administrator. */
  async function checkedRoles(actor: Actor, privilegeType: PrivilegeType, roleIds: number[]): Promise<number[]> {
    const ids = [...new Set(roleIds)];
    const found = await repo.rolesByIds(ids);
    if (found.length !== ids.length || found.some((r) => r.privilegeType !== privilegeType))
      throw new AppError('ROLE_NOT_ASSIGNABLE');
    if (found.some((r) => r.name === ADMIN_ROLE) && !isAdmin(actor)) throw new AppError('ADMIN_ONLY');
    return ids;
  }

  /** Only an administrator acts on an administrator (a reset password would be a way in). */
  async function target(actor: Actor, id: number): Promise<UserRecord> {
    const user = await users.byId(id);
    if (!isAdmin(actor) && (await repo.adminsAmong([id])).length > 0) throw new AppError('ADMIN_ONLY');
    return user;
  }

  /** Inside a transaction: refuses when these users are the last enabled platform administrators. */
  async function keepOneAdmin(leaving: number[]) {
    const admins = await repo.lockEnabledAdmins();
    const gone = new Set(leaving);
    if (admins.some((id) => gone.has(id)) && admins.every((id) => gone.has(id)))
      throw new AppError('LAST_PLATFORM_ADMIN');
  }

  return {
    async create(actor: Actor, input: z.output<typeof UserCreateInput>) {
      if (input.isApproved && !can(actor, 'user:approve')) throw new AppError('FORBIDDEN');
      const picked = input.roleIds.length
        ? await checkedRoles(actor, input.privilegeType, input.roleIds)
        : (await repo.rolesByNames([DEFAULT_ROLE[input.privilegeType]].filter((n): n is string => !!n))).map(
            (r) => r.id,
          );
      const { plain, temporary } = chosenPassword(input.password);
      const passwordHash = await hashPassword(plain);
      const now = new Date();
      const user = await mapTaken(input.username, () =>
        data.withTransaction(async () => {
          const row = await users.create({
            username: input.username,
            nickName: input.nickName,
            phone: input.phone || null,
            email: input.email || null,
            privilegeType: input.privilegeType,
            passwordHash,
            isApproved: input.isApproved,
            approvedAt: input.isApproved ? now : null,
            approvedBy: input.isApproved ? actor.userId : null,
            enabled: input.enabled,
          });
          await roles.replaceUserRoles(row.id, picked);
          return row;
        }),
      );
      return { id: user.id, temporaryPassword: temporary };
    },

    async update(actor: Actor, input: z.output<typeof UserUpdateInput>) {
      const user = await target(actor, input.id);
      const roleIds = await checkedRoles(actor, user.privilegeType, input.roleIds);
      const keepsAdmin = (await repo.rolesByIds(roleIds)).some((r) => r.name === ADMIN_ROLE);
      await mapTaken(input.username, () =>
        data.withTransaction(async () => {
          if (!keepsAdmin) await keepOneAdmin([user.id]);
          await users.update(user.id, {
            username: input.username,
            nickName: input.nickName,
            phone: input.phone || null,
            email: input.email || null,
          });
          await roles.replaceUserRoles(user.id, roleIds);
        }),
      );
    },

    async remove(actor: Actor, ids: number[]) {
      const unique = [...new Set(ids)];
      if (unique.includes(actor.userId)) throw new AppError('NOT_ON_YOURSELF');
      if (!isAdmin(actor) && (await repo.adminsAmong(unique)).length > 0) throw new AppError('ADMIN_ONLY');
      await data.withTransaction(async () => {
        const found = await repo.existingIds(unique);
        if (found.length !== unique.length) throw new AppError('USER_NOT_FOUND');
        await keepOneAdmin(unique);
        // Ends the sessions first so that no cached session outlives its user.
        for (const id of unique) await auth.endAllSessions(id, 'USER_DELETED');
        await users.remove(unique);
      });
    },

    async setEnabled(actor: Actor, id: number, enabled: boolean) {
      if (!enabled && id === actor.userId) throw new AppError('NOT_ON_YOURSELF');
      await target(actor, id);
      await data.withTransaction(async () => {
        if (!enabled) await keepOneAdmin([id]);
        if (!(await users.setEnabled(id, enabled))) throw new AppError('USER_NOT_FOUND');
        if (!enabled) await auth.endAllSessions(id, 'USER_DISABLED');
      });
    },

    async resetPassword(actor: Actor, id: number, encrypted: string | undefined) {
      // Changing one's own password asks for the old one (account settings): a stolen session cannot take it over.
      if (id === actor.userId) throw new AppError('NOT_ON_YOURSELF');
      await target(actor, id);
      const { plain, temporary } = chosenPassword(encrypted);
      const passwordHash = await hashPassword(plain);
      await data.withTransaction(async () => {
        await users.update(id, { passwordHash, passwordChangedAt: new Date() });
        await auth.endAllSessions(id, 'PASSWORD_RESET');
      });
      return { temporaryPassword: temporary };
    },

    async selectOptions(q: z.output<typeof UserSelectQuery>): Promise<Option[]> {
      const rows = await repo.userOptions({ privilegeType: q.privilegeType, keyword: q.keyword || undefined });
      return rows.map(optionOf);
    },

    async customerServiceOptions(): Promise<Option[]> {
      return (await repo.customerServiceStaff()).map(optionOf);
    },

    async customersByType(q: z.output<typeof CustomersByTypeQuery>) {
      // Subscriptions are sold by a later module: until then every customer is on the free edition.
      if (q.type !== 'FREE') return { rows: [], total: 0 };
      const { rows, total } = await repo.customers({ keyword: q.keyword || undefined, ...pageWindow(q) });
      return {
        rows: rows.map((u) => ({
          id: u.id,
          username: u.username,
          nickName: u.nickName,
          phone: u.phone ?? '',
          email: u.email ?? '',
          edition: users.edition(u).edition,
          enabled: u.enabled,
          createdAt: u.createdAt.toISOString(),
        })),
        total,
      };
    },

    async roleOptions(privilegeType: PrivilegeType | undefined): Promise<Option[]> {
      const rows = await repo.roleOptions(privilegeType);
      return rows.map((r) => ({ label: r.name, value: String(r.id) }));
    },

    async export(actor: Actor, filter: z.output<typeof UserExportQuery>, lang: Language) {
      const { id } = await tasks.submit<UserExportJobData>(actor, {
        name: EXPORT_TASK_NAME,
        type: 'EXPORT',
        queue: EXPORT_QUEUE,
        access: ['user:list'],
        data: { filter: userFilter(filter), lang },
      });
      return { taskId: id };
    },

    exportJob: tasks.job<UserExportJobData>((task) =>
      runUserExport(task, {
        count: () => repo.countUsers(task.data.filter),
        pages: async function* () {
          for await (const page of repo.eachUser(task.data.filter)) {
            const roleRefs = await roles.roleRefsOf(page.map((p) => p.user.id));
            yield page.map((p) => ({
              user: p.user,
              mainAccountName: p.mainAccountName ?? null,
              roles: (roleRefs.get(p.user.id) ?? []).map((r) => r.name),
            }));
          }
        },
      }),
    ),

    async sessions(actor: Actor, q: z.output<typeof OnlineSessionQuery>) {
      const { rows, total } = await auth.listSessions({
        userId: q.userId,
        username: q.username || undefined,
        ...pageWindow(q),
      });
      const out: OnlineSession[] = rows.map(({ session, username, privilegeType }) => ({
        id: session.id,
        userId: session.userId,
        username,
        privilegeType,
        ip: session.ip,
        userAgent: session.userAgent,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
        current: session.id === actor.sessionId,
      }));
      return { rows: out, total };
    },

    async endSession(id: number) {
      if (!(await auth.endSessionById(id, 'ENDED_BY_OPERATOR'))) throw new AppError('SESSION_NOT_FOUND');
    },
  };
}

const optionOf = (u: { id: number; username: string; nickName: string }): Option => ({
  label: u.nickName && u.nickName !== u.username ? `${u.username} (${u.nickName})` : u.username,
  value: String(u.id),
});

export type UserAdminService = ReturnType<typeof createUserAdminService>;
