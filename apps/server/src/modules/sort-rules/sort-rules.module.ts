import './sort-rules.oplog';
import { defineModule } from '../../platform/module/module';
import { SORT_RULES_ERRORS } from './sort-rules.errors';
import { createSortRulesService, type SortRulesService } from './sort-rules.service';

declare module '../../platform/module/module' {
  interface Services {
    sortRules: SortRulesService;
  }
}

export const sortRulesModule = defineModule({
  name: 'sortRules',
  errors: SORT_RULES_ERRORS,
  create: ({ data, services }) => createSortRulesService({ data, warehouses: services.warehouses }),
});
