import type { Language, OrderStatus, PlacedOrder } from '@parcelhub/contracts';
import type { Actor } from '../../../platform/auth/actor';
import { scopeOf } from '../../../platform/auth/scope';
import { AppError } from '../../../platform/http/app-error';
import type { DataAccess } from '../../../platform/db/data-access';
import type { OrderListRecord } from '../orders.repository';
import { labelDataOf, LABEL_LEASE_SECONDS, REFUSES_LABEL, type LabelWorker } from '../labels';
import { labelsDue } from '../label-due';
import { isHeld, placedOf } from '../orders.view';
import type { CarriersPort } from '../ports';
import { findOrder, lockOrder, type OrdersRepo } from './find';

/** Labels asked for by hand (a retry) and printed; neither changes a status. */
export function createLabelling(deps: {
  data: DataAccess;
  repo: OrdersRepo;
  labels: LabelWorker;
  carriers: CarriersPort;
}) {
  const { data, repo, labels, carriers } = deps;
  // A held order takes no label until the platform releases it.
  const notRetryable = (o: { orderNo: string; labelStatus: string; status: OrderStatus }) =>
    o.labelStatus === 'SUCCESS' || o.labelStatus === 'PENDING' || isHeld(o.status) || REFUSES_LABEL.includes(o.status)
      ? new AppError('ORDER_LABEL_NOT_RETRYABLE', { orderNo: o.orderNo, labelStatus: o.labelStatus })
      : null;

  return {
    async retryLabel(actor: Actor, id: number): Promise<PlacedOrder> {
      const early = notRetryable(await findOrder(repo, actor, id));
      if (early) throw early;
      await data.withTransaction(async () => {
        // Checked again under the lock: canceled or labelled meanwhile, it is not retried.
        const o = await lockOrder(repo, actor, id);
        const late = notRetryable(o);
        if (late) throw late;
        const leased = new Date(Date.now() + LABEL_LEASE_SECONDS * 1000);
        await repo.updateOrder(id, { labelStatus: 'PENDING', labelError: null, labelNextAt: leased });
        // Requested below; its due item (given up, perhaps) is afresh, due after the lease should this process stop.
        await labelsDue(data).schedule([id], leased);
        await repo.insertLog({
          orderId: id,
          action: 'LABEL_RETRY',
          fromStatus: o.status,
          toStatus: o.status,
          messageKey: 'labelRetry',
          params: {},
          operatorId: actor.userId,
          operatorName: actor.username,
        });
      });
      await labels.request(id);
      return placedOf((await repo.findOrder(scopeOf(actor), id))!, actor.privilegeType);
    },

    /** One document of the labels of the orders that have one (4x6 in PDF pages, or ZPL labels one after another). */
    async printLabels(actor: Actor, ids: number[], format: 'PDF' | 'ZPL', lang: Language) {
      void lang;
      const found = await repo.findOrders(scopeOf(actor), ids);
      const labeled = found.filter((o) => o.labelStatus === 'SUCCESS' && o.trackingNo);
      if (labeled.length === 0) throw new AppError('ORDER_NO_LABEL');
      const byId = new Map(labeled.map((o) => [o.id, o]));
      const ordered = ids.map((id) => byId.get(id)).filter((o): o is OrderListRecord => !!o);
      const items = [...new Set(ordered)].map(labelDataOf);
      if (format === 'ZPL')
        return { name: 'labels.zpl', bytes: Buffer.from(items.map(carriers.renderLabelZpl).join('\n')) };
      return { name: 'labels.pdf', bytes: await carriers.renderLabelsPdf(items) };
    },
  };
}
