import type { FastifyInstance } from 'fastify';
import { clearancePortsEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import type { FileStorage } from '../../platform/files/storage';
import { receiveXlsx } from '../../platform/files/upload';
import { attachment } from '../../platform/files/attachment';
import type { ClearancePortsService } from './clearance-ports.service';

export function mountClearancePortsRoutes(app: FastifyInstance, ports: ClearancePortsService, files: FileStorage) {
  mountEndpoints(app, clearancePortsEndpoints, {
    portDropDown: async ({ lang }) => okRows(await ports.portDropDown(lang)),
    portList: async () => okRows(await ports.portList()),
    portDelete: async ({ params }) => {
      await ports.deletePort(params.id);
      return okDone();
    },
    portImport: async ({ actor, lang, req }) => ok(await ports.importPorts(actor, () => receiveXlsx(req, files), lang)),
    portSave: async ({ body }) => ok(await ports.savePort(body)),
    portStatus: async ({ body }) => ok(await ports.portStatus(body.id, body.enabled)),
    portPage: async ({ query }) => {
      const { rows, total } = await ports.portPage(query);
      return okRows(rows, total);
    },
    portExport: async ({ actor, body, lang }) => ok(await ports.exportPorts(actor, body, lang)),
    portTemplate: async ({ lang, reply }) => {
      const { name, bytes } = await ports.portTemplate(lang);
      return attachment(reply, name, bytes);
    },

    industrySave: async ({ body, lang }) => ok(await ports.saveIndustry(body, lang)),
    industryById: async ({ params, lang }) => ok(await ports.industry(params.id, lang)),
    industryDropDown: async ({ lang }) => okRows(await ports.industryDropDown(lang)),
    clientIndustryDropDown: async ({ actor, lang }) => okRows(await ports.clientIndustryDropDown(actor, lang)),
    customerServices: async ({ actor, query, lang }) => {
      const { rows, total } = await ports.customerServices(actor, query, lang);
      return okRows(rows, total);
    },
    customerServicesPost: async ({ actor, body, lang }) => {
      const { rows, total } = await ports.customerServices(actor, body, lang);
      return okRows(rows, total);
    },
    serviceSave: async ({ body, lang }) => ok(await ports.saveService(body, lang)),
    serviceInfo: async ({ params, lang }) => ok(await ports.service(params.industryId, params.serviceId, lang)),
    serviceDelete: async ({ params }) => {
      await ports.deleteService(params.industryId, params.serviceId);
      return okDone();
    },
    assign: async ({ body }) => ok(await ports.assign(body)),
    cancel: async ({ params }) => {
      await ports.cancel(params.id);
      return okDone();
    },
    unassigned: async ({ body }) => {
      const { rows, total } = await ports.unassigned(body);
      return okRows(rows, total);
    },
    industryPage: async ({ query, lang }) => {
      const { rows, total } = await ports.industryPage(query, lang);
      return okRows(rows, total);
    },
  });
}
