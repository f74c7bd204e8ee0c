export { sortRulesModule } from './sort-rules.module';
export type { SortRulesService, SortDecision, ParcelFacts, SortRule } from './sort-rules.service';
export { sortRules } from './sort-rules.tables';
export { seedDemoSortRules } from './sort-rules.demo';
