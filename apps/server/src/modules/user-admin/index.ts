export { userAdminModule } from './user-admin.module';
export type { UserAdminService } from './user-admin.service';
