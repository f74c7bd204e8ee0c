export { rolesModule } from './roles.module';
export type { RolesService } from './roles.service';
export { roleMenus } from './roles.tables';
