import type { FastifyInstance } from 'fastify';
import { ordersEndpoints, OK_CODE } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import { attachment } from '../../platform/files/attachment';
import { idempotencyKeyOf } from '../../platform/http/idempotency';
import type { OrdersService } from './orders.service';

export function mountOrderRoutes(app: FastifyInstance, orders: OrdersService) {
  mountEndpoints(app, ordersEndpoints, {
    place: async ({ actor, body, lang, req }) =>
      ok(await orders.place(actor, body, { idempotencyKey: idempotencyKeyOf(req.headers), source: 'WEB' }, lang)),
    list: async ({ actor, body, lang }) => ({
      flag: true as const,
      code: OK_CODE,
      msg: 'ok',
      ...(await orders.list(actor, body, lang)),
    }),
    detail: async ({ actor, params, lang }) => ok(await orders.detail(actor, params.id, lang)),
    logs: async ({ actor, params, lang }) => okRows(await orders.logs(actor, params.id, lang)),
    copy: async ({ actor, body }) => ok(await orders.copy(actor, body.id)),
    cancel: async ({ actor, params, body, lang }) => ok(await orders.cancel(actor, params.id, body.reason, lang)),
    batchCancel: async ({ actor, params, body, lang }) =>
      okRows(await orders.batchCancel(actor, params.privilegeType, body.ids, body.reason, lang)),
    remove: async ({ actor, params }) => {
      await orders.remove(actor, params.orderId);
      return okDone();
    },
    queryIds: async ({ actor, body }) => {
      const { ids, total } = await orders.queryIds(actor, body);
      return okRows(ids, total);
    },
    printLabels: async ({ actor, body, lang, reply }) => {
      const { name, bytes } = await orders.printLabels(actor, body.ids, body.format, lang);
      return attachment(reply, name, bytes);
    },
    retryLabel: async ({ actor, params }) => ok(await orders.retryLabel(actor, params.id)),
    scan: async ({ actor, params, lang }) => ok(await orders.scan(actor, params.type, params.scanNo, lang)),
    scanByType: async ({ actor, params, lang }) => ok(await orders.scan(actor, params.type, params.scanNo, lang)),
    scanInside: async ({ actor, params, lang }) =>
      ok(await orders.scan(actor, 'INSIDE_NUMBER', params.insideNumber, lang)),
    confirmWeight: async ({ actor, body, lang }) => ok(await orders.confirmWeight(actor, body, lang)),
    release: async ({ actor, params, body, lang }) => ok(await orders.release(actor, params.id, body.reason, lang)),
    refuse: async ({ actor, params, body, lang }) => ok(await orders.refuse(actor, params.id, body.reason, lang)),
  });
}
