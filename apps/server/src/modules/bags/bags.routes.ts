import type { FastifyInstance } from 'fastify';
import { bagsEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okRows } from '../../platform/http/envelope';
import { attachment } from '../../platform/files/attachment';
import type { BagsService } from './bags.service';

export function mountBagRoutes(app: FastifyInstance, bags: BagsService) {
  mountEndpoints(app, bagsEndpoints, {
    scanToBag: async ({ actor, params, lang }) => ok(await bags.scanToBag(actor, params, lang)),
    submitBag: async ({ actor, params }) => ok(await bags.submitBag(actor, params.id)),
    printPdf: async ({ params, reply }) => {
      const { name, bytes } = await bags.labelPdf(params.id);
      return attachment(reply, name, bytes);
    },
    bagChangeCompleted: async ({ params }) => ok(await bags.bagChangeCompleted(params.id)),
    outBag: async ({ actor, params, lang }) => ok(await bags.outBag(actor, params.bagNo, params.insideNumber, lang)),
    batchOutBag: async ({ actor, params, lang }) => ok(await bags.dispatch(actor, params.id, lang)),
    remove: async ({ params }) => ok(await bags.remove(params.id)),
    searchBag: async ({ params }) => ok(await bags.search(params.id)),
    searchBagList: async ({ params }) => okRows(await bags.parcels(params.id)),
    custList: async ({ body }) => {
      const { rows, total } = await bags.list(body);
      return okRows(rows, total);
    },
    stationBays: async ({ params }) => okRows(await bags.stationBays(params.warehouseId)),
    listSortType: async ({ lang }) => okRows(bags.sortTypes(lang)),
    listBagStatus: async ({ lang }) => okRows(bags.bagStatuses(lang)),
    printOrderPdf: async ({ actor, params, lang, reply }) => {
      const { name, bytes } = await bags.orderLabel(actor, params.insideNumber, params.warehouseId, lang);
      return attachment(reply, name, bytes);
    },
    batchPrintOrderPdf: async ({ actor, params, lang, reply }) => {
      const { name, bytes } = await bags.bagLabels(actor, params.id, lang);
      return attachment(reply, name, bytes);
    },
  });
}
