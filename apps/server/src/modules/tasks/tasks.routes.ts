import type { FastifyInstance } from 'fastify';
import { tasksEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { okDone, okRows } from '../../platform/http/envelope';
import { attachment } from '../../platform/files/attachment';
import type { TasksService } from './tasks.service';

export function mountTaskRoutes(app: FastifyInstance, tasks: TasksService) {
  mountEndpoints(app, tasksEndpoints, {
    list: async ({ actor, body, lang }) => {
      const { rows, total } = await tasks.list(actor, body, lang);
      return okRows(rows, total);
    },
    cancel: async ({ actor, params }) => {
      await tasks.cancel(actor, params.id);
      return okDone();
    },
    file: async ({ actor, params, query, reply }) => {
      const { name, stream } = await tasks.openFile(actor, params.id, query.part);
      return attachment(reply, name, stream);
    },
  });
}
