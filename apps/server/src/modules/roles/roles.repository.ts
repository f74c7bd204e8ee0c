import { and, asc, count, eq, ilike, inArray, min, or, type SQL } from 'drizzle-orm';
import type { PrivilegeType } from '@parcelhub/contracts';
import type { Db } from '../../platform/db/client';
import { roleMenus, roles, userRoles } from './roles.tables';

export type RoleRecord = typeof roles.$inferSelect;
export type RoleWrite = Pick<
  typeof roles.$inferInsert,
  'name' | 'level' | 'description' | 'dataScope' | 'privilegeType' | 'permissions'
>;

const escapeLike = (v: string) => v.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function listRoles(
  db: Db,
  f: { blurry?: string; privilegeType?: PrivilegeType; offset: number; limit: number },
) {
  const conditions: SQL[] = [];
  if (f.blurry) {
    const like = `%${escapeLike(f.blurry)}%`;
    conditions.push(or(ilike(roles.name, like), ilike(roles.description, like)) as SQL);
  }
  if (f.privilegeType) conditions.push(eq(roles.privilegeType, f.privilegeType));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(roles).where(where).orderBy(asc(roles.level), asc(roles.id)).offset(f.offset).limit(f.limit),
    db.select({ n: count() }).from(roles).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const allRoles = (db: Db) =>
  db.select({ id: roles.id, name: roles.name }).from(roles).orderBy(asc(roles.level), asc(roles.id));

export async function findRoles(db: Db, ids: number[]): Promise<RoleRecord[]> {
  if (ids.length === 0) return [];
  return db.select().from(roles).where(inArray(roles.id, ids));
}

/** The caller's level: its most powerful role (lowest number); null without roles. */
export async function levelOf(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .select({ level: min(roles.level) })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return row?.level ?? null;
}

export async function menuIdsOf(db: Db, roleIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return out;
  const rows = await db
    .select()
    .from(roleMenus)
    .where(inArray(roleMenus.roleId, roleIds))
    .orderBy(asc(roleMenus.menuId));
  for (const r of rows) out.get(r.roleId)?.push(r.menuId);
  return out;
}

export async function insertRole(db: Db, row: RoleWrite): Promise<RoleRecord> {
  const [created] = await db.insert(roles).values(row).returning();
  if (!created) throw new Error('insert returned no row');
  return created;
}

export async function updateRole(db: Db, id: number, row: RoleWrite): Promise<RoleRecord | undefined> {
  const [updated] = await db
    .update(roles)
    .set({ ...row, updatedAt: new Date() })
    .where(eq(roles.id, id))
    .returning();
  return updated;
}

export async function setRoleMenus(db: Db, roleId: number, menuIds: number[]) {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (menuIds.length === 0) return;
  await db
    .insert(roleMenus)
    .values(menuIds.map((menuId) => ({ roleId, menuId })))
    .onConflictDoNothing();
}

/** Roles among these that some user holds, with how many hold each. */
export async function heldRoles(db: Db, roleIds: number[]): Promise<number[]> {
  if (roleIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ roleId: userRoles.roleId })
    .from(userRoles)
    .where(inArray(userRoles.roleId, roleIds));
  return rows.map((r) => r.roleId);
}

export async function deleteRoles(db: Db, ids: number[]): Promise<number> {
  const rows = await db.delete(roles).where(inArray(roles.id, ids)).returning({ id: roles.id });
  return rows.length;
}
