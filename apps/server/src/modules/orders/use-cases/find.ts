import type { Actor } from '../../../platform/auth/actor';
import { scopeOf } from '../../../platform/auth/scope';
import { AppError } from '../../../platform/http/app-error';
import type { BoundRepository } from '../../../platform/db/data-access';
import type { ordersQueries, OrderListRecord, OrderRecord } from '../orders.repository';

export type OrdersRepo = BoundRepository<typeof ordersQueries>;

/** The caller's order; another owner's answers exactly like a missing one. */
export async function findOrder(repo: OrdersRepo, actor: Actor, id: number): Promise<OrderListRecord> {
  const order = await repo.findOrder(scopeOf(actor), id);
  if (!order) throw new AppError('ORDER_NOT_FOUND', { id });
  return order;
}

/** The caller's order, locked for a change in the open transaction. */
export async function lockOrder(repo: OrdersRepo, actor: Actor, id: number): Promise<OrderRecord> {
  const order = await repo.lockOrder(scopeOf(actor), id);
  if (!order) throw new AppError('ORDER_NOT_FOUND', { id });
  return order;
}

/** Who did it, as the order log and the status listeners name them. */
export const operatorOf = (actor: Actor) => ({ id: actor.userId, name: actor.username });
