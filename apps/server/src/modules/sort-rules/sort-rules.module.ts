import { defineModule } from '../../platform/module/module';
import './sort-rules.oplog';
import { SORT_RULES_ERRORS } from './sort-rules.errors';
import { mountSortRulesRoutes } from './sort-rules.routes';
import { createSortRulesService, type SortRulesService } from './sort-rules.service';

declare module '../../platform/module/module' {
  interface Services {
    sortRules: SortRulesService;
  }
}

/**
 * Sorting rules: a warehouse's rules send a parcel to a bay. Decisions run on the rules compiled in memory per
 * warehouse, compiled again when the warehouse's rule version moves (decision 181). Platform reference data, like the
 * warehouses: no owned table.
 */
export const sortRulesModule = defineModule({
  name: 'sortRules',
  errors: SORT_RULES_ERRORS,
  create: ({ data, services }) => createSortRulesService({ data, warehouses: services.warehouses }),
  routes: (app, rules) => mountSortRulesRoutes(app, rules),
});
