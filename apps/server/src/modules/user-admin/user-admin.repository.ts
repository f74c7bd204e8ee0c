import { and, asc, count, desc, eq, gt, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/paging';
import { userFilterWhere, users, type UserFilter } from '../users';
import { roles, userRoles } from '../roles';

type PrivilegeType = (typeof users.$inferSelect)['privilegeType'];

export async function rolesByIds(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: roles.id, name: roles.name, privilegeType: roles.privilegeType })
    .from(roles)
    .where(inArray(roles.id, ids));
}

export async function rolesByNames(db: Db, names: string[]) {
  if (names.length === 0) return [];
  return db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.name, names));
}

export async function roleOptions(db: Db, privilegeType?: PrivilegeType) {
  return db
    .select({ id: roles.id, name: roles.name, description: roles.description })
    .from(roles)
    .where(privilegeType ? eq(roles.privilegeType, privilegeType) : undefined)
    .orderBy(asc(roles.level), asc(roles.id));
}

/**
 * The enabled platform administrators, locked: two operators removing two administrators at the same moment
 * wait for each other, so one administrator always stays.
 */
export async function lockEnabledAdmins(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(roles.name, 'admin'), eq(users.privilegeType, 'PLATFORM'), eq(users.enabled, true)))
    .orderBy(asc(users.id))
    .for('update', { of: users });
  return rows.map((r) => r.id);
}

/** Of these users, those holding the admin role. */
export async function adminsAmong(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(inArray(userRoles.userId, ids), eq(roles.name, 'admin')));
  return rows.map((r) => r.id);
}

export async function existingIds(db: Db, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: users.id }).from(users).where(inArray(users.id, ids));
  return rows.map((r) => r.id);
}

/** Users for a dropdown: account name (and nickname), at most 200, by name. */
export async function userOptions(db: Db, f: { privilegeType?: PrivilegeType; keyword?: string }) {
  const where: SQL[] = [];
  if (f.privilegeType) where.push(eq(users.privilegeType, f.privilegeType));
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    const m = or(ilike(users.username, like), ilike(users.nickName, like));
    if (m) where.push(m);
  }
  return db
    .select({ id: users.id, username: users.username, nickName: users.nickName })
    .from(users)
    .where(where.length ? and(...where) : undefined)
    .orderBy(asc(users.username))
    .limit(200);
}

/** Platform staff who can serve customers: enabled, approved main accounts of the platform. */
export async function customerServiceStaff(db: Db) {
  return db
    .select({ id: users.id, username: users.username, nickName: users.nickName })
    .from(users)
    .where(
      and(
        eq(users.privilegeType, 'PLATFORM'),
        eq(users.enabled, true),
        eq(users.isApproved, true),
        isNull(users.parentId),
      ),
    )
    .orderBy(asc(users.username))
    .limit(500);
}

/** Customer main accounts, newest first. */
export async function customers(db: Db, f: { keyword?: string; offset: number; limit: number }) {
  const where: SQL[] = [eq(users.privilegeType, 'USER'), isNull(users.parentId)];
  if (f.keyword) {
    const like = containsPattern(f.keyword);
    const m = or(ilike(users.username, like), ilike(users.phone, like), ilike(users.email, like));
    if (m) where.push(m);
  }
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db.select().from(users).where(cond).orderBy(desc(users.createdAt), desc(users.id)).offset(f.offset).limit(f.limit),
    db.select({ n: count() }).from(users).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

const main = alias(users, 'main_account');

export async function countUsers(db: Db, f: UserFilter): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(userFilterWhere(f));
  return row?.n ?? 0;
}

/** Users matching the list's filters in pages of 500, by id (keyset), for an export of any size. */
export async function* eachUser(db: Db, f: UserFilter) {
  let after = 0;
  for (;;) {
    const page = await db
      .select({ user: users, mainAccountName: main.username })
      .from(users)
      .leftJoin(main, eq(main.id, users.parentId))
      .where(and(userFilterWhere(f), gt(users.id, after)))
      .orderBy(asc(users.id))
      .limit(500);
    if (page.length === 0) return;
    yield page;
    after = page[page.length - 1]!.user.id;
  }
}
