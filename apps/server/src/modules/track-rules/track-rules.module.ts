import { defineModule } from '../../platform/module/module';
import './track-rules.oplog';
import { TRACK_RULE_ERRORS } from './track-rules.errors';
import { IMPORT_QUEUE } from './track-rules.import';
import { mountTrackRulesRoutes } from './track-rules.routes';
import { createTrackRulesService, type TrackRulesService } from './track-rules.service';

declare module '../../platform/module/module' {
  interface Services {
    trackRules: TrackRulesService;
  }
}

/**
 * Track rule groups and rules: per carrier code, rules map raw events to standard statuses by priority. Its mapper is
 * installed in tracking when it is made; a rule change maps the carrier's waiting events again as due work.
 * Platform reference data: no owned table, no tenancy cases (decision 140).
 */
export const trackRulesModule = defineModule({
  name: 'trackRules',
  errors: TRACK_RULE_ERRORS,
  create: ({ data, services, dueWork }) =>
    createTrackRulesService({ data, tracking: services.tracking, tasks: services.tasks, dueWork }),
  jobs: (rules) => ({ [IMPORT_QUEUE]: rules.importJob }),
  routes: (app, rules, { files }) => mountTrackRulesRoutes(app, rules, files),
});
