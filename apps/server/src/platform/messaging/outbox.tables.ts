import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** What the default message provider "sent": the platform's outbox screen and the logs show it. */
export const outbox = pgTable(
  'outbox',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: text({ enum: ['SMS', 'EMAIL'] }).notNull(),
    recipient: text().notNull(),
    purpose: text().notNull(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_recipient_idx').on(t.recipient)],
);
