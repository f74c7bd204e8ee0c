import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../platform/db/client';
import { users } from './users.tables';
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

/** Deletes these users (only the sub-accounts of `mainId` when given); answers how many went. */
export async function deleteUsers(db: Db, ids: number[], mainId?: number): Promise<number> {
  const these = inArray(users.id, ids);
  const rows = await db
    .delete(users)
    .where(mainId === undefined ? these : and(eq(users.parentId, mainId), these))
    .returning({ id: users.id });
  return rows.length;
}

export async function setEnabled(db: Db, id: number, enabled: boolean): Promise<boolean> {
  const rows = await db
    .update(users)
    .set({ enabled, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning({ id: users.id });
  return rows.length > 0;
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
