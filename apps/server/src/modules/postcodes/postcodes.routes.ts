import type { FastifyInstance } from 'fastify';
import { postcodesEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okRows } from '../../platform/http/envelope';
import type { FileStorage } from '../../platform/files/storage';
import { receiveXlsx } from '../../platform/files/upload';
import { attachment } from '../../platform/files/attachment';
import type { PostcodesService } from './postcodes.service';

export function mountPostcodeRoutes(app: FastifyInstance, postcodes: PostcodesService, files: FileStorage) {
  mountEndpoints(app, postcodesEndpoints, {
    countries: async ({ actor, lang }) => okRows(await postcodes.countries(actor, lang)),
    types: async ({ lang }) => okRows(postcodes.types(lang)),
    saveGroup: async ({ actor, body, lang }) => ok(await postcodes.saveGroup(actor, body, lang)),
    deleteGroup: async ({ actor, params }) => ok(await postcodes.deleteGroup(actor, params.id)),
    groupOptions: async ({ actor, query }) => okRows(await postcodes.groupOptions(actor, query)),
    group: async ({ actor, params, query, lang }) => ok(await postcodes.group(actor, params.id, query, lang)),
    parameters: async ({ actor, params, lang }) => ok(await postcodes.parameters(actor, params.groupId, lang)),
    savePostcode: async ({ actor, body }) => ok(await postcodes.savePostcode(actor, body)),
    deletePostcode: async ({ actor, params }) => ok(await postcodes.deletePostcode(actor, params.id)),
    export: async ({ actor, body, lang }) => ok(await postcodes.export(actor, body, lang)),
    importTemplate: async ({ lang, reply }) => {
      const { name, bytes } = await postcodes.importTemplate(lang);
      return attachment(reply, name, bytes);
    },
    import: async ({ actor, query, lang, req }) =>
      ok(await postcodes.import(actor, query.groupId, () => receiveXlsx(req, files), lang)),
    list: async ({ actor, body, lang }) => {
      const { rows, total } = await postcodes.list(actor, body, lang);
      return okRows(rows, total);
    },
    orderRuleGroups: async ({ actor, body, lang }) =>
      okRows(await postcodes.orderRuleGroups(actor, body?.countryCode, lang)),
  });
}
