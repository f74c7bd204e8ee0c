import type { FastifyInstance } from 'fastify';
import { warehousesEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import type { WarehousesService } from './warehouses.service';

export function mountWarehousesRoutes(app: FastifyInstance, warehouses: WarehousesService) {
  mountEndpoints(app, warehousesEndpoints, {
    list: async ({ query, actor }) => {
      const { rows, total } = await warehouses.platformList(actor, query);
      return okRows(rows, total);
    },
    custList: async ({ query, actor }) => {
      const { rows, total } = await warehouses.customerList(actor, query);
      return okRows(rows, total);
    },
    options: async ({ query, actor }) => {
      const rows = await warehouses.options(actor, query.withDisabled === 'true');
      return okRows(rows, rows.length);
    },
    add: async ({ body, actor }) => ok(await warehouses.add(actor, body)),
    update: async ({ body, actor }) => ok(await warehouses.update(actor, body)),
    remove: async ({ params, actor }) => {
      await warehouses.remove(actor, params.id);
      return okDone();
    },
    bays: async ({ params, actor, lang }) => {
      const rows = await warehouses.listBays(actor, params.warehouseId, lang);
      return okRows(rows, rows.length);
    },
    saveBay: async ({ body, actor, lang }) => ok(await warehouses.saveBay(actor, body, lang)),
    bayValid: async ({ body, actor, lang }) => ok(await warehouses.setBayValid(actor, body.id, body.valid, lang)),
    removeBay: async ({ params, actor }) => {
      await warehouses.removeBay(actor, params.id);
      return okDone();
    },
    importBays: async ({ body, actor }) => ok(await warehouses.importBays(actor, body)),
    speechSetting: async ({ actor }) => ok(await warehouses.speechSetting(actor.userId)),
    saveSpeechSetting: async ({ body, actor }) => ok(await warehouses.saveSpeechSetting(actor.userId, body)),
  });
}
