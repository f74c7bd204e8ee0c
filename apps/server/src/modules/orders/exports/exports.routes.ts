import type { FastifyInstance } from 'fastify';
import { orderExportEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../../platform/http/endpoint-route';
import { ok } from '../../../platform/http/envelope';
import type { OrderExports } from './exports.service';

export function mountOrderExportRoutes(app: FastifyInstance, exports: OrderExports) {
  mountEndpoints(app, orderExportEndpoints, {
    supplierOrders: async ({ actor, body, lang }) => ok(await exports.submit(actor, 'supplierOrders', body, lang)),
    customerOrders: async ({ actor, body, lang }) => ok(await exports.submit(actor, 'customerOrders', body, lang)),
    platformOrders: async ({ actor, body, lang }) => ok(await exports.submit(actor, 'platformOrders', body, lang)),
    platformBoxes: async ({ actor, body, lang }) => ok(await exports.submit(actor, 'platformBoxes', body, lang)),
    customerBoxes: async ({ actor, body, lang }) => ok(await exports.submit(actor, 'customerBoxes', body, lang)),
    abnormalOrders: async ({ actor, body, lang }) => ok(await exports.submit(actor, 'abnormalOrders', body, lang)),
  });
}
