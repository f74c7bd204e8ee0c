import type { FastifyInstance } from 'fastify';
import { DICT_OF_DROPDOWN, dictDropdownEndpoints, dictsEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import type { DictsService } from './dicts.service';

export function mountDictRoutes(app: FastifyInstance, dicts: DictsService) {
  mountEndpoints(app, dictsEndpoints, {
    values: async ({ query, lang }) => {
      const { rows, total } = await dicts.values(query, lang);
      return okRows(rows, total);
    },
    createValue: async ({ body, lang }) => ok(await dicts.createValue(body, lang)),
    updateValue: async ({ body, lang }) => ok(await dicts.updateValue(body, lang)),
    removeValue: async ({ params }) => {
      await dicts.removeValue(params.id);
      return okDone();
    },
    details: async ({ query, lang }) => {
      const { rows, total } = await dicts.details(query, lang);
      return okRows(rows, total);
    },
    list: async ({ query }) => {
      const { rows, total } = await dicts.list(query);
      return okRows(rows, total);
    },
    create: async ({ body }) => ok(await dicts.create(body)),
    update: async ({ body }) => ok(await dicts.update(body)),
    remove: async ({ params }) => {
      await dicts.remove(params.id);
      return okDone();
    },
  });
  mountEndpoints(app, dictDropdownEndpoints, {
    enumOption: async ({ lang }) => okRows(await dicts.options(DICT_OF_DROPDOWN.enumOption, lang)),
    orderIntercept: async ({ lang }) => okRows(await dicts.options(DICT_OF_DROPDOWN.orderIntercept, lang)),
    settlementMethod: async ({ lang }) => okRows(await dicts.options(DICT_OF_DROPDOWN.settlementMethod, lang)),
  });
}
