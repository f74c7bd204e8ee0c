import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { roles, userRoles, users } from './users.tables';
import { userFilterWhere, type UserListFilter } from './users.filter';

export type UserRecord = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export async function findUserByUsername(db: Db, username: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserById(db: Db, id: number): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function findUserByPhone(db: Db, phone: string): Promise<UserRecord | undefined> {
  const [row] = await db.select().from(users).where(eq(users.phone, phone));
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRecord | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function insertUser(db: Db, user: NewUser): Promise<UserRecord> {
  const [row] = await db.insert(users).values(user).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateUser(db: Db, id: number, patch: Partial<NewUser>): Promise<void> {
  await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id));
}

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

const main = alias(users, 'main_account');

export async function listUsers(db: Db, f: UserListFilter) {
  const cond = userFilterWhere(f);
  const [rows, [total]] = await Promise.all([
    db
      .select({ user: users, mainAccountName: main.username })
      .from(users)
      .leftJoin(main, eq(main.id, users.parentId))
      .where(cond)
      .orderBy(desc(users.createdAt), desc(users.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(users).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function approveUser(db: Db, id: number, approvedBy: number): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ isApproved: true, approvedAt: new Date(), approvedBy, updatedAt: new Date() })
    .where(and(eq(users.id, id), eq(users.isApproved, false), isNull(users.parentId)))
    .returning({ id: users.id });
  return rows.length > 0;
}
