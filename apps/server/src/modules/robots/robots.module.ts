import { defineModule } from '../../platform/module/module';
import './robots.oplog';
import { ROBOTS_ERRORS } from './robots.errors';
import { mountRobotsRoutes } from './robots.routes';
import { createRobotsService, type RobotsService } from './robots.service';

declare module '../../platform/module/module' {
  interface Services {
    robots: RobotsService;
  }
}

export const robotsModule = defineModule({
  name: 'robots',
  errors: ROBOTS_ERRORS,
  create: ({ data, services }) => createRobotsService({ data, warehouses: services.warehouses }),
  routes: (app, robots) => mountRobotsRoutes(app, robots),
});
