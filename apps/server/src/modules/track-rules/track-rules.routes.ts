import type { FastifyInstance } from 'fastify';
import { trackRulesDropdownEndpoints, trackRulesEndpoints } from '@parcelhub/contracts';
import { attachment } from '../../platform/files/attachment';
import type { FileStorage } from '../../platform/files/storage';
import { receiveXlsx } from '../../platform/files/upload';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okRows } from '../../platform/http/envelope';
import type { TrackRulesService } from './track-rules.service';

export function mountTrackRulesRoutes(app: FastifyInstance, rules: TrackRulesService, files: FileStorage) {
  mountEndpoints(app, trackRulesEndpoints, {
    groupList: async ({ body }) => {
      const { rows, total } = await rules.groupList(body);
      return okRows(rows, total);
    },
    groupSave: async ({ body }) => ok(await rules.saveGroup(body)),
    groupDelete: async ({ body }) => ok(await rules.deleteGroups(body)),
    ruleSave: async ({ body }) => ok(await rules.saveRule(body)),
    ruleDelete: async ({ body }) => ok(await rules.deleteRules(body)),
    listByGroupId: async ({ params }) => {
      const rows = await rules.rulesOf(params.id);
      return okRows(rows, rows.length);
    },
    groupProducts: async ({ actor, params }) => {
      const rows = await rules.costsOf(actor, params.id);
      return okRows(rows, rows.length);
    },
    templateDownload: async ({ params, lang, reply }) => {
      const { name, bytes } = await rules.template(params.id, lang);
      return attachment(reply, name, bytes);
    },
    ruleImport: async ({ actor, query, lang, req }) =>
      ok(await rules.import(actor, query.groupId, () => receiveXlsx(req, files), lang)),
    test: async ({ body, lang }) => {
      const rows = await rules.test(body, lang);
      return okRows(rows, rows.length);
    },
    waiting: async ({ body }) => {
      const { rows, total } = await rules.waiting(body);
      return okRows(rows, total);
    },
  });
  mountEndpoints(app, trackRulesDropdownEndpoints, {
    trackRuleGroupList: async () => okRows(await rules.groupOptions()),
  });
}
