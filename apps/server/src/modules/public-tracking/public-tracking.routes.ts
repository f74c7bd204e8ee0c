import type { FastifyInstance } from 'fastify';
import { publicTrackingEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { AppError } from '../../platform/http/app-error';
import { okRows } from '../../platform/http/envelope';
import type { PublicTrackingService } from './public-tracking.service';

export function mountPublicTrackingRoutes(app: FastifyInstance, service: PublicTrackingService) {
  mountEndpoints(app, publicTrackingEndpoints, {
    track: async ({ body, req, reply }) => {
      const wait = service.takeLookUp(req.ip);
      if (wait !== null) {
        reply.header('retry-after', String(wait));
        throw new AppError('PUBLIC_TRACK_RATE_LIMITED', { seconds: wait });
      }
      const rows = await service.track(body.numbers);
      return okRows(rows, rows.length);
    },
    orderTrackingList: async ({ actor, body }) => {
      const { rows, total } = await service.list(actor, body);
      return okRows(rows, total);
    },
  });
}
