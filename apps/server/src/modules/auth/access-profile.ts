import type { Language, SessionUser, UserInfo } from '@parcelhub/contracts';
import { ADMIN_ROLE, DEFAULT_ROLE } from '../../platform/auth/actor';
import { userBasics, type UserRecord, type UsersService } from '../users';
import type { MenusService } from '../menus';
import type { RolesService } from '../roles';

export interface AccessProfile {
  roleRefs: { id: number; name: string }[];
  /** Role names; ROLE_SYSTEM_DEFAULT when the user holds none. */
  roleNames: string[];
  permissions: Set<string>;
  /** Menu entries granted to a sub-account; null for main accounts (their roles decide). */
  grantedMenuIds: number[] | null;
}

/** What a user may do: its roles' permissions, or for a sub-account its grants capped by its main account. */
export function createAccessProfiles({
  users,
  roles,
  menus,
}: {
  users: UsersService;
  roles: Pick<RolesService, 'rolesOf'>;
  menus: MenusService;
}) {
  async function permissionsOfRoles(userId: number) {
    const roleRows = await roles.rolesOf(userId);
    return { roleRows, permissions: new Set(roleRows.flatMap((r) => r.permissions)) };
  }

  async function profile(user: UserRecord): Promise<AccessProfile> {
    const own = await permissionsOfRoles(user.id);
    const roleRefs = own.roleRows.map((r) => ({ id: r.id, name: r.name }));
    const roleNames = roleRefs.length ? roleRefs.map((r) => r.name) : [DEFAULT_ROLE];
    if (user.parentId == null) return { roleRefs, roleNames, permissions: own.permissions, grantedMenuIds: null };
    // A sub-account may do what its main account granted it, and never more than the main account can.
    const [main, grants] = await Promise.all([permissionsOfRoles(user.parentId), menus.grantsOf(user.id)]);
    const mainIsAdmin = main.roleRows.some((r) => r.name === ADMIN_ROLE);
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
    const mainAccount = user.parentId ? await users.findById(user.parentId) : undefined;
    return {
      ...userBasics(user, mainAccount?.username ?? null),
      nickName: user.nickName || user.username,
      accountId: user.parentId ?? user.id,
      language: user.language ?? lang,
      roles: roleRefs,
    };
  }

  return {
    profile,
    async userInfo(user: UserRecord, lang: Language): Promise<UserInfo> {
      const p = await profile(user);
      const current = users.edition(user);
      return {
        user: await sessionUser(user, p.roleRefs, lang),
        roles: [...p.roleNames, ...[...p.permissions].sort()],
        permissions: [...p.permissions].sort(),
        privilegeType: user.privilegeType,
        isSubLogin: user.parentId != null,
        isFree: current.edition === 'FREE',
        language: user.language ?? lang,
        currentSubscribe: current,
        subscribeOrderExpireMap: {},
      };
    },
    async authList(user: UserRecord, lang: Language) {
      const p = await profile(user);
      return {
        user: await sessionUser(user, p.roleRefs, lang),
        permissions: [...p.permissions].sort(),
        menuIds: p.grantedMenuIds ?? [],
      };
    },
  };
}
