import type { Language, OrderStatus, PlacedOrder } from '@parcelhub/contracts';
import type { Actor } from '../../../platform/auth/actor';
import { scopeOf } from '../../../platform/auth/scope';
import { AppError } from '../../../platform/http/app-error';
import type { DataAccess } from '../../../platform/db/data-access';
import { LABEL_LEASE_SECONDS, type LabelWorker } from '../labels';
import { labelsDue } from '../label-due';
import { placedOf } from '../orders.view';
import { lockOrder, operatorOf, type OrdersRepo } from './find';
import { forbidden, type Transitions } from './transition';

/**
 * The platform releases a held order: an intercepted one goes on to its label (CREATED); one its supplier refused
 * (EXCEPTION) goes back to the status it was refused in, and to its label if it was not labelled yet.
 */
export function createRelease(deps: {
  data: DataAccess;
  repo: OrdersRepo;
  transitions: Transitions;
  labels: LabelWorker;
}) {
  const { data, repo, transitions, labels } = deps;

  /** Where a held order goes back to: CREATED after an interception, else the status its hold began in. */
  async function backTo(o: { id: number; status: OrderStatus }): Promise<OrderStatus | null> {
    if (o.status === 'INTERCEPTED') return 'CREATED';
    if (o.status !== 'EXCEPTION') return null;
    const held = (await repo.listLogs(o.id)).filter((l) => l.toStatus === 'EXCEPTION' && l.fromStatus !== 'EXCEPTION');
    return (held.at(-1)?.fromStatus as OrderStatus | undefined) ?? 'RECEIVED';
  }

  return async function release(actor: Actor, id: number, reason: string, lang: Language): Promise<PlacedOrder> {
    if (actor.privilegeType !== 'PLATFORM') throw new AppError('ORDER_PLATFORM_ONLY');
    const labelDue = await data.withTransaction(async () => {
      const o = await lockOrder(repo, actor, id);
      const to = await backTo(o);
      if (!to) forbidden(o, 'RELEASE', lang);
      const needsLabel = to === 'CREATED' && o.labelStatus !== 'SUCCESS';
      await transitions.move({
        order: o,
        to,
        by: 'PLATFORM',
        operator: operatorOf(actor),
        action: 'RELEASE',
        messageKey: o.status === 'INTERCEPTED' ? 'released' : 'releasedFromHold',
        params: { reason, status: to },
        set: needsLabel
          ? { labelStatus: 'PENDING', labelNextAt: new Date(Date.now() + LABEL_LEASE_SECONDS * 1000) }
          : {},
        lang,
      });
      // Requested below; due after the lease should this process stop first.
      if (needsLabel) await labelsDue(data).schedule([id], new Date(Date.now() + LABEL_LEASE_SECONDS * 1000));
      return needsLabel;
    });
    if (labelDue) await labels.request(id);
    return placedOf((await repo.findOrder(scopeOf(actor), id))!, actor.privilegeType);
  };
}
