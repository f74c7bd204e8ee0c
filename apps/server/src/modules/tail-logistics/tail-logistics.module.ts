import { defineModule } from '../../platform/module/module';
import './tail-logistics.oplog';
import { TAIL_LOGISTICS_ERRORS } from './tail-logistics.errors';
import { mountTailLogisticsRoutes } from './tail-logistics.routes';
import { createTailLogisticsService, type TailLogisticsService } from './tail-logistics.service';

declare module '../../platform/module/module' {
  interface Services {
    tailLogistics: TailLogisticsService;
  }
}

export const tailLogisticsModule = defineModule({
  name: 'tailLogistics',
  errors: TAIL_LOGISTICS_ERRORS,
  create: ({ data }) => createTailLogisticsService({ data }),
  routes: (app, tail) => mountTailLogisticsRoutes(app, tail),
});
