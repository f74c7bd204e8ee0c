import { defineModule } from '../../platform/module/module';
import { ACCOUNT_ERRORS } from './account.errors';
import { createAccountService, type AccountService } from './account.service';
import { createCodesService } from './codes.service';
import { createSliderService, type SliderService } from './slider.service';
import { mountAccountRoutes } from './account.routes';

export interface AccountModuleService {
  account: AccountService;
  slider: SliderService;
}

declare module '../../platform/module/module' {
  interface Services {
    account: AccountModuleService;
  }
}

export const accountModule = defineModule({
  name: 'account',
  errors: ACCOUNT_ERRORS,
  create: ({ data, config, cipher, messages, services }) => {
    const slider = createSliderService({
      data,
      tolerance: config.SLIDER_TOLERANCE,
      maxPerMinute: config.SLIDER_MAX_PER_MINUTE,
    });
    const codes = createCodesService({ data, provider: messages });
    const account = createAccountService({
      data,
      users: services.users,
      roles: services.roles,
      cipher,
      codes,
      slider,
      auth: services.auth,
    });
    return { account, slider };
  },
  routes: (app, service) => mountAccountRoutes(app, service),
});
