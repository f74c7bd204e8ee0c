import type { FastifyInstance } from 'fastify';
import { regionsEndpoints } from '@parcelhub/contracts';
import { mountEndpoint } from '../../platform/http/endpoint-route';
import { okRows } from '../../platform/http/envelope';
import type { RegionsService } from '../regions';
import type { ProductsService } from './products.service';

const productIds = (body: number[] | { productIds?: number[] }) =>
  Array.isArray(body) ? body : (body.productIds ?? []);

/**
 * The country dropdown narrowed to where the given products deliver: the union of the destinations of those the
 * caller sees (a customer its usable and own products; others' ids are ignored). No ids: every country. A regions
 * endpoint answered here, since the catalogue depends on the countries and not the other way round.
 */
export function mountCountryOptionsRoute(app: FastifyInstance, products: ProductsService, regions: RegionsService) {
  mountEndpoint(app, regionsEndpoints.optionsByProduct, async ({ actor, body, lang }) => {
    const all = await regions.options(lang);
    const ids = productIds(body);
    if (ids.length === 0) return okRows(all);
    const served = new Set(await products.destinationCountries(actor, ids));
    return okRows(all.filter((o) => served.has(o.value)));
  });
}
