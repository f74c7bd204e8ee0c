import type { z } from 'zod';
import type { Edition, UserListQuery, UserRow } from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { pageWindow } from '../../platform/db/paging';
import { AppError } from '../../platform/http/app-error';
import * as queries from './users.repository';
import type { NewUser, UserRecord } from './users.repository';
import type { UserFilter } from './users.filter';

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The list's filters with blank texts meaning no filter. */
export function userFilter(q: Omit<z.output<typeof UserListQuery>, 'pageNo' | 'pageSize'>): UserFilter {
  return {
    privilegeType: q.privilegeType,
    review: q.review,
    enabled: q.enabled,
    keyword: q.keyword || undefined,
    username: q.username || undefined,
    phone: q.phone || undefined,
    email: q.email || undefined,
  };
}

/** The fields every view of a user shares (the session's user, the platform's user list). */
export function userBasics(user: UserRecord, mainAccountName: string | null) {
  return {
    id: user.id,
    username: user.username,
    phone: user.phone ?? '',
    email: user.email ?? '',
    privilegeType: user.privilegeType,
    isApproved: user.isApproved,
    enabled: user.enabled,
    isSubAccount: user.parentId != null,
    mainAccountName,
    createdAt: user.createdAt.toISOString(),
  };
}

export function createUsersService({ data }: { data: DataAccess }) {
  const repo = bindRepository(data, queries);

  async function byId(id: number): Promise<UserRecord> {
    const user = await repo.findUserById(id);
    if (!user) throw new AppError('USER_NOT_FOUND');
    return user;
  }

  return {
    byId,
    findById: (id: number) => repo.findUserById(id),
    findByUsername: (username: string) => repo.findUserByUsername(username),
    findByPhone: (phone: string) => repo.findUserByPhone(phone),
    findByEmail: (email: string) => repo.findUserByEmail(email),
    /** A new user; its roles are the roles module's (`roles.assignByName`, in the caller's transaction). */
    create: (user: NewUser): Promise<UserRecord> => repo.insertUser(user),
    update: (id: number, patch: Partial<NewUser>) => repo.updateUser(id, patch),
    /** Deletes these users (only sub-accounts of `mainId` when given); answers how many went. */
    remove: (ids: number[], mainId?: number) => repo.deleteUsers(ids, mainId),
    /** Answers false for a missing user. */
    setEnabled: (id: number, enabled: boolean) => repo.setEnabled(id, enabled),

    /**
     * The subscription edition. Subscriptions are sold by a later module; until an account buys one, customers
     * are on the free edition and platform and supplier staff are not subscribers (professional features).
     */
    edition(user: UserRecord): { edition: Edition; expiresAt: string | null } {
      return { edition: user.privilegeType === 'USER' ? 'FREE' : 'PROFESSIONAL', expiresAt: null };
    },
    async setLanguage(userId: number, language: NonNullable<NewUser['language']>) {
      await repo.updateUser(userId, { language });
    },
    /** A page of users; their roles are the roles module's to add (the list route does). */
    async list(q: z.output<typeof UserListQuery>) {
      const { rows, total } = await repo.listUsers({ ...userFilter(q), ...pageWindow(q) });
      const out: Omit<UserRow, 'roles'>[] = rows.map(({ user, mainAccountName }) => ({
        ...userBasics(user, mainAccountName ?? null),
        nickName: user.nickName,
        approvedAt: iso(user.approvedAt),
      }));
      return { rows: out, total };
    },
    async approve(id: number, approverId: number) {
      const user = await byId(id);
      // Only main accounts register; a sub-account is its main account's to manage.
      if (user.parentId != null) throw new AppError('USER_NOT_FOUND');
      if (user.isApproved) throw new AppError('ALREADY_APPROVED');
      // Another operator approving at the same moment leaves nothing to approve.
      if (!(await repo.approveUser(id, approverId))) throw new AppError('ALREADY_APPROVED');
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
