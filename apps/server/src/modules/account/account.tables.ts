import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** One-time codes sent by SMS or email; kept hashed, with attempts counted. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: text({ enum: ['SMS', 'EMAIL'] }).notNull(),
    recipient: text().notNull(),
    purpose: text().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    ip: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    consumedAt: timestamp({ withTimezone: true }),
  },
  (t) => [index('verification_codes_lookup_idx').on(t.channel, t.recipient, t.purpose, t.createdAt)],
);

/**
 * Slider puzzles issued at registration, counted per address; a passed one yields a token good for one SMS to one
 * number (`boundPhone`, set when it is spent).
 */
export const sliderChallenges = pgTable(
  'slider_challenges',
  {
    id: text().primaryKey(),
    x: integer().notNull(),
    attempts: integer().notNull().default(0),
    ip: text().notNull().default(''),
    issuedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    passTokenHash: text().unique(),
    passExpiresAt: timestamp({ withTimezone: true }),
    consumedAt: timestamp({ withTimezone: true }),
    boundPhone: text(),
  },
  (t) => [index('slider_challenges_ip_idx').on(t.ip, t.issuedAt)],
);
