import type { FastifyInstance } from 'fastify';
import { regionsEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okRows } from '../../platform/http/envelope';
import type { FileStorage } from '../../platform/files/storage';
import { receiveXlsx } from '../../platform/files/upload';
import { attachment } from '../../platform/files/attachment';
import type { RegionsService } from './regions.service';

// The countries the given products deliver to depend on the catalogue: the products module answers them.
const { optionsByProduct: _byProduct, ...regionEndpoints } = regionsEndpoints;

export function mountRegionRoutes(app: FastifyInstance, regions: RegionsService, files: FileStorage) {
  mountEndpoints(app, regionEndpoints, {
    countries: async ({ lang }) => okRows(await regions.countries(lang)),
    countryTree: async ({ lang }) => ok(await regions.countryTree(lang)),
    list: async ({ body, lang }) => {
      const { rows, total } = await regions.list(body, lang);
      return okRows(rows, total);
    },
    update: async ({ body, lang }) => ok(await regions.update(body, lang)),
    options: async ({ lang }) => okRows(await regions.options(lang)),
    provinces: async ({ query, lang }) => okRows(await regions.provinces(query.code, lang)),
    cityOptions: async ({ query, lang }) =>
      okRows(await regions.cityOptions(query.countryCode, query.provinceCode, lang)),
    cityList: async ({ body, lang }) => {
      const { rows, total } = await regions.findCities(body, lang);
      return okRows(rows, total);
    },
    cityAdd: async ({ body, lang }) => ok(await regions.addCity({ ...body, id: undefined }, lang)),
    cityUpdate: async ({ body, lang }) => ok(await regions.updateCity(body, lang)),
    cityDelete: async ({ body }) => ok(await regions.deleteCities(body.ids)),
    cityImportTemplate: async ({ lang, reply }) => {
      const { name, bytes } = await regions.cityTemplate(lang);
      return attachment(reply, name, bytes);
    },
    cityImport: async ({ actor, lang, req }) =>
      ok(await regions.importCities(actor, await receiveXlsx(req, files), lang)),
    cityExport: async ({ actor, body, lang }) => ok(await regions.exportCities(actor, body, lang)),
  });
}
