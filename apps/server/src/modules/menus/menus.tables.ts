import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
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
    /** The fields an operator changed (menu management); the seed at start leaves them as the operator set them. */
    editedFields: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    ...timestamps,
  },
  (t) => [index('menus_parent_key_idx').on(t.parentKey), check('menus_type_ck', sql`${t.type} in (0, 1, 2)`)],
);

/** Keys of menu entries an operator deleted: the seed does not bring them (or anything under them) back. */
export const menuTombstones = pgTable('menu_tombstones', {
  key: text().primaryKey(),
  deletedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

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
