import type { PlacedOrder } from '@parcelhub/contracts';
import type { Actor } from '../../platform/auth/actor';
import { actingAs, currentWriteActor, type WriteActor } from '../../platform/db/actor-context';
import type { DataAccess } from '../../platform/db/data-access';
import { groupedWrites } from '../../platform/db/grouped-writes';
import { AppError } from '../../platform/http/app-error';
import type { ProductForOrder } from '../pricing';
import type { LabelSource } from './labels';
import { dayOf } from './order-numbers';
import type { OrderLogWrite, OrderWrite } from './orders.repository';
import type { WalletPort } from './ports';

/** Placements one transaction writes at most. */
const GROUP_MAX = 50;

/** One placement ready to be written: its row without numbers, its first log lines, who placed it. */
export interface PlacementWrite {
  actor: Actor;
  values: Omit<OrderWrite, 'orderNo' | 'insideNumber'>;
  logs: Omit<OrderLogWrite, 'orderId'>[];
  product: ProductForOrder;
}

/** A placement written: its answer, and the order as its label request reads it. */
export interface Written {
  order: PlacedOrder;
  written: LabelSource;
}

/** The wallet charge of an order just written. */
export const chargeOf = (actor: Actor, order: { id: number; orderNo: string; feeTotal: string }) => ({
  accountId: actor.accountId,
  amount: order.feeTotal,
  key: `order:${order.id}:charge`,
  type: 'ORDER_CHARGE' as const,
  orderId: order.id,
  orderNo: order.orderNo,
  actorUserId: actor.userId,
});

interface Item {
  p: PlacementWrite;
  /** The caller's write actor: a placement written on its own is logged as its caller's. */
  by: WriteActor | undefined;
}

type Outcome = Written | { refused: AppError };

/**
 * Writes placements, each as the one transaction it must be (the order, its log lines, its charge), grouping those
 * that arrive together into one transaction of a few statements ("group commit", `groupedWrites`): twenty customers
 * placing at once cost one commit and one statement each for their orders, charges and log lines, not twenty of
 * each. A lone placement is written as before, by `single`, under its caller's actor. In a group, each customer pays
 * for its own orders in arrival order (those its balance cannot pay are refused, WALLET_NOT_ENOUGH_BALANCE, the others
 * written); any other failure of the group (a twin's reference) writes each placement again on its own. The group
 * names no actor: the operation log takes each row's author (`created_by`, migration 0028).
 */
export function createPlacementWriter(deps: {
  data: DataAccess;
  wallet: WalletPort;
  /** The orders numbered and written with their log lines (`orders.repository.ts`), ids in order. */
  insert: (
    values: Omit<OrderWrite, 'orderNo' | 'insideNumber'>[],
    day: string,
    logs: Omit<OrderLogWrite, 'orderId'>[][],
  ) => Promise<{ id: number; orderNo: string; insideNumber: string }[]>;
  /** One placement's own transaction. */
  single: (p: PlacementWrite) => Promise<Written>;
  /** Stores the placements' fee explanations, before their transaction (`orders.repository.ts` says why). */
  explained: (values: PlacementWrite['values'][]) => Promise<void>;
  /** The answer and label source of an order written with these values and this id. */
  written: (p: PlacementWrite, values: OrderWrite, id: number) => Written;
}) {
  const { data, wallet, insert, single, written, explained } = deps;

  async function group(items: readonly Item[]): Promise<Outcome[]> {
    return data.withTransaction(async () => {
      const customers = [...new Set(items.map((i) => i.p.actor.accountId))];
      const counts = await wallet.affordableChargesOf(
        customers.map((accountId) => ({
          accountId,
          amounts: items.filter((i) => i.p.actor.accountId === accountId).map((i) => i.p.values.feeTotal),
        })),
      );
      const left = new Map(customers.map((c, k) => [c, counts[k]!]));
      const paid = items.map((i) => {
        const n = left.get(i.p.actor.accountId)!;
        left.set(i.p.actor.accountId, n - 1);
        return n > 0;
      });
      const fit = items.filter((_, k) => paid[k]);
      // An error only for those refused: most of a group is paid, and an error takes a stack trace.
      const refused = (): Outcome => ({ refused: new AppError('WALLET_NOT_ENOUGH_BALANCE') });
      if (fit.length === 0) return items.map(refused);
      const made = await insert(
        fit.map((i) => i.p.values),
        dayOf(new Date()),
        fit.map((i) => i.p.logs),
      );
      const values = fit.map((i, k) => ({
        ...i.p.values,
        orderNo: made[k]!.orderNo,
        insideNumber: made[k]!.insideNumber,
      }));
      const ids = made.map((m) => m.id);
      await wallet.chargeMany(
        fit.map((i, k) => chargeOf(i.p.actor, { ...values[k]!, id: ids[k]! })),
        { newKeys: true },
      );
      let k = 0;
      return items.map((item, at) => {
        if (!paid[at]) return refused();
        const out = written(item.p, values[k]!, ids[k]!);
        k++;
        return out;
      });
    });
  }

  const write = groupedWrites<Item, Outcome>(
    data,
    async (items) => {
      await explained(items.map((i) => i.p.values));
      if (items.length > 1) return group(items);
      const { p, by } = items[0]!;
      return [by ? await actingAs(by, () => single(p)) : await single(p)];
    },
    GROUP_MAX,
  );

  /** Writes the placement, with others arriving meanwhile when there are any; throws its refusal. */
  return async function writePlacement(p: PlacementWrite): Promise<Written> {
    const outcome = await write({ p, by: currentWriteActor() });
    if ('refused' in outcome) throw outcome.refused;
    return outcome;
  };
}
