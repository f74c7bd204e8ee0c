import { arrayContains } from 'drizzle-orm';
import type { Language, MenuNode } from '@parcelhub/contracts';
import type { Db } from '../../platform/db/client';
import { can, type Actor } from '../../platform/auth/actor';
import type { UsersService } from '../users';
import { menus } from './menus.tables';
import { buildMenuTree, type MenuRow } from './menu-tree';

export function createMenusService({ db, users }: { db: Db; users: UsersService }) {
  return {
    async build(actor: Actor, lang: Language): Promise<MenuNode[]> {
      const rows: MenuRow[] = await db
        .select()
        .from(menus)
        .where(arrayContains(menus.privilegeTypes, [actor.privilegeType]));
      let granted: Set<number> | null = null;
      if (actor.isSubAccount) {
        const profile = await users.accessProfile(await users.byId(actor.userId));
        granted = new Set(profile.grantedMenuIds ?? []);
      }
      return buildMenuTree(rows, lang, { can: (p) => can(actor, p), granted });
    },
  };
}

export type MenusService = ReturnType<typeof createMenusService>;
