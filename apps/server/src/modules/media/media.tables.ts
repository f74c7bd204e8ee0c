import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { ownedBy } from '../../platform/auth/scope';
import { users } from '../users';

/** An uploaded file: who owns it, where its bytes are (a storage key, never a path from a user), what they are. */
export const storedFiles = pgTable(
  'files',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** The owning account (a main account; sub-accounts upload for it). */
    accountId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Who uploaded it. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    storageKey: text().notNull().unique('files_storage_key_unique'),
    /** The uploader's name for it, for display and the download name only. */
    name: text().notNull(),
    /** The type its bytes proved (platform/files/sniff.ts). */
    contentType: text().notNull(),
    size: integer().notNull(),
    /** What it was uploaded as: an image or logo, or an attachment. */
    purpose: text({ enum: ['IMAGE', 'ATTACHMENT'] }).notNull(),
    /**
     * Set when the file becomes part of something guarded (a recharge's voucher): the permissions of that thing, any
     * one of which others of the account need to read it; its uploader always may. Null: the whole account's.
     */
    access: text().array(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('files_account_idx').on(t.accountId, t.id),
    check('files_size_ck', sql`${t.size} >= 0`),
    check('files_purpose_ck', sql`${t.purpose} in ('IMAGE','ATTACHMENT')`),
  ],
);

export const fileOwners = ownedBy({ account: storedFiles.accountId });
