import type { FastifyInstance } from 'fastify';
import { productCostsEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okRows } from '../../platform/http/envelope';
import { attachment } from '../../platform/files/attachment';
import { IMAGE_UPLOAD, receiveFile } from '../../platform/files/upload';
import type { ProductCostsService } from './product-costs.service';
import { receiveZoneUpload } from './zone-upload';

export function mountProductCostRoutes(app: FastifyInstance, costs: ProductCostsService) {
  const { docking } = costs;
  mountEndpoints(app, productCostsEndpoints, {
    list: async ({ actor, body, lang }) => {
      const { rows, total } = await costs.list(actor, body, lang);
      return okRows(rows, total);
    },
    get: async ({ actor, params, lang }) => ok(await costs.get(actor, params.productCostId, lang)),
    edit: async ({ actor, body, lang }) => ok(await costs.edit(actor, body, lang)),
    remove: async ({ actor, params }) => ok(await costs.remove(actor, params.productCostId)),
    editStatus: async ({ actor, params, lang }) =>
      ok(await costs.setStatus(actor, params.productCostId, params.costStatus, lang)),
    calcInfo: async ({ actor, params, lang }) => ok(await costs.calcInfo(actor, params.id, lang)),
    selects: async ({ actor }) => okRows(await costs.options(actor)),
    ownerSelects: async ({ actor }) => okRows(await costs.ownerOptions(actor)),
    saveAccount: async ({ actor, params, body, lang }) =>
      ok(await costs.saveAccount(actor, params.productCostId, body, lang)),
    postcodeRule: async ({ actor, params, body }) => ok(await costs.setPostcodeRule(actor, params.productCostId, body)),
    zoneTemplate: async ({ actor, params, query, lang, reply }) => {
      const { name, bytes } = await costs.zoneTemplate(actor, params.id, query.countryCode, lang);
      return attachment(reply, name, bytes);
    },
    zoneImport: async ({ actor, lang, req }) => ok(await costs.importZones(actor, await receiveZoneUpload(req), lang)),
    zoneList: async ({ actor, params, body, lang }) => {
      const { rows, total } = await costs.zones(actor, params.productCostId, body, lang);
      return okRows(rows, total);
    },
    zoneSave: async ({ actor, body, lang }) => ok(await costs.saveZone(actor, body, lang)),
    zoneDelete: async ({ actor, body }) => ok(await costs.deleteZones(actor, body)),
    prices: async ({ actor, params, query, lang }) =>
      okRows(await costs.prices(actor, params.productCostId, query.zone, lang)),
    savePrices: async ({ actor, params, body, lang }) =>
      okRows(await costs.savePrices(actor, params.productCostId, body, lang)),
    surcharges: async ({ actor, query, lang }) => okRows(await costs.surcharges(actor, query.costId, query.type, lang)),
    surchargeFormula: async ({ actor, params, lang }) =>
      ok(await costs.surchargeFormula(actor, params.surchargeId, lang)),
    saveSurcharge: async ({ actor, body, lang }) => ok(await costs.saveSurcharge(actor, body, lang)),
    deleteSurcharge: async ({ actor, params, lang }) =>
      ok(await costs.deleteSurcharge(actor, params.surchargeId, lang)),
    uploadFormulaImg: async ({ actor, req }) =>
      ok(await costs.uploadFormulaImage(actor, await receiveFile(req, IMAGE_UPLOAD))),
    testFormula: async ({ actor, body, lang }) => ok(await costs.testFormula(actor, body, lang)),
    providerOptions: async () => okRows(await docking.providerOptions()),
    dpService: async ({ params, query, lang }) => okRows(await docking.dpService(params.id, query.all, lang)),
    providerList: async ({ actor, body }) => {
      const { rows, total } = await docking.providers(actor, body);
      return okRows(rows, total);
    },
    providerSave: async ({ actor, body }) => ok(await docking.saveProvider(actor, body)),
    providerDelete: async ({ actor, params }) => ok(await docking.deleteProvider(actor, params.id)),
    modelList: async ({ actor, body, lang }) => okRows(await docking.models(actor, body.providerId, lang)),
    modelSave: async ({ actor, body, lang }) => ok(await docking.saveModel(actor, body, lang)),
    modelDelete: async ({ actor, params }) => ok(await docking.deleteModel(actor, params.id)),
  });
}
