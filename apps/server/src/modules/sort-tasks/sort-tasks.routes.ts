import type { FastifyInstance } from 'fastify';
import { sortTasksEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okRows } from '../../platform/http/envelope';
import { attachment } from '../../platform/files/attachment';
import type { SortTasksService } from './sort-tasks.service';

export function mountSortTaskRoutes(app: FastifyInstance, sortTasks: SortTasksService) {
  mountEndpoints(app, sortTasksEndpoints, {
    statusList: async ({ lang }) => ok(sortTasks.statusList(lang)),
    list: async ({ actor, body, lang }) => {
      const { rows, total } = await sortTasks.list(actor, body, lang);
      return okRows(rows, total);
    },
    add: async ({ actor, body, lang }) => ok(await sortTasks.add(actor, body, lang)),
    preSort: async ({ actor, query, lang }) => ok(await sortTasks.preSort(actor, query.id, lang)),
    preSortStatus: async ({ actor, query, lang }) => ok(await sortTasks.status(actor, query.id, lang)),
    preSortResult: async ({ actor, query, lang }) => ok(await sortTasks.result(actor, query.id, lang)),
    sort: async ({ actor, query, lang }) => ok(await sortTasks.sort(actor, query.id, lang)),
    sortStatus: async ({ actor, query, lang }) => ok(await sortTasks.status(actor, query.id, lang)),
    printBatch: async ({ actor, query, reply }) => {
      const { name, bytes } = await sortTasks.batchPdf(actor, query.id);
      return attachment(reply, name, bytes);
    },
    remove: async ({ actor, query, lang }) => ok(await sortTasks.remove(actor, query.id, lang)),
    cancel: async ({ actor, query, lang }) => ok(await sortTasks.cancel(actor, query.id, lang)),
  });
}
