export { createMenusService, type MenusService } from './menus.service';
export { menusRoutes } from './menus.routes';
export { seedMenusAndRoles, permissionsFor, flattenMenuSeed } from './menus.seed';
