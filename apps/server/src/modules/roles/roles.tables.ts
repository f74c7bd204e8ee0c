import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns';
import { users } from '../users';
import { menus } from '../menus';

export const roles = pgTable(
  'roles',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull().unique(),
    description: text().notNull().default(''),
    /** Lower is more powerful (admin 1): nobody creates or edits a role above its own level. */
    level: integer().notNull().default(3),
    privilegeType: text({ enum: ['PLATFORM', 'USER', 'SUPPLIER'] }).notNull(),
    /** Permission strings such as `address:edit`. The `admin` role passes every check. */
    permissions: text()
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Whose data the role's holders see: ALL, ACCOUNT (main and sub-accounts) or SELF. */
    dataScope: text({ enum: ['ALL', 'ACCOUNT', 'SELF'] })
      .notNull()
      .default('SELF'),
    ...timestamps,
  },
  (t) => [
    check('roles_level_ck', sql`${t.level} between 1 and 999`),
    check('roles_data_scope_ck', sql`${t.dataScope} in ('ALL','ACCOUNT','SELF')`),
  ],
);

export const userRoles = pgTable(
  'user_roles',
  {
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] })],
);

/** The menu entries assigned to a role (pages, directories, buttons). */
export const roleMenus = pgTable(
  'role_menus',
  {
    roleId: integer()
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer()
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] }), index('role_menus_menu_idx').on(t.menuId)],
);
