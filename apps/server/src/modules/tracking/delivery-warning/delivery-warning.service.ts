import type { z } from 'zod';
import type { DeliveryWarning, DeliveryWarningQuery, DeliveryWarningUpdate, Language } from '@parcelhub/contracts';
import type { Actor } from '../../../platform/auth/actor';
import { scopeOf } from '../../../platform/auth/scope';
import { bindRepository, type DataAccess } from '../../../platform/db/data-access';
import { pageWindow } from '../../../platform/db/paging';
import { AppError } from '../../../platform/http/app-error';
import type { OrdersService } from '../../orders';
import { deliveryWarningQueries } from './delivery-warning.repository';

type Query = z.output<typeof DeliveryWarningQuery>;
type Update = z.output<typeof DeliveryWarningUpdate>;

/** Numbers pasted many to a line (as the order list splits them), at most 500 kept. */
const MAX_NUMBERS = 500;
function splitNumbers(text: string | undefined): string[] | undefined {
  if (!text) return undefined;
  const parts = [...new Set(text.split(/[\s,;，；]+/).filter(Boolean))];
  return parts.length > 0 ? parts.slice(0, MAX_NUMBERS) : undefined;
}

const iso = (v: string | Date) => new Date(v).toISOString();

/**
 * Delivery warnings: labelled parcels whose tracking has been silent longer than their product's maximum shipping
 * cycle (decision 260). Tracking decides which are warned (it reads the orders' tables with its events); the orders
 * module writes the "handled" log line through its service.
 */
export function createDeliveryWarnings({ data, orders }: { data: DataAccess; orders: OrdersService }) {
  const repo = bindRepository(data, deliveryWarningQueries);

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
        rows: rows.map((r) => {
          const silentDays = Number(r.silentDays);
          const handled = r.handledAt !== null && new Date(r.handledAt) >= new Date(r.silentSince);
          return {
            id: r.id,
            orderNo: r.orderNo,
            referenceNo: r.referenceNo,
            trackingNo: r.trackingNo,
            status: r.status,
            customerId: r.customerId,
            customerName: r.customerName,
            productId: r.productId,
            productCode: r.productCode,
            productName: lang !== 'zh' && r.productNameEn ? r.productNameEn : r.productName,
            countryCode: r.countryCode,
            createdAt: r.createdAt.toISOString(),
            maxShippingCycle: r.maxShippingCycle,
            ageDays: Number(r.ageDays),
            lastEventAt: r.lastEventAt ? iso(r.lastEventAt) : null,
            silentSince: iso(r.silentSince),
            silentDays,
            overdueDays: Math.max(0, silentDays - r.maxShippingCycle),
            handled,
            handledAt: handled && r.handledAt ? iso(r.handledAt) : null,
            handledBy: handled ? r.handledBy : null,
            remark: handled && r.handledParams ? String(r.handledParams.remark ?? '') : null,
          };
        }),
      };
    },

    /** Marks the warned, unhandled parcels among `ids` handled, one order-log line each; the others are skipped. */
    async update(actor: Actor, input: Update) {
      platformOnly(actor);
      const ids = [...new Set(input.ids)];
      const updated = await data.withTransaction(async () => {
        const due = await repo.lockUnhandled(scopeOf(actor), ids);
        await orders.logWarningsHandled(
          actor,
          due.map((o) => ({
            orderId: o.id,
            status: o.status,
            overdueDays: Math.max(0, Number(o.silentDays) - o.maxShippingCycle),
          })),
          input.remark ?? '',
        );
        return due.length;
      });
      return { updated, skipped: ids.length - updated };
    },
  };
}
export type DeliveryWarnings = ReturnType<typeof createDeliveryWarnings>;
