import { arrayContains } from 'drizzle-orm';
import type { Language, MenuNode } from '@parcelhub/contracts';
import type { Db } from '../../platform/db/client';
import { can, type Actor } from '../../platform/auth/actor';
import { menus } from './menus.tables';
import { buildMenuTree, type MenuRow } from './menu-tree';

export function createMenusService({ db }: { db: Db }) {
  return {
    async build(actor: Actor, lang: Language): Promise<MenuNode[]> {
      const rows: MenuRow[] = await db
        .select()
        .from(menus)
        .where(arrayContains(menus.privilegeTypes, [actor.privilegeType]));
      const granted = actor.grantedMenuIds ? new Set(actor.grantedMenuIds) : null;
      return buildMenuTree(rows, lang, { can: (p) => can(actor, p), granted });
    },
  };
}

export type MenusService = ReturnType<typeof createMenusService>;
