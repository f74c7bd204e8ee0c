import { defineModule } from '../../platform/module/module';
import './roles.oplog';
import { ROLE_ERRORS } from './roles.errors';
import { createRolesService, type RolesService } from './roles.service';
import { mountRoleRoutes } from './roles.routes';
import { seedRoles } from './roles.seed';

declare module '../../platform/module/module' {
  interface Services {
    roles: RolesService;
  }
}

export const rolesModule = defineModule({
  name: 'roles',
  errors: ROLE_ERRORS,
  seed: seedRoles,
  create: ({ data, services }) => createRolesService({ data, menus: services.menus }),
  routes: (app, roles) => mountRoleRoutes(app, roles),
});
