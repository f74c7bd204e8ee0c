import type { FastifyInstance } from 'fastify';
import { tailLogisticsDropdownEndpoints, tailLogisticsEndpoints } from '@parcelhub/contracts';
import { mountEndpoints } from '../../platform/http/endpoint-route';
import { ok, okDone, okRows } from '../../platform/http/envelope';
import type { TailLogisticsService } from './tail-logistics.service';

export function mountTailLogisticsRoutes(app: FastifyInstance, tail: TailLogisticsService) {
  mountEndpoints(app, tailLogisticsEndpoints, {
    page: async ({ query }) => {
      const { rows, total } = await tail.page(query);
      return okRows(rows, total);
    },
    save: async ({ body }) => ok(await tail.save(body)),
    saveService: async ({ body }) => ok(await tail.saveService(body)),
    findById: async ({ params }) => ok(await tail.findById(params.id)),
    deleteService: async ({ params }) => {
      await tail.removeService(params.id, params.id2);
      return okDone();
    },
    remove: async ({ params }) => {
      await tail.remove(params.id);
      return okDone();
    },
  });
  mountEndpoints(app, tailLogisticsDropdownEndpoints, {
    remoteTailLogisticsList: async ({ query }) => okRows(await tail.carrierOptions(query.name ?? '')),
    tailLogistics: async () => okRows(await tail.carrierOptions()),
    // Disabled services are for the platform's own lists; anyone else gets what can be used.
    tailLogisticsService: async ({ params, actor }) =>
      okRows(
        await tail.serviceOptionsOf(params.id, params.privilegeType === 'USER' || actor.privilegeType !== 'PLATFORM'),
      ),
    serviceInfoList: async () => okRows(await tail.serviceOptions()),
  });
}
