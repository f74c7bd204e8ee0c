import type { FastifyInstance } from 'fastify';
import { premiumPackagesEndpoints, productConfigsEndpoints, productsEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okRows } from '../../platform/http/envelope';
import type { ProductsService } from './products.service';
import { receiveProductZoneUpload } from './zone-upload';

export function mountProductRoutes(app: FastifyInstance, products: ProductsService) {
  mountEndpoints(app, productsEndpoints, {
    list: async ({ actor, body, lang }) => {
      const { rows, total } = await products.list(actor, body, lang);
      return okRows(rows, total);
    },
    create: async ({ actor, body, lang }) => ok(await products.create(actor, body, lang)),
    createMultiCost: async ({ actor, body, lang }) => okRows(await products.createMultiCost(actor, body, lang)),
    editSigning: async ({ actor, body, lang }) => ok(await products.editSigning(actor, body, lang)),
    editNotSigning: async ({ actor, body, lang }) => ok(await products.editNotSigning(actor, body, lang)),
    saveOwn: async ({ actor, body, lang }) => ok(await products.saveOwn(actor, body, lang)),
    notSigningInfo: async ({ actor, params, lang }) => ok(await products.notSigningInfo(actor, params.id, lang)),
    signingInfo: async ({ actor, params, lang }) => ok(await products.signingInfo(actor, params.id, lang)),
    info: async ({ actor, params, lang }) => ok(await products.info(actor, params.productId, lang)),
    costPriceInfo: async ({ actor, params }) => ok(await products.costPriceInfo(actor, params.costPriceId)),
    changeStatus: async ({ actor, params, lang }) =>
      ok(await products.changeStatus(actor, params.productId, params.status, lang)),
    signingStatus: async ({ actor, body }) => ok(await products.setSigning(actor, body)),
    customers: async ({ actor, params, query }) => {
      const { rows, total } = await products.customers(actor, params.productId, query);
      return okRows(rows, total);
    },
    allotCustomers: async ({ actor, body }) =>
      ok(await products.allotCustomers(actor, body.productId, body.customerIds)),
    unallotCustomers: async ({ actor, body }) =>
      ok(await products.unallotCustomers(actor, body.productId, body.customerIds)),
    zoneImport: async ({ actor, query, req, lang }) =>
      ok(await products.zoneImport(actor, query.productId, () => receiveProductZoneUpload(req), lang)),
    queryTypes: async ({ lang }) => okRows(products.queryTypes(lang)),
    reportPriceTypes: async ({ actor, lang }) => okRows(products.reportPriceTypes(actor, lang)),
  });

  mountEndpoints(app, premiumPackagesEndpoints, {
    save: async ({ actor, body }) => ok(await products.savePackage(actor, body)),
    edit: async ({ actor, body }) => ok(await products.editPackage(actor, body)),
    list: async ({ actor, body }) => {
      const { rows, total } = await products.listPackages(actor, body);
      return okRows(rows, total);
    },
    remove: async ({ actor, params }) => ok(await products.removePackage(actor, params.productId, params.id)),
    get: async ({ actor, params }) => ok(await products.getPackage(actor, params.id)),
    effective: async ({ actor, body }) => okRows(await products.effectiveOptions(actor, body.productId)),
    calc: async ({ actor, body, lang }) => ok(await products.calc(actor, body, lang)),
    allotPhones: async ({ actor, body }) => ok(await products.allotPhones(actor, body.id, body.phones)),
    allotUserNames: async ({ actor, body }) => ok(await products.allotUserNames(actor, body.id, body.userNames)),
    phones: async ({ actor, params }) => okRows(await products.assignees(actor, params.id, true)),
    userNames: async ({ actor, params }) => okRows(await products.assignees(actor, params.id, false)),
    removePhone: async ({ actor, params }) => ok(await products.removePhone(actor, params.id, params.phone)),
    removeUserName: async ({ actor, params }) => ok(await products.removeUserName(actor, params.id, params.userName)),
    exportZones: async ({ actor, params, lang }) =>
      ok(await products.exportZonePrices(actor, params.productId, params.premiumPackagesId, lang)),
  });

  mountEndpoints(app, productConfigsEndpoints, {
    supportGet: async ({ actor, params }) => ok(await products.support(actor, params.id)),
    supportSave: async ({ actor, body }) => ok(await products.saveSupport(actor, body)),
    consigneeGet: async ({ actor, params }) => ok(await products.consignee(actor, params.id)),
    consigneeSave: async ({ actor, body }) => ok(await products.saveConsignee(actor, body)),
    orderEditGet: async ({ actor, params }) => ok(await products.orderEdit(actor, params.id)),
    orderEditSave: async ({ actor, body }) => ok(await products.saveOrderEdit(actor, body)),
    preRecordingAmount: async ({ actor, body }) =>
      ok(await products.savePreRecordingAmount(actor, body.productId, body.preRecordingAmount)),
    apiRules: async ({ actor, params }) => okRows(await products.apiRules(actor, params.id)),
    apiRuleSave: async ({ actor, body }) => ok(await products.saveApiRule(actor, body)),
    apiRuleDelete: async ({ actor, params }) => ok(await products.deleteApiRule(actor, params.id)),
    logisticsServices: async () => okRows(products.logisticsServices()),
    logisticsRules: async ({ actor, params }) => okRows(await products.logisticsRules(actor, params.productId)),
    logisticsSave: async ({ actor, body }) => ok(await products.saveLogisticsRule(actor, body)),
    logisticsDelete: async ({ actor, params }) =>
      ok(await products.deleteLogisticsRule(actor, params.productId, params.logisticsRulesId)),
    labelSave: async ({ actor, body }) => ok(await products.saveLabel(actor, body)),
    labelList: async ({ actor, params }) => okRows(await products.labels(actor, params.productId)),
    shuttleList: async ({ body }) => {
      const { rows, total } = await products.shuttles(body);
      return okRows(rows, total);
    },
    shuttleSave: async ({ actor, body }) => ok(await products.saveShuttle(actor, body)),
  });
}
