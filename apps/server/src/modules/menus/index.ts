export { menusModule } from './menus.module';
export { createMenusService, type MenusService } from './menus.service';
export { permissionsFor, flattenMenuSeed } from './menus.seed';
export { menus, subAccountGrants } from './menus.tables';
