import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';

export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    username: text().notNull(),
    passwordHash: text().notNull(),
    nickName: text().notNull().default(''),
    phone: text(),
    email: text(),
    privilegeType: text({ enum: ['PLATFORM', 'USER', 'SUPPLIER'] }).notNull(),
    /** A sub-account's main account; null for main accounts. */
    parentId: integer(),
    isApproved: boolean().notNull().default(false),
    approvedAt: timestamp({ withTimezone: true }),
    approvedBy: integer(),
    enabled: boolean().notNull().default(true),
    /** Saved interface language; null until the user picks one. */
    language: text({ enum: ['zh', 'en', 'ko'] }),
    passwordChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('users_username_lower_uq').on(sql`lower(${t.username})`),
    uniqueIndex('users_phone_uq').on(t.phone),
    uniqueIndex('users_email_lower_uq').on(sql`lower(${t.email})`),
    index('users_parent_idx').on(t.parentId),
    foreignKey({ columns: [t.parentId], foreignColumns: [t.id] }).onDelete('cascade'),
    check('users_privilege_type_ck', sql`${t.privilegeType} in ('PLATFORM','USER','SUPPLIER')`),
    check('users_language_ck', sql`${t.language} in ('zh','en','ko')`),
  ],
);
