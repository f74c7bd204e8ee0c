import type { FastifyInstance } from 'fastify';
import { addressesEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okRows } from '../../platform/http/envelope';
import type { AddressesService } from './addresses.service';

export function mountAddressRoutes(app: FastifyInstance, addresses: AddressesService) {
  mountEndpoints(app, addressesEndpoints, {
    ofMyAccount: async ({ actor, lang, query }) => okRows(await addresses.ofMyAccount(actor, lang, query.type)),
    list: async ({ actor, body, lang }) => {
      const { rows, total } = await addresses.find(actor, body, lang);
      return okRows(rows, total);
    },
    export: async ({ actor, body, lang }) => ok(await addresses.export(actor, body, lang)),
    save: async ({ actor, body, lang }) => ok(await addresses.save(actor, body, lang)),
    remove: async ({ actor, body }) => ok(await addresses.remove(actor, body.ids)),
    setDefault: async ({ actor, body, lang }) => ok(await addresses.setDefault(actor, body.id, lang)),
  });
}
