import { defineModule } from '../../platform/module/module';
import './order-rules.oplog';
import { ORDER_RULE_ERRORS } from './order-rules.errors';
import { createOrderRulesService, type OrderRulesService } from './order-rules.service';
import { mountOrderRuleRoutes } from './order-rules.routes';

declare module '../../platform/module/module' {
  interface Services {
    orderRules: OrderRulesService;
  }
}

/**
 * Order rules: the platform's groups of rules (intercept, reject, route, require a field) and their evaluation at
 * order placement (`services.orderRules.evaluate(facts)`). Needs regions, postcodes (the groups conditions name,
 * guarded from deletion while a rule names them) and the products the rules point at.
 */
export const orderRulesModule = defineModule({
  name: 'orderRules',
  errors: ORDER_RULE_ERRORS,
  create: ({ data, services }) =>
    createOrderRulesService({ data, regions: services.regions, postcodes: services.postcodes }),
  routes: (app, rules) => mountOrderRuleRoutes(app, rules),
});
