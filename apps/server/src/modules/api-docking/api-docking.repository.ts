import { alias } from 'drizzle-orm/pg-core';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { scopeWhere, type DataScope } from '../../platform/auth/scope';
import { users } from '../users';
import { apiIdempotency, apiKeyOwners, apiKeys } from './api-docking.tables';

export type ApiKeyRecord = typeof apiKeys.$inferSelect;
export type ApiKeyListed = ApiKeyRecord & { createdByName: string | null; revokedByName: string | null };

const creator = alias(users, 'creator');
const revoker = alias(users, 'revoker');

export async function listKeys(db: Db, scope: DataScope): Promise<ApiKeyListed[]> {
  const rows = await db
    .select({ key: apiKeys, createdByName: creator.username, revokedByName: revoker.username })
    .from(apiKeys)
    .leftJoin(creator, eq(creator.id, apiKeys.createdBy))
    .leftJoin(revoker, eq(revoker.id, apiKeys.revokedBy))
    .where(scopeWhere(scope, apiKeyOwners))
    .orderBy(desc(apiKeys.id));
  return rows.map((r) => ({ ...r.key, createdByName: r.createdByName, revokedByName: r.revokedByName }));
}

export async function findKey(db: Db, scope: DataScope, id: number): Promise<ApiKeyRecord | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.id, id), scopeWhere(scope, apiKeyOwners)));
  return row;
}

/** The active key of this hash, as the gate reads it (the key itself says whose it is). */
export async function findActiveByHash(db: Db, keyHash: string): Promise<ApiKeyRecord | undefined> {
  const [row] = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.keyHash, keyHash), isNull(apiKeys.revokedAt)));
  return row;
}

export async function insertKey(db: Db, values: typeof apiKeys.$inferInsert): Promise<ApiKeyRecord> {
  const [row] = await db.insert(apiKeys).values(values).returning();
  return row!;
}

/** Ends an active key; undefined when it was not active any more (another call ended it first). */
export async function revokeKey(
  db: Db,
  scope: DataScope,
  id: number,
  by: number,
  replacedById: number | null = null,
): Promise<ApiKeyRecord | undefined> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()`, revokedBy: by, replacedById })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt), scopeWhere(scope, apiKeyOwners)))
    .returning();
  return row;
}

export async function setReplacement(db: Db, id: number, replacedById: number) {
  await db.update(apiKeys).set({ replacedById }).where(eq(apiKeys.id, id));
}

/** Last use, written only when the stored one is older than `seconds` (several processes may try at once). */
export async function touchKey(db: Db, id: number, seconds: number) {
  await db
    .update(apiKeys)
    .set({ lastUsedAt: sql`now()` })
    .where(
      and(
        eq(apiKeys.id, id),
        or(isNull(apiKeys.lastUsedAt), lt(apiKeys.lastUsedAt, sql`now() - make_interval(secs => ${seconds})`)),
      ),
    );
}

export type IdempotencyRecord = typeof apiIdempotency.$inferSelect;

/**
 * Claims an Idempotency-Key for a request: a new key, one older than `ttlHours`, or one whose request has run
 * longer than `staleSeconds` without an answer (its process died). True when this request now owns it.
 */
export async function claimIdempotency(
  db: Db,
  claim: { accountId: number; idempotencyKey: string; requestHash: string },
  ttlHours: number,
  staleSeconds: number,
): Promise<boolean> {
  const rows = await db
    .insert(apiIdempotency)
    .values(claim)
    .onConflictDoUpdate({
      target: [apiIdempotency.accountId, apiIdempotency.idempotencyKey],
      set: { requestHash: claim.requestHash, claimedAt: sql`now()`, status: null, body: null },
      setWhere: or(
        lt(apiIdempotency.claimedAt, sql`now() - make_interval(hours => ${ttlHours})`),
        and(
          isNull(apiIdempotency.status),
          lt(apiIdempotency.claimedAt, sql`now() - make_interval(secs => ${staleSeconds})`),
        ),
      ),
    })
    .returning({ accountId: apiIdempotency.accountId });
  return rows.length > 0;
}

export async function findIdempotency(
  db: Db,
  accountId: number,
  idempotencyKey: string,
): Promise<IdempotencyRecord | undefined> {
  const [row] = await db
    .select()
    .from(apiIdempotency)
    .where(and(eq(apiIdempotency.accountId, accountId), eq(apiIdempotency.idempotencyKey, idempotencyKey)));
  return row;
}

export async function completeIdempotency(
  db: Db,
  accountId: number,
  idempotencyKey: string,
  status: number,
  body: string,
) {
  await db
    .update(apiIdempotency)
    .set({ status, body })
    .where(and(eq(apiIdempotency.accountId, accountId), eq(apiIdempotency.idempotencyKey, idempotencyKey)));
}

/** A request that failed on our side gives its key back: a retry may do the work. */
export async function releaseIdempotency(db: Db, accountId: number, idempotencyKey: string) {
  await db
    .delete(apiIdempotency)
    .where(
      and(
        eq(apiIdempotency.accountId, accountId),
        eq(apiIdempotency.idempotencyKey, idempotencyKey),
        isNull(apiIdempotency.status),
      ),
    );
}

export async function forgetOldIdempotency(db: Db, ttlHours: number) {
  await db.delete(apiIdempotency).where(lt(apiIdempotency.claimedAt, sql`now() - make_interval(hours => ${ttlHours})`));
}
