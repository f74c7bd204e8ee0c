import { arrayContains, eq, inArray } from 'drizzle-orm';
import type { PrivilegeType } from '@parcelhub/contracts';
import type { Db } from '../../platform/db/client';
import { menus, subAccountGrants } from './menus.tables';
import type { MenuRow } from './menu-tree';

export const menusFor = (db: Db, type: PrivilegeType): Promise<MenuRow[]> =>
  db
    .select()
    .from(menus)
    .where(arrayContains(menus.privilegeTypes, [type]));

/** The menu entries a main account granted its sub-account, with the permission each carries. */
export async function grantsOf(db: Db, userId: number): Promise<{ menuId: number; permission: string | null }[]> {
  return db
    .select({ menuId: subAccountGrants.menuId, permission: menus.permission })
    .from(subAccountGrants)
    .innerJoin(menus, eq(menus.id, subAccountGrants.menuId))
    .where(eq(subAccountGrants.userId, userId));
}

export async function grantMenus(db: Db, userId: number, menuKeys: string[]): Promise<void> {
  if (menuKeys.length === 0) return;
  const found = await db.select({ id: menus.id }).from(menus).where(inArray(menus.key, menuKeys));
  if (found.length === 0) return;
  await db
    .insert(subAccountGrants)
    .values(found.map((m) => ({ userId, menuId: m.id })))
    .onConflictDoNothing();
}
