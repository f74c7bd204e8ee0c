import { getTableColumns, sql, type SQL } from 'drizzle-orm';
import { toSnakeCase } from 'drizzle-orm/casing';
import type { MenuEditableField, PrivilegeType } from '@parcelhub/contracts';
import { MENU_EDITABLE_FIELDS, MENU_TYPES } from '@parcelhub/contracts';
import type { DataAccess } from '../../platform/db/data-access';
import { menus, menuTombstones } from './menus.tables';
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

/**
 * The upsert's `set` for seeded columns: the seed's value, unless an operator changed that field through menu
 * management (it is listed in `edited_fields`), which keeps the operator's.
 */
function seedUnlessEdited(keys: readonly MenuEditableField[]) {
  const columns = getTableColumns(menus);
  const set: Record<string, SQL> = {};
  for (const key of keys) {
    const column = columns[key];
    const name = sql.raw(`"${column.keyAsName ? toSnakeCase(key) : column.name}"`);
    set[key] =
      sql`case when ${key}::text = any(${menus}."edited_fields") then ${menus}.${name} else excluded.${name} end`;
  }
  return set;
}

/** The seed's entries minus those an operator deleted, and minus everything under a deleted entry. */
export function withoutDeleted(rows: readonly MenuInsert[], deleted: ReadonlySet<string>): MenuInsert[] {
  const dropped = new Set(deleted);
  return rows.filter((r) => {
    if (dropped.has(r.key) || (r.parentKey != null && dropped.has(r.parentKey))) {
      dropped.add(r.key);
      return false;
    }
    return true;
  });
}

/**
 * The navigation, at every start. New seed entries are added and seeded fields follow the seed, except what an
 * operator changed (those fields stay) or deleted (the entry stays deleted: a tombstone). The standard roles are the
 * roles module's seed (listed after this one).
 */
export async function seedMenus(data: DataAccess): Promise<void> {
  const { db } = data;
  const tombstones = await db.select({ key: menuTombstones.key }).from(menuTombstones);
  const rows = withoutDeleted(flattenMenuSeed(), new Set(tombstones.map((t) => t.key)));
  if (rows.length === 0) return;
  await db
    .insert(menus)
    .values(rows)
    .onConflictDoUpdate({
      target: menus.key,
      set: { ...seedUnlessEdited(MENU_EDITABLE_FIELDS), updatedAt: sql`now()` },
    });
}
