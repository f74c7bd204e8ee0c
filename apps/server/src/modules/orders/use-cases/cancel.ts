import type { BatchOutcome, CancelOutcome, Language, PrivilegeType } from '@parcelhub/contracts';
import type { Actor } from '../../../platform/auth/actor';
import { scopeOf } from '../../../platform/auth/scope';
import { AppError } from '../../../platform/http/app-error';
import { errorEnvelope } from '../../../platform/http/error-handler';
import type { DataAccess } from '../../../platform/db/data-access';
import type { CarriersPort, WalletPort } from '../ports';
import { labelsDue } from '../label-due';
import { canMove } from '../state';
import { findOrder, lockOrder, operatorOf, type OrdersRepo } from './find';
import { forbidden, type Transitions } from './transition';

/** A cancel's round that found the label moved since it read the order (cancel goes round again). */
const LABEL_MOVED = Symbol('label moved');
const MAX_CANCEL_ROUNDS = 3;
/** The label a cancel must void at the carrier, if any. */
const labelled = (o: { labelStatus: string; trackingNo: string | null }) =>
  o.labelStatus === 'SUCCESS' && o.trackingNo ? o.trackingNo : null;

/** Cancel (the customer's or the platform's call: a supplier refuses instead), one order or many. */
export function createCancel(deps: {
  data: DataAccess;
  repo: OrdersRepo;
  transitions: Transitions;
  wallet: WalletPort;
  carriers: CarriersPort;
}) {
  const { data, repo, transitions, wallet, carriers } = deps;

  /** Whether canceling this order now gives the fee back (no label, or a carrier that voids it online). */
  const refundsOnCancel = (o: { labelStatus: string; trackingNo: string | null; carrierCode: string | null }) =>
    !labelled(o) || carriers.supportsOnlineCancel(o.carrierCode);

  /**
   * Cancels before dispatch. Whether the fee comes back depends on the label, which the carrier is asked about
   * outside the transaction: a label recorded between that read and the lock sends the cancel round again.
   */
  async function cancel(actor: Actor, id: number, reason: string, lang: Language): Promise<CancelOutcome> {
    for (let attempt = 1; attempt <= MAX_CANCEL_ROUNDS; attempt++) {
      const outcome = await cancelRound(actor, id, reason, lang);
      if (outcome !== LABEL_MOVED) return outcome;
    }
    throw new AppError('ORDER_BUSY', { orderNo: (await findOrder(repo, actor, id)).orderNo });
  }

  async function cancelRound(
    actor: Actor,
    id: number,
    reason: string,
    lang: Language,
  ): Promise<CancelOutcome | typeof LABEL_MOVED> {
    const o = await findOrder(repo, actor, id);
    if (!canMove(actor.privilegeType, o.status, 'CANCELED')) forbidden(o, 'CANCEL', lang);
    // The carrier is asked before the transaction: its answer decides the refund.
    let refunded = true;
    const trackingNo = labelled(o);
    if (trackingNo) {
      const online = carriers.supportsOnlineCancel(o.carrierCode)
        ? await carriers.cancelShipment(o.carrierCode, trackingNo).catch(() => ({ cancelled: false }))
        : { cancelled: false };
      refunded = online.cancelled;
    }
    return data.withTransaction(async () => {
      const current = await lockOrder(repo, actor, id);
      if (!canMove(actor.privilegeType, current.status, 'CANCELED')) forbidden(current, 'CANCEL', lang);
      if (labelled(current) !== labelled(o)) return LABEL_MOVED;
      if (refunded)
        await wallet.refund({
          accountId: current.accountId,
          amount: current.feeTotal,
          key: `order:${id}:cancel`,
          type: 'REFUND',
          orderId: id,
          orderNo: current.orderNo,
          remark: reason,
          actorUserId: actor.userId,
        });
      // No label will be requested for it: one pending or failed is not shown as waiting or to be retried. A label
      // the carrier voided is no longer printable; one it would not void stays valid (and was not refunded).
      const labelStatus = labelled(current) ? (refunded ? 'VOIDED' : current.labelStatus) : 'NOT_REQUESTED';
      await transitions.move({
        order: current,
        to: 'CANCELED',
        by: actor.privilegeType,
        operator: operatorOf(actor),
        action: 'CANCEL',
        messageKey: refunded ? 'canceledRefunded' : 'canceledNoRefund',
        params: { amount: `${current.feeTotal} ${current.currency}`, reason },
        set: { labelNextAt: null, labelStatus },
        lang,
      });
      await labelsDue(data).forget([id]);
      return { status: 'CANCELED' as const, refunded, refundAmount: refunded ? current.feeTotal : '0.00' };
    });
  }

  async function batchCancel(
    actor: Actor,
    privilegeType: PrivilegeType,
    ids: number[],
    reason: string,
    lang: Language,
  ): Promise<BatchOutcome[]> {
    if (privilegeType !== actor.privilegeType) throw new AppError('ORDER_PRIVILEGE_MISMATCH', { privilegeType });
    const out: BatchOutcome[] = [];
    for (const id of [...new Set(ids)]) {
      try {
        const r = await cancel(actor, id, reason, lang);
        const o = await repo.findOrder(scopeOf(actor), id);
        out.push({ id, orderNo: o?.orderNo ?? null, ok: true, message: r.refunded ? r.refundAmount : '' });
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        out.push({ id, orderNo: null, ok: false, message: errorEnvelope(err.errorKey, lang, err.params).msg });
      }
    }
    return out;
  }

  return { cancel, batchCancel, refundsOnCancel };
}
