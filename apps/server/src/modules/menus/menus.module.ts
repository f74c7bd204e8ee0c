import { defineModule } from '../../platform/module/module';
import { createMenusService, type MenusService } from './menus.service';
import { mountMenuRoutes } from './menus.routes';
import { seedMenusAndRoles } from './menus.seed';

declare module '../../platform/module/module' {
  interface Services {
    menus: MenusService;
  }
}

export const menusModule = defineModule({
  name: 'menus',
  seed: seedMenusAndRoles,
  create: ({ data }) => createMenusService({ data }),
  routes: (app, menus) => mountMenuRoutes(app, menus),
});
