import type { Language, PlacedOrder } from '@parcelhub/contracts';
import type { Actor } from '../../../platform/auth/actor';
import { AppError } from '../../../platform/http/app-error';
import { scopeOf } from '../../../platform/auth/scope';
import type { DataAccess } from '../../../platform/db/data-access';
import { labelsDue } from '../label-due';
import { placedOf } from '../orders.view';
import { canRefuse } from '../state';
import { lockOrder, operatorOf, type OrdersRepo } from './find';
import { forbidden, type Transitions } from './transition';

/**
 * A supplier refuses a parcel before dispatch, with a reason: the order is held (EXCEPTION) with that reason for the
 * platform, which cancels it (refunding the customer) or releases it. The refusal itself moves no money, and no label
 * is requested for the order while it is held.
 */
export function createRefuse(deps: { data: DataAccess; repo: OrdersRepo; transitions: Transitions }) {
  const { data, repo, transitions } = deps;
  return async function refuse(actor: Actor, id: number, reason: string, lang: Language): Promise<PlacedOrder> {
    // A customer never refuses its own parcel: it lacks the right, whatever the order's status.
    if (actor.privilegeType === 'USER') throw new AppError('FORBIDDEN');
    await data.withTransaction(async () => {
      const o = await lockOrder(repo, actor, id);
      if (!canRefuse(actor.privilegeType, o.status)) forbidden(o, 'REFUSE', lang);
      await transitions.move({
        order: o,
        to: 'EXCEPTION',
        by: actor.privilegeType,
        operator: operatorOf(actor),
        action: 'REFUSE',
        messageKey: 'refused',
        params: { reason },
        set: { holdReason: reason, labelNextAt: null },
        lang,
      });
      // Held: its label waits for the release, which makes it due again.
      await labelsDue(data).forget([id]);
    });
    return placedOf((await repo.findOrder(scopeOf(actor), id))!, actor.privilegeType);
  };
}
