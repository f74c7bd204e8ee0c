export { trackRulesModule } from './track-rules.module';
export type { TrackRulesService } from './track-rules.service';
export { trackRuleGroups, trackRules } from './track-rules.tables';
