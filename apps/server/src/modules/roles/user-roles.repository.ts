import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { roles, userRoles } from './roles.tables';

/** Role names and the union of their permissions. */
export async function rolesOf(db: Db, userId: number): Promise<{ id: number; name: string; permissions: string[] }[]> {
  return db
    .select({ id: roles.id, name: roles.name, permissions: roles.permissions })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(roles.level, roles.id);
}

export async function assignRoles(db: Db, userId: number, roleNames: string[]): Promise<void> {
  if (roleNames.length === 0) return;
  const found = await db.select({ id: roles.id }).from(roles).where(inArray(roles.name, roleNames));
  if (found.length === 0) return;
  await db
    .insert(userRoles)
    .values(found.map((r) => ({ userId, roleId: r.id })))
    .onConflictDoNothing();
}

/** Role names of several users at once, by user id. */
export async function roleRefsOf(db: Db, userIds: number[]): Promise<Map<number, { id: number; name: string }[]>> {
  const out = new Map<number, { id: number; name: string }[]>();
  if (userIds.length === 0) return out;
  const rows = await db
    .select({ userId: userRoles.userId, id: roles.id, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(roles.level, roles.id);
  for (const r of rows) out.set(r.userId, [...(out.get(r.userId) ?? []), { id: r.id, name: r.name }]);
  return out;
}

/** Replaces a user's roles with these role ids. */
export async function replaceRoles(db: Db, userId: number, roleIds: number[]): Promise<void> {
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (roleIds.length === 0) return;
  await db
    .insert(userRoles)
    .values(roleIds.map((roleId) => ({ userId, roleId })))
    .onConflictDoNothing();
}
