import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users';

/** Server-side sessions: the token is kept only as its SHA-256, so a database leak reveals no live token. */
export const sessions = pgTable(
  'sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    ip: text().notNull().default(''),
    userAgent: text().notNull().default(''),
    endedAt: timestamp({ withTimezone: true }),
    endReason: text(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Arithmetic image captchas: single use, short-lived. */
export const captchas = pgTable('captchas', {
  uuid: text().primaryKey(),
  answer: text().notNull(),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
});

/** Failed sign-ins per account (`u:name`) and per address (`ip:addr`), for slowing down and locking. */
export const loginFailures = pgTable('login_failures', {
  key: text().primaryKey(),
  failures: integer().notNull().default(0),
  firstFailedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
});
