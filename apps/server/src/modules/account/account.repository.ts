import { and, count, desc, eq, gt, ilike, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { containsPattern } from '../../platform/db/paging';
import { sliderChallenges, verificationCodes } from './account.tables';
import { outbox } from '../../platform/messaging/outbox.tables';

type Channel = 'SMS' | 'EMAIL';

export async function lastCodeSentAt(db: Db, channel: Channel, recipient: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: verificationCodes.createdAt })
    .from(verificationCodes)
    .where(and(eq(verificationCodes.channel, channel), eq(verificationCodes.recipient, recipient)))
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row?.at ?? null;
}

export async function codesSince(db: Db, since: Date, by: { recipient?: string; ip?: string }): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(
      and(
        gt(verificationCodes.createdAt, since),
        by.recipient ? eq(verificationCodes.recipient, by.recipient) : undefined,
        by.ip ? eq(verificationCodes.ip, by.ip) : undefined,
      ),
    );
  return row?.n ?? 0;
}

export async function insertCode(db: Db, row: typeof verificationCodes.$inferInsert): Promise<number> {
  const [inserted] = await db.insert(verificationCodes).values(row).returning({ id: verificationCodes.id });
  if (!inserted) throw new Error('insert returned no row');
  return inserted.id;
}

/** Codes sent to a recipient since a moment, this one included: tells a send that raced another. */
export async function codesToSince(db: Db, channel: Channel, recipient: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.recipient, recipient),
        gt(verificationCodes.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}

export async function deleteCode(db: Db, id: number) {
  await db.delete(verificationCodes).where(eq(verificationCodes.id, id));
}

export async function latestLiveCode(db: Db, channel: Channel, recipient: string, purpose: string, now: Date) {
  const [row] = await db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.channel, channel),
        eq(verificationCodes.recipient, recipient),
        eq(verificationCodes.purpose, purpose),
        isNull(verificationCodes.consumedAt),
        gt(verificationCodes.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationCodes.createdAt))
    .limit(1);
  return row;
}

export async function countAttempt(db: Db, id: number) {
  await db
    .update(verificationCodes)
    .set({ attempts: sql`${verificationCodes.attempts} + 1` })
    .where(eq(verificationCodes.id, id));
}

/** Marks a code used; false when another request used it first. */
export async function consumeCode(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(verificationCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ id: verificationCodes.id });
  return rows.length > 0;
}

export async function insertChallenge(db: Db, row: typeof sliderChallenges.$inferInsert) {
  await db.insert(sliderChallenges).values(row);
  await db.delete(sliderChallenges).where(sql`${sliderChallenges.expiresAt} < now() - interval '1 day'`);
}

export async function findChallenge(db: Db, id: string) {
  const [row] = await db.select().from(sliderChallenges).where(eq(sliderChallenges.id, id));
  return row;
}

export async function updateChallenge(db: Db, id: string, patch: Partial<typeof sliderChallenges.$inferInsert>) {
  await db.update(sliderChallenges).set(patch).where(eq(sliderChallenges.id, id));
}

/** Puzzles issued to an address since a moment, this one included. */
export async function challengesFromSince(db: Db, ip: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(sliderChallenges)
    .where(and(eq(sliderChallenges.ip, ip), gt(sliderChallenges.issuedAt, since)));
  return row?.n ?? 0;
}

export async function deleteChallenge(db: Db, id: string) {
  await db.delete(sliderChallenges).where(eq(sliderChallenges.id, id));
}

export async function findPass(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(sliderChallenges)
    .where(
      and(
        eq(sliderChallenges.passTokenHash, tokenHash),
        isNull(sliderChallenges.consumedAt),
        gt(sliderChallenges.passExpiresAt, now),
      ),
    );
  return row;
}

/** Spends a pass on one phone number, atomically: false when it was spent (or expired) already. */
export async function consumePass(db: Db, tokenHash: string, phone: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(sliderChallenges)
    .set({ consumedAt: now, boundPhone: phone })
    .where(
      and(
        eq(sliderChallenges.passTokenHash, tokenHash),
        isNull(sliderChallenges.consumedAt),
        gt(sliderChallenges.passExpiresAt, now),
      ),
    )
    .returning({ id: sliderChallenges.id });
  return rows.length > 0;
}

export async function listOutbox(db: Db, f: { recipient?: string; offset: number; limit: number }) {
  const cond = f.recipient ? ilike(outbox.recipient, containsPattern(f.recipient)) : undefined;
  const [rows, [total]] = await Promise.all([
    db.select().from(outbox).where(cond).orderBy(desc(outbox.id)).offset(f.offset).limit(f.limit),
    db.select({ n: count() }).from(outbox).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}
