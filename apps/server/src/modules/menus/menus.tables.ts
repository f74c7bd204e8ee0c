import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';
import { users } from '../users';

export const menus = pgTable(
  'menus',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    /** Stable name used by seeds and grants, e.g. `customer.address`. */
    key: text().notNull().unique(),
    parentKey: text(),
    /** 0 directory, 1 page, 2 button (a permission only). */
    type: integer().notNull(),
    titleZh: text().notNull(),
    titleEn: text().notNull(),
    titleKo: text().notNull(),
    path: text().notNull().default(''),
    component: text(),
    icon: text().notNull().default(''),
    sort: integer().notNull().default(0),
    hidden: boolean().notNull().default(false),
    /** Needed to see the entry; null = every user of the listed privilege types. */
    permission: text(),
    privilegeTypes: text().array().notNull(),
    ...timestamps,
  },
  (t) => [index('menus_parent_key_idx').on(t.parentKey), check('menus_type_ck', sql`${t.type} in (0, 1, 2)`)],
);

/** What a main account granted its sub-account: menu entries (pages and buttons) and so their permissions. */
export const subAccountGrants = pgTable(
  'sub_account_grants',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.menuId] })],
);
