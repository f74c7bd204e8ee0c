import type { FastifyInstance } from 'fastify';
import { mediaEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok } from '../../platform/http/envelope';
import { ATTACHMENT_UPLOAD, IMAGE_UPLOAD, receiveFile } from '../../platform/files/upload';
import { serveUpload } from '../../platform/files/attachment';
import type { MediaService } from './media.service';

export function mountMediaRoutes(app: FastifyInstance, media: MediaService) {
  mountEndpoints(app, mediaEndpoints, {
    uploadImg: async ({ actor, req }) => ok(await media.keep(actor, await receiveFile(req, IMAGE_UPLOAD), 'IMAGE')),
    uploadAttachment: async ({ actor, req }) =>
      ok(await media.keep(actor, await receiveFile(req, ATTACHMENT_UPLOAD), 'ATTACHMENT')),
    file: async ({ actor, params, reply }) => {
      const { stream, ...file } = await media.open(actor, params.id);
      return serveUpload(reply, file, stream);
    },
  });
}
