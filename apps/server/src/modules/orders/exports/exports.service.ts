import type { Language, OrderExportKind, OrderFilter } from '@parcelhub/contracts';
import type { z } from 'zod';
import type { Actor } from '../../../platform/auth/actor';
import { scopeOf } from '../../../platform/auth/scope';
import { bindRepository, type DataAccess } from '../../../platform/db/data-access';
import { AppError } from '../../../platform/http/app-error';
import type { TasksService } from '../../tasks';
import { ordersQueries } from '../orders.repository';
import { EXPORT_PLANS } from './export-rows';
import { TASK_NAMES } from './export-words';
import { ORDER_EXPORT_QUEUE, runOrderExport, type OrderExportJobData } from './exports.job';

/** The order list's exports: each checks who asks, then hands the work to the task center. */
export function createOrderExports({ data, tasks }: { data: DataAccess; tasks: TasksService }) {
  const repo = bindRepository(data, ordersQueries);
  return {
    async submit(actor: Actor, kind: OrderExportKind, filter: z.output<typeof OrderFilter>, lang: Language) {
      const wanted = EXPORT_PLANS[kind].privilegeType;
      if (actor.privilegeType !== wanted)
        throw wanted === 'PLATFORM'
          ? new AppError('ORDER_PLATFORM_ONLY')
          : new AppError('ORDER_PRIVILEGE_MISMATCH', { privilegeType: wanted });
      const { id } = await tasks.submit<OrderExportJobData>(actor, {
        name: TASK_NAMES[kind],
        type: 'EXPORT',
        queue: ORDER_EXPORT_QUEUE,
        access: ['order:list'],
        // Scoped as the list is: the platform all, a supplier its products' orders, a customer its main account's.
        data: { kind, scope: scopeOf(actor), filter, lang },
      });
      return { taskId: id };
    },

    /** The job behind every export, for the module's queue. */
    job: tasks.job<OrderExportJobData>((task) =>
      runOrderExport(task, {
        listOrders: (scope, q, after, limit) => repo.listOrders(scope, q, after, limit),
        countByStatus: (scope, q) => repo.countByStatus(scope, q),
      }),
    ),
  };
}
export type OrderExports = ReturnType<typeof createOrderExports>;
