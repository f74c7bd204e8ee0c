import type { FastifyInstance } from 'fastify';
import { sortRulesEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import type { SortRulesService } from './sort-rules.service';

export function mountSortRulesRoutes(app: FastifyInstance, rules: SortRulesService) {
  mountEndpoints(app, sortRulesEndpoints, {
    list: async ({ body }) => {
      const { rows, total } = await rules.list(body);
      return okRows(rows, total);
    },
    add: async ({ body }) => ok(await rules.add(body)),
    update: async ({ body }) => ok(await rules.update(body)),
    remove: async ({ params }) => {
      await rules.remove(params.id);
      return okDone();
    },
    enable: async ({ params }) => ok(await rules.enable(params.id)),
    disable: async ({ params }) => ok(await rules.disable(params.id)),
    test: async ({ body, lang }) => ok(await rules.test(body, lang)),
  });
}
