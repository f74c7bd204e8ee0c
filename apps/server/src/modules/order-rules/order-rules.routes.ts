import type { FastifyInstance } from 'fastify';
import { orderRulesEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okRows } from '../../platform/http/envelope';
import type { OrderRulesService } from './order-rules.service';

export function mountOrderRuleRoutes(app: FastifyInstance, rules: OrderRulesService) {
  mountEndpoints(app, orderRulesEndpoints, {
    list: async ({ actor, body, lang }) => {
      const { rows, total } = await rules.list(actor, body, lang);
      return okRows(rows, total);
    },
    saveGroup: async ({ actor, body, lang }) => ok(await rules.saveGroup(actor, body, lang)),
    saveRule: async ({ actor, body, lang }) => ok(await rules.saveRule(actor, body, lang)),
    moveUp: async ({ actor, params }) => ok(await rules.moveUp(actor, params.orderRuleId)),
    moveDown: async ({ actor, params }) => ok(await rules.moveDown(actor, params.orderRuleId)),
    deleteRule: async ({ actor, params }) =>
      ok(await rules.deleteRule(actor, params.orderRuleGroupId, params.orderRuleId)),
    deleteGroup: async ({ actor, params }) => ok(await rules.deleteGroup(actor, params.orderRuleGroupId)),
    batchDeleteGroups: async ({ actor, body }) => ok(await rules.batchDeleteGroups(actor, body)),
    changeStatus: async ({ actor, body }) => ok(await rules.changeStatus(actor, body)),
    copyRule: async ({ actor, params, lang }) => ok(await rules.copyRule(actor, params.id, lang)),
    copyGroup: async ({ actor, params, lang }) => ok(await rules.copyGroup(actor, params.id, lang)),
    statuses: async ({ actor, lang }) => okRows(rules.statuses(actor, lang)),
    strategies: async ({ actor, lang }) => okRows(rules.strategies(actor, lang)),
    productSelects: async ({ actor, lang }) => okRows(await rules.productSelects(actor, lang)),
    evaluate: async ({ actor, body }) => ok(await rules.trial(actor, body)),
  });
}
