import type { FastifyInstance } from 'fastify';
import { oplogEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { okRows } from '../../platform/http/envelope';
import type { OplogService } from './oplog.service';

export function mountOplogRoutes(app: FastifyInstance, oplog: OplogService) {
  mountEndpoints(app, oplogEndpoints, {
    history: async ({ actor, params, query, lang }) => {
      const { rows, total } = await oplog.history(actor, params.id, query, lang);
      return okRows(rows, total);
    },
    list: async ({ actor, body, lang }) => {
      const { rows, total } = await oplog.list(actor, body, lang);
      return okRows(rows, total);
    },
    resources: async ({ lang }) => okRows(await oplog.resources(lang)),
  });
}
