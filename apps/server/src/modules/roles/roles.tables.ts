import { index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { roles } from '../users';
import { menus } from '../menus';

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
