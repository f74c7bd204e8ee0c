import { defineModule } from '../../platform/module/module';
import './menus.oplog';
import { createMenusService, type MenusService } from './menus.service';
import { mountMenuRoutes } from './menus.routes';
import { seedMenus } from './menus.seed';
import { MENU_ERRORS } from './menus.errors';

declare module '../../platform/module/module' {
  interface Services {
    menus: MenusService;
  }
}

export const menusModule = defineModule({
  name: 'menus',
  errors: MENU_ERRORS,
  seed: seedMenus,
  create: ({ data }) => createMenusService({ data }),
  routes: (app, menus) => mountMenuRoutes(app, menus),
});
