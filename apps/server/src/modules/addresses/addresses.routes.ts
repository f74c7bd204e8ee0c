import type { FastifyInstance } from 'fastify';
import { addressesEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okRows } from '../../platform/http/envelope';
import type { AddressesService } from './addresses.service';
import type { FileStorage } from '../../platform/files/storage';
import { receiveXlsx } from '../../platform/files/upload';
import { attachment } from '../../platform/files/attachment';

export function mountAddressRoutes(app: FastifyInstance, addresses: AddressesService, files: FileStorage) {
  mountEndpoints(app, addressesEndpoints, {
    ofMyAccount: async ({ actor, lang, query }) => okRows(await addresses.ofMyAccount(actor, lang, query.type)),
    list: async ({ actor, body, lang }) => {
      const { rows, total } = await addresses.find(actor, body, lang);
      return okRows(rows, total);
    },
    export: async ({ actor, body, lang }) => ok(await addresses.export(actor, body, lang)),
    importTemplate: async ({ lang, reply }) => {
      const { name, bytes } = await addresses.importTemplate(lang);
      return attachment(reply, name, bytes);
    },
    import: async ({ actor, lang, req }) => ok(await addresses.import(actor, await receiveXlsx(req, files), lang)),
    save: async ({ actor, body, lang }) => ok(await addresses.save(actor, body, lang)),
    remove: async ({ actor, body }) => ok(await addresses.remove(actor, body.ids)),
    setDefault: async ({ actor, body, lang }) => ok(await addresses.setDefault(actor, body.id, lang)),
  });
}
