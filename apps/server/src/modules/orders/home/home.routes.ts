import type { FastifyInstance } from 'fastify';
import { ordersHomeEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../../platform/http/endpoint-route';
import { ok } from '../../../platform/http/envelope';
import type { HomeService } from './home-counts';

export function mountHomeRoutes(app: FastifyInstance, home: HomeService) {
  mountEndpoints(app, ordersHomeEndpoints, {
    counts: async ({ actor }) => ok(await home.counts(actor)),
  });
}
