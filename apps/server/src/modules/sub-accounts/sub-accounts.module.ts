import { defineModule } from '../../platform/module/module';
import { SUB_ACCOUNT_ERRORS } from './sub-accounts.errors';
import { createSubAccountsService, type SubAccountsService } from './sub-accounts.service';
import { mountSubAccountRoutes } from './sub-accounts.routes';

declare module '../../platform/module/module' {
  interface Services {
    'sub-accounts': SubAccountsService;
  }
}

export const subAccountsModule = defineModule({
  name: 'sub-accounts',
  errors: SUB_ACCOUNT_ERRORS,
  create: ({ data, cipher, services }) =>
    createSubAccountsService({ data, cipher, users: services.users, auth: services.auth, menus: services.menus }),
  routes: (app, subs) => mountSubAccountRoutes(app, subs),
});
