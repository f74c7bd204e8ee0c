import type { OrderStatus } from '@parcelhub/contracts';
import type { Actor } from '../../../platform/auth/actor';
import type { ordersQueries } from '../orders.repository';
import type { BoundRepository } from '../../../platform/db/data-access';

/**
 * The order log's action that marks a delivery warning handled: the log is where "handled" is kept. Which parcels
 * are warned is tracking's (modules/tracking/delivery-warning, decision 260); the log line is the orders' own.
 */
export const WARNING_HANDLED = 'WARNING_HANDLED';

/** The log's message key (order-log.words.ts words it). */
export const WARNING_HANDLED_MESSAGE = 'deliveryWarningHandled';

export interface HandledWarning {
  orderId: number;
  status: OrderStatus;
  overdueDays: number;
}

/** One order-log line per warning marked handled, in the caller's transaction (tracking holds the orders' locks). */
export function createWarningLog(repo: BoundRepository<typeof ordersQueries>) {
  return async function logWarningsHandled(actor: Actor, warnings: readonly HandledWarning[], remark: string) {
    await repo.insertLog(
      warnings.map((w) => ({
        orderId: w.orderId,
        action: WARNING_HANDLED,
        fromStatus: w.status,
        toStatus: w.status,
        messageKey: WARNING_HANDLED_MESSAGE,
        params: { overdueDays: w.overdueDays, remark },
        operatorId: actor.userId,
        operatorName: actor.username,
      })),
    );
  };
}
