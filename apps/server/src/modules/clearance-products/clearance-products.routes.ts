import type { FastifyInstance } from 'fastify';
import { clearanceProductsEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import type { FileStorage } from '../../platform/files/storage';
import { receiveXlsx } from '../../platform/files/upload';
import { attachment } from '../../platform/files/attachment';
import type { ClearanceProductsService } from './clearance-products.service';

export function mountClearanceProductRoutes(app: FastifyInstance, svc: ClearanceProductsService, files: FileStorage) {
  mountEndpoints(app, clearanceProductsEndpoints, {
    list: async ({ actor, body }) => {
      const { rows, total } = await svc.list(actor, body);
      return okRows(rows, total);
    },
    dropdown: async ({ actor, params }) => okRows(await svc.dropdown(actor, params.type)),
    publicParam: async ({ actor, params }) => ok(await svc.publicParam(actor, params.id)),
    save: async ({ actor, body }) => ok(await svc.save(actor, body)),
    remove: async ({ actor, params }) => {
      await svc.remove(actor, params.id);
      return okDone();
    },
    byId: async ({ actor, params }) => ok(await svc.byId(actor, params.id)),
    editSigningStatus: async ({ actor, body }) => ok(await svc.setSigning(actor, body.id, body.signingStatus)),
    editStatus: async ({ actor, params }) => ok(await svc.setStatus(actor, params.productId, params.status)),
    signingProduct: async ({ actor, body }) => ok(await svc.setSigning(actor, body.id, 'SIGNED')),
    editSupplierConfig: async ({ actor, params, body }) => ok(await svc.editSupplierConfig(actor, params.id, body)),
    quoteTemplate: async ({ lang, reply }) => {
      const { name, bytes } = await svc.template('SALE', lang);
      return attachment(reply, name, bytes);
    },
    costQuoteTemplate: async ({ lang, reply }) => {
      const { name, bytes } = await svc.template('COST', lang);
      return attachment(reply, name, bytes);
    },
    quoteImport: async ({ actor, lang, req }) =>
      ok(await svc.importQuotes(actor, 'SALE', () => receiveXlsx(req, files), lang)),
    costQuoteImport: async ({ actor, lang, req }) =>
      ok(await svc.importQuotes(actor, 'COST', () => receiveXlsx(req, files), lang)),
    saveQuote: async ({ actor, body }) => ok(await svc.saveQuote(actor, body)),
    assignCount: async ({ actor, params }) => okRows(await svc.saleQuotes(actor, params.id)),
    quote: async ({ actor, params }) => ok(await svc.saleQuote(actor, params.productId, params.quoteId)),
    costQuote: async ({ actor, params }) => ok(await svc.costQuote(actor, params.productId)),
    assignedUserNames: async ({ actor, params }) =>
      okRows(await svc.assignedUsers(actor, params.productId, params.quotePriceId)),
    allot: async ({ actor, body }) => ok(await svc.allot(actor, body)),
    unallot: async ({ actor, body }) => ok(await svc.unallot(actor, body)),
    deleteQuote: async ({ actor, params }) => {
      await svc.deleteQuote(actor, params.productId, params.quotePriceId);
      return okDone();
    },
    deleteBags: async ({ actor, body }) => ok(await svc.deleteBags(actor, body.ids)),
    allianceSelects: async ({ lang }) => okRows(svc.alliances(lang)),
    transportTypeSelects: async ({ lang }) => okRows(svc.transportTypes(lang)),
    premiumMine: async ({ actor }) => okRows(await svc.premiumMine(actor)),
  });
}
