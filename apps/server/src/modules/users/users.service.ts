import type { z } from 'zod';
import type { Edition, Language, SessionUser, UserInfo, UserListQuery, UserRow } from '@parcelhub/contracts';
import type { Db } from '../../platform/db/client';
import { DEFAULT_ROLE } from '../../platform/auth/actor';
import { AppError } from '../../platform/http/app-error';
import * as repo from './users.repository';
import type { UserRecord } from './users.repository';

export interface AccessProfile {
  roleRefs: { id: number; name: string }[];
  /** Role names; ROLE_SYSTEM_DEFAULT when the user holds none. */
  roleNames: string[];
  permissions: Set<string>;
  /** Menu entries granted to a sub-account; null for main accounts (their roles decide). */
  grantedMenuIds: number[] | null;
}

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** The fields every view of a user shares (the session's user, the platform's user list). */
function userBasics(user: UserRecord, mainAccountName: string | null) {
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

export function createUsersService({ db }: { db: Db }) {
  async function permissionsOfRoles(userId: number) {
    const roleRows = await repo.rolesOf(db, userId);
    return { roleRows, permissions: new Set(roleRows.flatMap((r) => r.permissions)) };
  }

  async function accessProfile(user: UserRecord): Promise<AccessProfile> {
    const own = await permissionsOfRoles(user.id);
    const roleRefs = own.roleRows.map((r) => ({ id: r.id, name: r.name }));
    const roleNames = roleRefs.length ? roleRefs.map((r) => r.name) : [DEFAULT_ROLE];
    if (user.parentId == null) return { roleRefs, roleNames, permissions: own.permissions, grantedMenuIds: null };
    // A sub-account may do what its main account granted it, and never more than the main account can.
    const [main, grants] = await Promise.all([permissionsOfRoles(user.parentId), repo.grantsOf(db, user.id)]);
    const mainIsAdmin = main.roleRows.some((r) => r.name === 'admin');
    const permissions = new Set(
      grants.map((g) => g.permission).filter((p): p is string => p != null && (mainIsAdmin || main.permissions.has(p))),
    );
    return { roleRefs, roleNames, permissions, grantedMenuIds: grants.map((g) => g.menuId) };
  }

  async function sessionUser(
    user: UserRecord,
    roleRefs: { id: number; name: string }[],
    lang: Language,
  ): Promise<SessionUser> {
    const mainAccount = user.parentId ? await repo.findUserById(db, user.parentId) : undefined;
    return {
      ...userBasics(user, mainAccount?.username ?? null),
      nickName: user.nickName || user.username,
      accountId: user.parentId ?? user.id,
      language: user.language ?? lang,
      roles: roleRefs,
    };
  }

  /**
   * The subscription edition. Subscriptions are sold by a later module; until an account buys one, customers
   * are on the free edition and platform and supplier staff are not subscribers (professional features).
   */
  function edition(user: UserRecord): { edition: Edition; expiresAt: string | null } {
    return { edition: user.privilegeType === 'USER' ? 'FREE' : 'PROFESSIONAL', expiresAt: null };
  }

  return {
    accessProfile,
    edition,
    async userInfo(user: UserRecord, lang: Language): Promise<UserInfo> {
      const profile = await accessProfile(user);
      const current = edition(user);
      return {
        user: await sessionUser(user, profile.roleRefs, lang),
        roles: [...profile.roleNames, ...[...profile.permissions].sort()],
        permissions: [...profile.permissions].sort(),
        privilegeType: user.privilegeType,
        isSubLogin: user.parentId != null,
        isFree: current.edition === 'FREE',
        language: user.language ?? lang,
        currentSubscribe: current,
        subscribeOrderExpireMap: {},
      };
    },
    async authList(user: UserRecord, lang: Language) {
      const profile = await accessProfile(user);
      return {
        user: await sessionUser(user, profile.roleRefs, lang),
        permissions: [...profile.permissions].sort(),
        menuIds: profile.grantedMenuIds ?? [],
      };
    },
    async byId(id: number) {
      const user = await repo.findUserById(db, id);
      if (!user) throw new AppError('USER_NOT_FOUND');
      return user;
    },
    async setLanguage(userId: number, language: Language) {
      await repo.updateUser(db, userId, { language });
    },
    async list(q: z.output<typeof UserListQuery>) {
      const { rows, total } = await repo.listUsers(db, {
        privilegeType: q.privilegeType,
        review: q.review,
        keyword: q.keyword || undefined,
        offset: q.pageNo * q.pageSize,
        limit: q.pageSize,
      });
      const out: UserRow[] = rows.map(({ user, mainAccountName }) => ({
        ...userBasics(user, mainAccountName ?? null),
        approvedAt: iso(user.approvedAt),
      }));
      return { rows: out, total };
    },
    async approve(id: number, approverId: number) {
      const user = await repo.findUserById(db, id);
      if (!user) throw new AppError('USER_NOT_FOUND');
      if (user.isApproved) throw new AppError('ALREADY_APPROVED');
      await repo.approveUser(db, id, approverId);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
