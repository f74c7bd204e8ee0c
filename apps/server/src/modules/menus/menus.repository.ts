import { arrayContains, asc, eq, inArray, sql } from 'drizzle-orm';
import type { PrivilegeType } from '@parcelhub/contracts';
import type { Db } from '../../platform/db/client';
import { menus, menuTombstones, subAccountGrants } from './menus.tables';
import type { MenuRow } from './menu-tree';

export type MenuRecord = typeof menus.$inferSelect;
export type MenuWrite = Omit<typeof menus.$inferInsert, 'id' | 'key' | 'editedFields' | 'createdAt' | 'updatedAt'>;

export const menusFor = (db: Db, type: PrivilegeType): Promise<MenuRow[]> =>
  db
    .select()
    .from(menus)
    .where(arrayContains(menus.privilegeTypes, [type]));

/** Every entry: the table is the product's navigation (hundreds of rows), so trees are built in memory. */
export const allMenus = (db: Db): Promise<MenuRecord[]> => db.select().from(menus).orderBy(menus.sort, menus.id);

export async function insertMenu(db: Db, key: string, row: MenuWrite): Promise<MenuRecord> {
  const [created] = await db
    .insert(menus)
    .values({ ...row, key })
    .returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

/** Writes an operator's edit and adds the changed fields to those the seed leaves alone. */
export async function updateMenu(db: Db, id: number, row: MenuWrite, changed: string[]) {
  const [updated] = await db
    .update(menus)
    .set({
      ...row,
      editedFields: sql`array(select distinct unnest(${menus.editedFields} || array[${sql.join(
        changed.map((f) => sql`${f}`),
        sql`, `,
      )}]::text[]) order by 1)`,
      updatedAt: sql`now()`,
    })
    .where(eq(menus.id, id))
    .returning();
  return updated;
}

/** Deletes entries (their grants and role assignments go with them); answers the keys deleted. */
export async function deleteMenus(db: Db, ids: number[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db.delete(menus).where(inArray(menus.id, ids)).returning({ key: menus.key });
  return rows.map((r) => r.key);
}

export async function addTombstones(db: Db, keys: string[]) {
  if (keys.length === 0) return;
  await db
    .insert(menuTombstones)
    .values(keys.map((key) => ({ key })))
    .onConflictDoNothing();
}

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

/** The menu ids granted to each of these sub-accounts, by user. */
export async function grantIdsOf(db: Db, userIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: subAccountGrants.userId, menuId: subAccountGrants.menuId })
    .from(subAccountGrants)
    .where(inArray(subAccountGrants.userId, userIds))
    .orderBy(asc(subAccountGrants.menuId));
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), r.menuId]);
  return out;
}

/** Makes a sub-account's grants exactly these menu ids. */
export async function replaceGrants(db: Db, userId: number, menuIds: number[]) {
  await db.delete(subAccountGrants).where(eq(subAccountGrants.userId, userId));
  if (menuIds.length === 0) return;
  await db
    .insert(subAccountGrants)
    .values(menuIds.map((menuId) => ({ userId, menuId })))
    .onConflictDoNothing();
}

/** Every entry of a privilege type's navigation, by sort (what a main account may grant is chosen from these). */
export async function menusOfType(db: Db, privilegeType: PrivilegeType) {
  return db
    .select({
      id: menus.id,
      key: menus.key,
      parentKey: menus.parentKey,
      type: menus.type,
      titleZh: menus.titleZh,
      titleEn: menus.titleEn,
      titleKo: menus.titleKo,
      hidden: menus.hidden,
      permission: menus.permission,
    })
    .from(menus)
    .where(arrayContains(menus.privilegeTypes, [privilegeType]))
    .orderBy(asc(menus.sort), asc(menus.id));
}
