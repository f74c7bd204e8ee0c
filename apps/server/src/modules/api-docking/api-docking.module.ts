import { defineModule } from '../../platform/module/module';
import './api-docking.oplog';
import { API_DOCKING_ERRORS } from './api-docking.errors';
import { mountApiDockingRoutes } from './api-docking.routes';
import { createApiDockingService, type ApiDockingService } from './api-docking.service';
import { createKeyGate } from './key-gate';

declare module '../../platform/module/module' {
  interface Services {
    apiDocking: ApiDockingService;
  }
}

export const apiDockingModule = defineModule({
  name: 'apiDocking',
  errors: API_DOCKING_ERRORS,
  create: ({ data, config, services }) =>
    createApiDockingService({
      data,
      gate: createKeyGate({
        data,
        users: services.users,
        roles: services.roles,
        pricing: services.pricing,
        // A minute's calls may come at once (a burst), then they refill at the minute's pace (decision 137).
        rate: { perMinute: config.API_KEY_RATE_PER_MINUTE, capacity: config.API_KEY_RATE_PER_MINUTE },
      }),
    }),
  routes: (app, docking) => mountApiDockingRoutes(app, docking),
  // Answers kept for Idempotency-Keys go after 24 hours.
  every: { seconds: 3600, run: (docking) => docking.forgetOldIdempotency() },
  tenancy: () => import('./api-docking.tenancy'),
});
