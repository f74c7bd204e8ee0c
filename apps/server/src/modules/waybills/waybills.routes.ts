import type { FastifyInstance } from 'fastify';
import { waybillsEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import type { FileStorage } from '../../platform/files/storage';
import { receiveXlsx } from '../../platform/files/upload';
import { attachment } from '../../platform/files/attachment';
import type { WaybillsService } from './waybills.service';

export function mountWaybillRoutes(app: FastifyInstance, waybills: WaybillsService, files: FileStorage) {
  mountEndpoints(app, waybillsEndpoints, {
    list: async ({ actor, body, lang }) => {
      const { rows, total } = await waybills.list(actor, body, lang);
      return okRows(rows, total);
    },
    save: async ({ actor, body, lang }) => ok(await waybills.save(actor, body, lang)),
    track: async ({ actor, params, body, lang }) => ok(await waybills.track(actor, params.id, body, lang)),
    trackInfo: async ({ actor, params, lang }) => ok(await waybills.trackInfo(actor, params.id, lang)),
    link: async ({ actor, body }) => ok(await waybills.link(actor, body)),
    unlink: async ({ actor, body }) => {
      await waybills.unlink(actor, body);
      return okDone();
    },
    parcels: async ({ actor, params, body }) => {
      const { rows, total } = await waybills.parcels(actor, params.id, body);
      return okRows(rows, total);
    },
    downloadTemplate: async ({ lang, reply }) => {
      const { name, bytes } = await waybills.template(lang);
      return attachment(reply, name, bytes);
    },
    import: async ({ actor, lang, req }) => ok(await waybills.import(actor, () => receiveXlsx(req, files), lang)),
    export: async ({ actor, body, lang }) => ok(await waybills.export(actor, body, lang)),
  });
}
