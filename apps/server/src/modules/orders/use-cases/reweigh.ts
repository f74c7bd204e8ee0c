import Decimal from 'decimal.js';
import type { z } from 'zod';
import type { ConfirmWeightInput, Language, WeightOutcome } from '@parcelhub/contracts';
import type { Actor } from '../../../platform/auth/actor';
import { AppError } from '../../../platform/http/app-error';
import type { DataAccess } from '../../../platform/db/data-access';
import type { QuoteService } from '../../pricing';
import type { OrderListRecord } from '../orders.repository';
import type { WalletPort } from '../ports';
import { canMove } from '../state';
import { findOrder, lockOrder, operatorOf, type OrdersRepo } from './find';
import { forbidden, type Transitions } from './transition';

type WeightInput = z.output<typeof ConfirmWeightInput>;

/**
 * Weighed at the warehouse: the measured boxes priced on the prices the order was placed under (its price snapshot;
 * only the weight changes, not the price list), the difference one journal entry, the order RECEIVED. An order placed
 * before snapshots were kept is priced on today's prices.
 */
export function createReweigh(deps: {
  data: DataAccess;
  repo: OrdersRepo;
  transitions: Transitions;
  pricing: QuoteService;
  wallet: WalletPort;
}) {
  const { data, repo, transitions, pricing, wallet } = deps;

  async function priced(o: OrderListRecord, input: WeightInput, lang: Language) {
    const request = {
      countryCode: o.countryCode,
      postcode: o.postcode,
      boxes: input.boxes,
      declaredValue: o.declaredValue,
    };
    const quoted =
      (o.priceKey ? await pricing.forOrderAt(o.priceKey, o.productId, request, lang) : null) ??
      (await pricing.forOrder(o.accountId, o.productId, request, lang));
    if (!quoted) throw new AppError('ORDER_PRODUCT_UNAVAILABLE', { productId: o.productId });
    const row = quoted.row;
    if (row.refused || row.total == null)
      throw new AppError('ORDER_QUOTE_REFUSED', { reason: row.refused?.message ?? '' });
    return { ...quoted, row, total: row.total };
  }

  return async function confirmWeight(actor: Actor, input: WeightInput, lang: Language): Promise<WeightOutcome> {
    if (actor.privilegeType === 'USER') throw new AppError('ORDER_PLATFORM_ONLY');
    const o = await findOrder(repo, actor, input.id);
    if (!canMove(actor.privilegeType, o.status, 'RECEIVED')) forbidden(o, 'WEIGH', lang);
    if (input.boxes.length !== o.pieces)
      throw new AppError('ORDER_WEIGHT_BOXES_MISMATCH', { given: input.boxes.length, expected: o.pieces });
    const quoted = await priced(o, input, lang);
    const { row, total } = quoted;
    return data.withTransaction(async () => {
      const current = await lockOrder(repo, actor, o.id);
      if (!canMove(actor.privilegeType, current.status, 'RECEIVED')) forbidden(current, 'WEIGH', lang);
      const difference = new Decimal(total).minus(current.feeTotal);
      const movement = {
        accountId: current.accountId,
        key: `order:${o.id}:weight`,
        type: 'WEIGHT_ADJUSTMENT' as const,
        orderId: o.id,
        orderNo: current.orderNo,
        actorUserId: actor.userId,
      };
      if (difference.gt(0)) await wallet.charge({ ...movement, amount: difference.toFixed(2) });
      if (difference.lt(0)) await wallet.refund({ ...movement, amount: difference.negated().toFixed(2) });
      const weight = input.boxes.reduce((s, b) => s.plus(b.weight), new Decimal(0)).toFixed(3);
      await transitions.move({
        order: current,
        to: 'RECEIVED',
        by: actor.privilegeType,
        operator: operatorOf(actor),
        action: 'WEIGH',
        messageKey: 'weighed',
        params: { weight, previous: current.feeTotal, total, difference: difference.toFixed(2) },
        set: {
          boxes: input.boxes.map((b, i) => ({ no: i + 1, ...b })),
          weight,
          chargeableWeight: row.chargeableWeight,
          feeTotal: total,
          feeLines: row.lines,
          costTotal: quoted.costTotal,
          costLines: quoted.costLines,
          priceKey: quoted.priceKey,
          explain: row.explain ?? null,
        },
        lang,
      });
      return {
        status: 'RECEIVED' as const,
        previousTotal: current.feeTotal,
        total,
        difference: difference.toFixed(2),
        weight,
        chargeableWeight: row.chargeableWeight,
      };
    });
  };
}
