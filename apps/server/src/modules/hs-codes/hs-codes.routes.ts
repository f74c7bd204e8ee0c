import type { FastifyInstance } from 'fastify';
import { hsCodesEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok } from '../../platform/http/envelope';
import type { FileStorage } from '../../platform/files/storage';
import { receiveXlsx } from '../../platform/files/upload';
import { attachment } from '../../platform/files/attachment';
import type { HsCodesService } from './hs-codes.service';

export function mountHsCodesRoutes(app: FastifyInstance, hs: HsCodesService, files: FileStorage) {
  mountEndpoints(app, hsCodesEndpoints, {
    match: async ({ actor, body, lang }) => ok(await hs.match(actor, body, lang)),
    confirm: async ({ actor, body, lang }) => ok(await hs.confirm(actor, body, lang)),
    hscode: async ({ params, lang }) => ok(await hs.detail(params.id, lang)),
    matchResult: async ({ actor, params, lang }) => ok(await hs.matchResult(actor, params.id, lang)),
    downloadMatchGoodsNameTemplate: async ({ lang, reply }) => {
      const { name, bytes } = await hs.template(lang);
      return attachment(reply, name, bytes);
    },
    exportMatchGoodsNameXlsx: async ({ actor, query, lang, req }) =>
      ok(await hs.upload(actor, () => receiveXlsx(req, files), query, lang)),
    exportMatchList: async ({ actor, body, lang }) => ok(await hs.exportList(actor, body, lang)),
  });
}
