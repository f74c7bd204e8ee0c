export { menusModule } from './menus.module';
export { createMenusService, type MenusService, type MenuRecord } from './menus.service';
export { permissionsFor, flattenMenuSeed } from './menus.seed';
export { menus, menuTombstones, subAccountGrants } from './menus.tables';
