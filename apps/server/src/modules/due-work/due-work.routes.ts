import type { FastifyInstance } from 'fastify';
import { dueWorkEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { okDone, okRows } from '../../platform/http/envelope';
import type { DueWorkService } from './due-work.service';

export function mountDueWorkRoutes(app: FastifyInstance, dueWork: DueWorkService) {
  mountEndpoints(app, dueWorkEndpoints, {
    list: async ({ query, lang }) => {
      const { rows, total } = await dueWork.list(query, lang);
      return okRows(rows, total);
    },
    kinds: async ({ lang }) => okRows(dueWork.kinds(lang)),
    retry: async ({ body }) => {
      await dueWork.retry(body);
      return okDone();
    },
  });
}
