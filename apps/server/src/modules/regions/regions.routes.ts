import type { FastifyInstance } from 'fastify';
import { Country, CountryTreeNode, okObj, okRows } from '@parcelhub/contracts';
import { z } from 'zod';
import { ok, okRows as rowsOf } from '../../platform/http/envelope';
import { SIGNED_IN } from '../../platform/auth/access';
import type { RegionsService } from './regions.service';

export function regionsRoutes(regions: RegionsService) {
  return async (app: FastifyInstance) => {
    app.get(
      '/api/customerAddress/getAllCountry',
      {
        config: SIGNED_IN,
        schema: { tags: ['regions'], summary: 'All countries', response: { 200: okRows(Country) } },
      },
      async (req) => rowsOf(await regions.countries(req.lang)),
    );
    app.get(
      '/api/region/countryTree',
      {
        config: SIGNED_IN,
        schema: {
          tags: ['regions'],
          summary: 'Country tree, EU members first',
          response: { 200: okObj(z.array(CountryTreeNode)) },
        },
      },
      async (req) => ok(await regions.countryTree(req.lang)),
    );
  };
}
