import type { Actor } from '../../../platform/auth/actor';
import { AppError } from '../../../platform/http/app-error';
import type { DataAccess } from '../../../platform/db/data-access';
import { lockOrder, type OrdersRepo } from './find';

/** A canceled order deleted: hidden from every list, kept for the ledger and the log. Its status does not change. */
export function createRemove(deps: { data: DataAccess; repo: OrdersRepo }) {
  const { data, repo } = deps;
  return async function remove(actor: Actor, id: number) {
    await data.withTransaction(async () => {
      const o = await lockOrder(repo, actor, id);
      if (o.status !== 'CANCELED') throw new AppError('ORDER_DELETE_CANCELED_ONLY');
      await repo.updateOrder(id, { deletedAt: new Date() });
      await repo.insertLog({
        orderId: id,
        action: 'DELETE',
        fromStatus: o.status,
        toStatus: o.status,
        messageKey: 'deleted',
        params: {},
        operatorId: actor.userId,
        operatorName: actor.username,
      });
    });
  };
}
