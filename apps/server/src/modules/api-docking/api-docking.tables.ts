import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { API_KEY_MODES } from '@parcelhub/contracts';
import { ownedBy } from '../../platform/auth/scope';
import { users } from '../users';

/**
 * A customer main account's API keys, active and ended (the history). Only the key's SHA-256 is kept: the key is
 * shown once. One active key per account and mode; regenerating ends the old one and points it at its successor.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    accountId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text({ enum: API_KEY_MODES }).notNull(),
    /** The visible start of the key (`ph_live_AbCd`). */
    prefix: text().notNull(),
    keyHash: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    createdBy: integer().references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamp({ withTimezone: true }),
    revokedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    replacedById: integer(),
    /** Moved at most once a minute per key (quiet in the operation log). */
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_keys_hash_uq').on(t.keyHash),
    uniqueIndex('api_keys_active_uq')
      .on(t.accountId, t.mode)
      .where(sql`${t.revokedAt} is null`),
    index('api_keys_account_idx').on(t.accountId, t.id.desc()),
    check('api_keys_mode_ck', sql`${t.mode} in ('test', 'live')`),
  ],
);
export const apiKeyOwners = ownedBy({ account: apiKeys.accountId });

/**
 * The first answer of each write an integration made with an `Idempotency-Key`, per account, for 24 hours. A row
 * without a status is a request still running (its claim). Read and written by the key gate only, as the system,
 * never listed: no integer id, so the operation log leaves it out too.
 */
export const apiIdempotency = pgTable(
  'api_idempotency',
  {
    accountId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    idempotencyKey: text().notNull(),
    /** SHA-256 of the method, path and canonical body: the same key with another request is refused. */
    requestHash: text().notNull(),
    claimedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    status: integer(),
    body: text(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.idempotencyKey] }),
    index('api_idempotency_claimed_idx').on(t.claimedAt),
  ],
);
