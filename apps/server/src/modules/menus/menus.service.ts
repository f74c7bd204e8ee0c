import type { Language, MenuNode, PrivilegeType } from '@parcelhub/contracts';
import { bindRepository, type DataAccess } from '../../platform/db/data-access';
import { can, type Actor } from '../../platform/auth/actor';
import { buildMenuTree } from './menu-tree';
import { createMenuAdmin } from './menus.admin';
import * as queries from './menus.repository';

export function createMenusService({ data }: { data: DataAccess }) {
  const repo = bindRepository(data, queries);
  return {
    /** Reads the table on every call (no cache): an operator's edit shows at the next menu load. */
    async build(actor: Actor, lang: Language): Promise<MenuNode[]> {
      const rows = await repo.menusFor(actor.privilegeType);
      const granted = actor.grantedMenuIds ? new Set(actor.grantedMenuIds) : null;
      return buildMenuTree(rows, lang, { can: (p) => can(actor, p), granted });
    },
    admin: createMenuAdmin(data, repo),
    /** What a main account granted a sub-account: menu entries and the permissions they carry. */
    grantsOf: (userId: number) => repo.grantsOf(userId),
    /** Grants menu entries (by seed key) to a sub-account. */
    grant: (userId: number, menuKeys: string[]) => repo.grantMenus(userId, menuKeys),
    /** The menu ids granted to each of these sub-accounts. */
    grantIdsOf: (userIds: number[]) => repo.grantIdsOf(userIds),
    /** Makes a sub-account's grants exactly these menu ids (in the caller's transaction, if any). */
    replaceGrants: (userId: number, menuIds: number[]) => repo.replaceGrants(userId, menuIds),
    /** The navigation of a privilege type, flat, for choosing grants. */
    menusOfType: (privilegeType: PrivilegeType) => repo.menusOfType(privilegeType),
  };
}

export type MenusService = ReturnType<typeof createMenusService>;
export type { MenuRecord } from './menus.repository';
