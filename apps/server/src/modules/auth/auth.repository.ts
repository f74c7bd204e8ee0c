import { alias } from 'drizzle-orm/pg-core';
import { and, count, desc, eq, gt, ilike, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { containsPattern } from '../../platform/db/paging';
import type { Db } from '../../platform/db/client';
import { captchas, loginFailures, sessions } from './auth.tables';
import { users } from '../users';
import type { FailureRule } from './lockout';

export async function insertSession(db: Db, s: typeof sessions.$inferInsert) {
  const [row] = await db.insert(sessions).values(s).returning({ id: sessions.id });
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** A live session and its user in one round trip. */
const mainAccount = alias(users, 'main_account');

/** A live session, its user, and whether a sub-account's main account is enabled (null for a main account). */
export async function findLiveSession(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ session: sessions, user: users, mainEnabled: mainAccount.enabled })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(mainAccount, eq(mainAccount.id, users.parentId))
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt), gt(sessions.expiresAt, now)));
  return row;
}

export async function touchSession(db: Db, id: number, now: Date) {
  await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, id));
}

export async function endSession(db: Db, tokenHash: string, reason: string) {
  await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)));
}

export async function endSessionsOfUser(db: Db, userId: number, reason: string) {
  const rows = await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.endedAt)))
    .returning({ tokenHash: sessions.tokenHash });
  return rows.map((r) => r.tokenHash);
}

export async function insertCaptcha(db: Db, uuid: string, answer: string, expiresAt: Date) {
  await db.insert(captchas).values({ uuid, answer, expiresAt });
  // Keep the table small: expired captchas are of no use to anyone.
  await db.delete(captchas).where(lt(captchas.expiresAt, sql`now() - interval '1 hour'`));
}

/** Takes a captcha out: it can be answered once, right or wrong. */
export async function takeCaptcha(db: Db, uuid: string) {
  const [row] = await db.delete(captchas).where(eq(captchas.uuid, uuid)).returning();
  return row;
}

export type FailureRecord = typeof loginFailures.$inferSelect;

export async function failuresOf(db: Db, keys: string[]): Promise<FailureRecord[]> {
  if (keys.length === 0) return [];
  return db.select().from(loginFailures).where(inArray(loginFailures.key, keys));
}

/**
 * Counts one failure and answers the key's state after it, in one statement: concurrent failures each add one (the
 * row is locked by the upsert), so none is lost and the lock follows the true count. A count older than the window,
 * or one whose lock has run out, starts again from 1.
 */
export async function addFailure(db: Db, key: string, rule: FailureRule): Promise<FailureRecord> {
  const now = sql`${rule.now.toISOString()}::timestamptz`;
  const stale = sql`(${loginFailures.firstFailedAt} < ${rule.windowStart.toISOString()}::timestamptz or ${loginFailures.lockedUntil} <= ${now})`;
  const next = sql`(case when ${stale} then 1 else ${loginFailures.failures} + 1 end)`;
  const [row] = await db
    .insert(loginFailures)
    .values({
      key,
      failures: 1,
      firstFailedAt: rule.now,
      lockedUntil: rule.maxFailures <= 1 ? rule.lockUntil : null,
    })
    .onConflictDoUpdate({
      target: loginFailures.key,
      set: {
        failures: next,
        firstFailedAt: sql`case when ${stale} then ${now} else ${loginFailures.firstFailedAt} end`,
        lockedUntil: sql`case when ${next} >= ${rule.maxFailures} then ${rule.lockUntil.toISOString()}::timestamptz else null end`,
      },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

export async function clearFailures(db: Db, key: string) {
  await db.delete(loginFailures).where(eq(loginFailures.key, key));
}

export interface LiveSessionFilter {
  userId?: number;
  username?: string;
  offset: number;
  limit: number;
}

/** Live sessions (not ended, not expired) with their users, most recently seen first. */
export async function listLiveSessions(db: Db, f: LiveSessionFilter, now: Date) {
  const where: SQL[] = [isNull(sessions.endedAt), gt(sessions.expiresAt, now)];
  if (f.userId) where.push(eq(sessions.userId, f.userId));
  if (f.username) where.push(ilike(users.username, containsPattern(f.username)));
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ session: sessions, username: users.username, privilegeType: users.privilegeType })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(cond)
      .orderBy(desc(sessions.lastSeenAt), desc(sessions.id))
      .offset(f.offset)
      .limit(f.limit),
    db.select({ n: count() }).from(sessions).innerJoin(users, eq(users.id, sessions.userId)).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** Ends one live session by id; answers its token hash, or null when there was none to end. */
export async function endSessionById(db: Db, id: number, reason: string): Promise<string | null> {
  const [row] = await db
    .update(sessions)
    .set({ endedAt: new Date(), endReason: reason })
    .where(and(eq(sessions.id, id), isNull(sessions.endedAt), gt(sessions.expiresAt, new Date())))
    .returning({ tokenHash: sessions.tokenHash });
  return row?.tokenHash ?? null;
}
