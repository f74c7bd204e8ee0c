import { defineModule } from '../../platform/module/module';
import './users.oplog';
import { USER_ERRORS } from './users.errors';
import { createUsersService, type UsersService } from './users.service';
import { mountUserRoutes } from './users.routes';

declare module '../../platform/module/module' {
  interface Services {
    users: UsersService;
  }
}

export const usersModule = defineModule({
  name: 'users',
  errors: USER_ERRORS,
  create: ({ data }) => createUsersService({ data }),
  routes: (app, users, { services }) => mountUserRoutes(app, users, () => services.roles),
});
