import type { FastifyInstance } from 'fastify';
import { traceDbEndpoints, traceStationEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import type { FileStorage } from '../../platform/files/storage';
import { receiveXlsx } from '../../platform/files/upload';
import { attachment } from '../../platform/files/attachment';
import type { TraceService } from './trace.service';

export function mountTraceRoutes(app: FastifyInstance, trace: TraceService, files: FileStorage) {
  mountEndpoints(app, traceStationEndpoints, {
    page: async ({ actor, query }) => {
      const { rows, total } = await trace.stationPage(actor, query);
      return okRows(rows, total);
    },
    addOrUpdate: async ({ actor, body }) => ok(await trace.saveStation(actor, body)),
    disable: async ({ actor, params }) => {
      await trace.setStationEnabled(actor, params.id, false);
      return okDone();
    },
    enable: async ({ actor, params }) => {
      await trace.setStationEnabled(actor, params.id, true);
      return okDone();
    },
  });
  mountEndpoints(app, traceDbEndpoints, {
    page: async ({ actor, query }) => {
      const { rows, total } = await trace.recordPage(actor, query);
      return okRows(rows, total);
    },
    edit: async ({ actor, body, lang }) => ok(await trace.edit(actor, body, lang)),
    export: async ({ actor, body, lang }) => ok(await trace.export(actor, body, lang)),
    importTemplate: async ({ actor, lang, reply }) => {
      const { name, bytes } = await trace.importTemplate(actor, lang);
      return attachment(reply, name, bytes);
    },
    import: async ({ actor, lang, req }) => ok(await trace.import(actor, () => receiveXlsx(req, files), lang)),
    dels: async ({ actor, body }) => ok(await trace.remove(actor, body.ids)),
    listTraceMatchRecord: async ({ actor, body }) => {
      const { rows, total } = await trace.matchPage(actor, body);
      return okRows(rows, total);
    },
    matchTraceDbRecord: async ({ actor, params, lang }) =>
      ok(await trace.matchNumber(actor, params.deliveryNumber, lang)),
  });
}
