import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  Address,
  AddressIdInput,
  AddressIdsInput,
  AddressInput,
  AddressListByUserQuery,
  AddressQuery,
  okObj,
  okRows,
} from '@parcelhub/contracts';
import { ok, okRows as rowsOf } from '../../platform/http/envelope';
import { typed } from '../../platform/http/typed';
import { permission } from '../../platform/auth/access';
import { actorOf } from '../../platform/auth/guard';
import type { AddressesService } from './addresses.service';

const LIST = permission('address:list');
const EDIT = permission('address:edit');

export function addressesRoutes(addresses: AddressesService) {
  return async (fastify: FastifyInstance) => {
    const app = typed(fastify);
    const tags = ['addresses'];

    app.get(
      '/api/customerAddress/findByUserId',
      {
        config: LIST,
        schema: {
          tags,
          summary: "The account's addresses",
          querystring: AddressListByUserQuery,
          response: { 200: okRows(Address) },
        },
      },
      async (req) => rowsOf(await addresses.ofMyAccount(actorOf(req), req.lang, req.query.type)),
    );
    app.post(
      '/api/customerAddress/findByDto',
      {
        config: LIST,
        schema: {
          tags,
          summary: 'Addresses, paged and filtered',
          body: AddressQuery,
          response: { 200: okRows(Address) },
        },
      },
      async (req) => {
        const { rows, total } = await addresses.find(actorOf(req), req.body, req.lang);
        return rowsOf(rows, total);
      },
    );
    app.post(
      '/api/customerAddress/saveAddress',
      {
        config: EDIT,
        schema: {
          tags,
          summary: 'Create (no id) or update an address',
          body: AddressInput,
          response: { 200: okObj(Address) },
        },
      },
      async (req) => ok(await addresses.save(actorOf(req), req.body, req.lang)),
    );
    app.post(
      '/api/customerAddress/delete',
      {
        config: EDIT,
        schema: {
          tags,
          summary: 'Delete addresses (all or none)',
          body: AddressIdsInput,
          response: { 200: okObj(z.object({ deleted: z.number() })) },
        },
      },
      async (req) => ok(await addresses.remove(actorOf(req), req.body.ids)),
    );
    app.post(
      '/api/customerAddress/setDefault',
      {
        config: EDIT,
        schema: {
          tags,
          summary: 'Make an address the default of its type',
          body: AddressIdInput,
          response: { 200: okObj(Address) },
        },
      },
      async (req) => ok(await addresses.setDefault(actorOf(req), req.body.id, req.lang)),
    );
  };
}
