export { rolesModule } from './roles.module';
export { createRolesService, type RolesService } from './roles.service';
export { roles, userRoles, roleMenus } from './roles.tables';
export { BUILT_IN_ROLES } from './roles.seed';
