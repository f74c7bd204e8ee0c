import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Key material the server creates on first start and keeps (the RSA pair for password fields). */
export const serverKeys = pgTable('server_keys', {
  name: text().primaryKey(),
  publicPem: text().notNull(),
  privatePem: text().notNull(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
