import type { FastifyInstance } from 'fastify';
import { regionsEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okRows } from '../../platform/http/envelope';
import type { RegionsService } from './regions.service';

export function mountRegionRoutes(app: FastifyInstance, regions: RegionsService) {
  mountEndpoints(app, regionsEndpoints, {
    countries: async ({ lang }) => okRows(await regions.countries(lang)),
    countryTree: async ({ lang }) => ok(await regions.countryTree(lang)),
  });
}
