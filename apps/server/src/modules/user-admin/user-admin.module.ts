import { defineModule } from '../../platform/module/module';
import { USER_ADMIN_ERRORS } from './user-admin.errors';
import { createUserAdminService, type UserAdminService } from './user-admin.service';
import { mountUserAdminRoutes } from './user-admin.routes';
import { EXPORT_QUEUE } from './user-admin.export';

declare module '../../platform/module/module' {
  interface Services {
    'user-admin': UserAdminService;
  }
}

export const userAdminModule = defineModule({
  name: 'user-admin',
  errors: USER_ADMIN_ERRORS,
  create: ({ data, cipher, services }) =>
    createUserAdminService({
      data,
      cipher,
      users: services.users,
      roles: services.roles,
      auth: services.auth,
      tasks: services.tasks,
    }),
  jobs: (admin) => ({ [EXPORT_QUEUE]: admin.exportJob }),
  routes: (app, admin) => mountUserAdminRoutes(app, admin),
});
