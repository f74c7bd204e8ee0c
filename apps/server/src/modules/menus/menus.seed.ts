import { sql } from 'drizzle-orm';
import type { PrivilegeType } from '@parcelhub/contracts';
import { MENU_TYPES } from '@parcelhub/contracts';
import type { DataAccess } from '../../platform/db/data-access';
import { menus } from './menus.tables';
import { fromExcluded } from '../../platform/db/upsert';
import { roles } from '../users';
import { MENU_SEED, type MenuSeed } from './seed-data';

type MenuInsert = typeof menus.$inferInsert;

export function flattenMenuSeed(seed: readonly MenuSeed[] = MENU_SEED, parentKey: string | null = null): MenuInsert[] {
  return seed.flatMap((m, i) => {
    const type = m.button ? MENU_TYPES.BUTTON : m.children && !m.component ? MENU_TYPES.DIRECTORY : MENU_TYPES.PAGE;
    const row: MenuInsert = {
      key: m.key,
      parentKey,
      type,
      titleZh: m.title[0],
      titleEn: m.title[1],
      titleKo: m.title[2],
      path: m.path ?? '',
      component: m.component ?? null,
      icon: m.icon ?? '',
      sort: (i + 1) * 10,
      hidden: m.hidden ?? false,
      permission: m.permission ?? null,
      privilegeTypes: [...m.types],
    };
    return [row, ...flattenMenuSeed(m.children ?? [], m.key)];
  });
}

/** Every permission the seeded navigation uses for a privilege type. */
export function permissionsFor(type: PrivilegeType): string[] {
  const perms = flattenMenuSeed()
    .filter((m) => m.permission && m.privilegeTypes.includes(type))
    .map((m) => m.permission as string);
  return [...new Set(perms)].sort();
}

export const ROLE_SEED: { name: string; description: string; level: number; privilegeType: PrivilegeType }[] = [
  { name: 'admin', description: 'Platform administrator: every permission', level: 1, privilegeType: 'PLATFORM' },
  { name: 'platform', description: 'Platform operator', level: 2, privilegeType: 'PLATFORM' },
  { name: 'customer', description: 'Customer main account', level: 3, privilegeType: 'USER' },
  { name: 'supplier', description: 'Supplier (carrier or delivery provider)', level: 3, privilegeType: 'SUPPLIER' },
];

/** The navigation and the standard roles. Seeds own menu entries; roles only ever gain seeded permissions. */
export async function seedMenusAndRoles(data: DataAccess): Promise<void> {
  const { db } = data;
  const rows = flattenMenuSeed();
  await db
    .insert(menus)
    .values(rows)
    .onConflictDoUpdate({
      target: menus.key,
      set: {
        ...fromExcluded(menus, [
          'parentKey',
          'type',
          'titleZh',
          'titleEn',
          'titleKo',
          'path',
          'component',
          'icon',
          'sort',
          'hidden',
          'permission',
          'privilegeTypes',
        ]),
        updatedAt: sql`now()`,
      },
    });
  await db
    .insert(roles)
    .values(ROLE_SEED.map((r) => ({ ...r, permissions: permissionsFor(r.privilegeType) })))
    .onConflictDoUpdate({
      target: roles.name,
      set: {
        permissions: sql`array(select distinct unnest(${roles.permissions} || excluded.permissions) order by 1)`,
      },
    });
}
