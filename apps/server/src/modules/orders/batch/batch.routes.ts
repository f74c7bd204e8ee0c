import type { FastifyInstance } from 'fastify';
import { orderBatchEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../../platform/http/endpoint-route';
import { ok, okRows } from '../../../platform/http/envelope';
import { attachment } from '../../../platform/files/attachment';
import type { FileStorage } from '../../../platform/files/storage';
import type { BatchImport } from './batch.service';
import { receiveBatchFile } from './batch.upload';

export function mountBatchRoutes(app: FastifyInstance, batch: BatchImport, files: FileStorage) {
  mountEndpoints(app, orderBatchEndpoints, {
    template: async ({ actor, lang, reply }) => {
      const { name, bytes } = await batch.template(actor, lang);
      return attachment(reply, name, bytes);
    },
    import: async ({ actor, lang, req }) => ok(await batch.submit(actor, await receiveBatchFile(req, files), lang)),
    list: async ({ actor, body, lang }) => {
      const { rows, total } = await batch.list(actor, body, lang);
      return okRows(rows, total);
    },
    detail: async ({ actor, params, lang }) => ok(await batch.detail(actor, params.id, lang)),
    report: async ({ actor, params, reply }) => {
      const { name, stream } = await batch.report(actor, params.id);
      return attachment(reply, name, stream);
    },
  });
}
