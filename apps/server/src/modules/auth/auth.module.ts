import { defineModule } from '../../platform/module/module';
import { AUTH_ERRORS } from './auth.errors';
import { createAuthService, type AuthService } from './auth.service';
import { mountAuthRoutes } from './auth.routes';

declare module '../../platform/module/module' {
  interface Services {
    auth: AuthService;
  }
}

export const authModule = defineModule({
  name: 'auth',
  errors: AUTH_ERRORS,
  create: ({ data, config, cipher, services }) =>
    createAuthService({ data, config, cipher, users: services.users, roles: services.roles, menus: services.menus }),
  routes: (app, auth, { cipher }) => mountAuthRoutes(app, auth, cipher),
});
