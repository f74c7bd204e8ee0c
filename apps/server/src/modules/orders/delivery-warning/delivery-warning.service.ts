import type { z } from 'zod';
import type { DeliveryWarning, DeliveryWarningQuery, DeliveryWarningUpdate, Language } from '@parcelhub/contracts';
import type { Actor } from '../../../platform/auth/actor';
import { scopeOf } from '../../../platform/auth/scope';
import { bindRepository, type DataAccess } from '../../../platform/db/data-access';
import { pageWindow } from '../../../platform/db/paging';
import { AppError } from '../../../platform/http/app-error';
import { splitNumbers } from '../order-query';
import { ordersQueries } from '../orders.repository';
import { productNameOf } from '../orders.view';
import { deliveryWarningQueries, WARNING_HANDLED } from './delivery-warning.repository';

type Query = z.output<typeof DeliveryWarningQuery>;
type Update = z.output<typeof DeliveryWarningUpdate>;

/** The log's message key (order-log.words.ts words it). */
export const WARNING_HANDLED_MESSAGE = 'deliveryWarningHandled';

/** Orders past their product's maximum shipping cycle: the platform lists them and marks them handled. */
export function createDeliveryWarnings({ data }: { data: DataAccess }) {
  const repo = bindRepository(data, deliveryWarningQueries);
  const orders = bindRepository(data, ordersQueries);

  function platformOnly(actor: Actor) {
    if (actor.privilegeType !== 'PLATFORM') throw new AppError('ORDER_PLATFORM_ONLY');
  }

  return {
    async list(actor: Actor, q: Query, lang: Language): Promise<{ rows: DeliveryWarning[]; total: number }> {
      platformOnly(actor);
      const filter = {
        handled: q.handled,
        numbers: splitNumbers(q.numbers),
        productId: q.productId,
        customerId: q.customerId,
        countryCode: q.countryCode,
      };
      const { offset, limit } = pageWindow(q);
      const scope = scopeOf(actor);
      const [rows, total] = await Promise.all([
        repo.listWarnings(scope, filter, offset, limit),
        repo.countWarnings(scope, filter),
      ]);
      return {
        total,
        rows: rows.map((r) => ({
          id: r.id,
          orderNo: r.orderNo,
          referenceNo: r.referenceNo,
          trackingNo: r.trackingNo,
          status: r.status,
          customerId: r.customerId,
          customerName: r.customerName,
          productId: r.productId,
          productCode: r.productCode,
          productName: productNameOf(r, lang),
          countryCode: r.countryCode,
          createdAt: r.createdAt.toISOString(),
          maxShippingCycle: r.maxShippingCycle,
          ageDays: Number(r.ageDays),
          overdueDays: Math.max(0, Number(r.ageDays) - r.maxShippingCycle),
          handled: r.handledAt !== null,
          handledAt: r.handledAt ? new Date(r.handledAt).toISOString() : null,
          handledBy: r.handledBy,
          remark: r.handledParams ? String(r.handledParams.remark ?? '') : null,
        })),
      };
    },

    /** Marks the overdue, unhandled orders among `ids` handled, one log row each; the others are skipped. */
    async update(actor: Actor, input: Update) {
      platformOnly(actor);
      const ids = [...new Set(input.ids)];
      const updated = await data.withTransaction(async () => {
        const due = await repo.lockUnhandled(scopeOf(actor), ids);
        for (const o of due)
          await orders.insertLog({
            orderId: o.id,
            action: WARNING_HANDLED,
            fromStatus: o.status,
            toStatus: o.status,
            messageKey: WARNING_HANDLED_MESSAGE,
            params: { overdueDays: Math.max(0, Number(o.ageDays) - o.maxShippingCycle), remark: input.remark },
            operatorId: actor.userId,
            operatorName: actor.username,
          });
        return due.length;
      });
      return { updated, skipped: ids.length - updated };
    },
  };
}
export type DeliveryWarnings = ReturnType<typeof createDeliveryWarnings>;
