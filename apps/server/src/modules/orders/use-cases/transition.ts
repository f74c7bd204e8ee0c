import { ORDER_STATUSES, type Language, type OrderStatus } from '@parcelhub/contracts';
import { AppError } from '../../../platform/http/app-error';
import type { DataAccess } from '../../../platform/db/data-access';
import { bindRepository } from '../../../platform/db/data-access';
import { ordersQueries, type IssuedLabel, type LabelRecorded, type OrderWrite } from '../orders.repository';
import { canMove, type OrderActor } from '../state';

/** One change of an order's status, as its listeners hear it. */
export interface StatusChange {
  orderId: number;
  /** Null: the order was just placed, in `to` (CREATED, or INTERCEPTED by a rule). */
  from: OrderStatus | null;
  to: OrderStatus;
  /** The order log's action: PLACE, LABEL, CANCEL, WEIGH, RELEASE, REFUSE… */
  action: string;
  by: OrderActor;
  operatorId: number | null;
}

export type StatusListener = (change: StatusChange) => void | Promise<void>;

/**
 * Hears the changes of one write at once (a multi-step move's steps, a label worker's group), inside its transaction:
 * for a listener that writes one statement for several changes (tracking's events). Told every change a
 * `StatusListener` is, in the same order.
 */
export type StatusBatchListener = (changes: readonly StatusChange[]) => void | Promise<void>;

/** A move asked of the transition use case: the order as read (under its lock), where to, who, and what to log. */
export interface Move {
  order: { id: number; orderNo: string; status: OrderStatus };
  to: OrderStatus;
  by: OrderActor;
  operator: { id: number | null; name: string };
  action: string;
  messageKey: string;
  params: Record<string, string | number>;
  /** Other fields that change with the status (label state, fee, hold reason…). */
  set?: Omit<Partial<OrderWrite>, 'status'>;
  lang: Language;
}

/** A move through several statuses in one go (`moveThrough`): each step is checked, logged and announced. */
export interface MoveThrough extends Omit<Move, 'to' | 'params'> {
  /** The statuses it passes, in order, the last the one it stays in (at least one). */
  steps: readonly OrderStatus[];
  /** Each step's log parameters (the step's status as `status` besides). */
  params: Record<string, string | number>;
}

/** An action named in the ORDER_STATUS_FORBIDDEN message. */
const ACTION_WORDS: Record<string, Record<Language, string>> = {
  CANCEL: { zh: '取消', en: 'canceled', ko: '취소' },
  WEIGH: { zh: '称重确认', en: 'weighed', ko: '중량 확인' },
  RELEASE: { zh: '放行', en: 'released', ko: '해제' },
  REFUSE: { zh: '拒收', en: 'refused', ko: '거부' },
  LABEL: { zh: '出单', en: 'labelled', ko: '라벨 발행' },
};

export function forbidden(o: { orderNo: string; status: string }, action: string, lang: Language): never {
  throw new AppError('ORDER_STATUS_FORBIDDEN', {
    orderNo: o.orderNo,
    status: o.status,
    action: ACTION_WORDS[action]?.[lang] ?? action,
  });
}

/** The statuses an issued label moves to LABELED (the table's SYSTEM moves); others keep their status. */
export const LABELABLE_FROM: readonly OrderStatus[] = ORDER_STATUSES.filter((s) => canMove('SYSTEM', s, 'LABELED'));

/**
 * The one way an order's status changes: the move checked against the table (state/transitions.ts), the row moved
 * only from the status it was read in, a log line, and the listeners told.
 *
 * Listeners run inside the transaction of the change, after its writes: a listener (tracking's event, a warehouse's
 * task) that writes through the data access commits or rolls back with the status it reports, so no change goes
 * unreported and none is reported that did not happen. The price: a listener that throws refuses the move, and a
 * listener holds the order's lock while it runs, so it must be short and must not call out of the process.
 */
export function createTransitions(data: DataAccess) {
  const repo = bindRepository(data, ordersQueries);
  const listeners = new Set<StatusListener>();
  const batchListeners = new Set<StatusBatchListener>();
  const heard = () => listeners.size + batchListeners.size;

  async function announce(changes: readonly StatusChange[]) {
    if (changes.length === 0) return;
    for (const change of changes) for (const listener of listeners) await listener(change);
    for (const listener of batchListeners) await listener(changes);
  }

  async function move(m: Move): Promise<void> {
    const { order, to } = m;
    if (!canMove(m.by, order.status, to)) forbidden(order, m.action, m.lang);
    await data.withTransaction(async () => {
      if (!(await repo.moveStatus(order.id, order.status, to, m.set ?? {})))
        throw new AppError('ORDER_BUSY', { orderNo: order.orderNo });
      await repo.insertLog({
        orderId: order.id,
        action: m.action,
        fromStatus: order.status,
        toStatus: to,
        messageKey: m.messageKey,
        params: m.params,
        operatorId: m.operator.id,
        operatorName: m.operator.name,
      });
      await announce([
        { orderId: order.id, from: order.status, to, action: m.action, by: m.by, operatorId: m.operator.id },
      ]);
    });
  }

  /**
   * A move through several statuses at once (a warehouse scan: RECEIVED, SORTED, BAGGED), as the same moves one after
   * another would be, with fewer round trips: every step checked against the table first (none is made if one is
   * refused), then in one transaction the row moved once from the status it was read in to the last step (one
   * statement, so one lock), one log line per step (one statement), and every step announced, in order, together.
   */
  async function moveThrough(m: MoveThrough): Promise<void> {
    const { order, steps } = m;
    const last = steps[steps.length - 1];
    if (last === undefined) return;
    let from = order.status;
    for (const to of steps) {
      if (!canMove(m.by, from, to)) forbidden({ orderNo: order.orderNo, status: from }, m.action, m.lang);
      from = to;
    }
    await data.withTransaction(async () => {
      if (!(await repo.moveStatus(order.id, order.status, last, m.set ?? {})))
        throw new AppError('ORDER_BUSY', { orderNo: order.orderNo });
      const changes: StatusChange[] = [];
      let at = order.status;
      for (const to of steps) {
        changes.push({ orderId: order.id, from: at, to, action: m.action, by: m.by, operatorId: m.operator.id });
        at = to;
      }
      await repo.insertLog(
        changes.map((c) => ({
          orderId: order.id,
          action: m.action,
          fromStatus: c.from,
          toStatus: c.to,
          messageKey: m.messageKey,
          params: { ...m.params, status: c.to },
          operatorId: m.operator.id,
          operatorName: m.operator.name,
        })),
      );
      await announce(changes);
    });
  }

  /**
   * Labels issued (the label worker's grouped write): the repository's one statement moves each order the table lets
   * the system move to LABELED and logs it; the moves are then announced in the same transaction. With nobody
   * listening, the statement runs alone, as before (no transaction of its own: it is one statement).
   */
  async function labelsIssued(
    labels: readonly IssuedLabel[],
    refusing: readonly OrderStatus[],
  ): Promise<LabelRecorded[]> {
    const write = () => repo.recordLabelsIssued(labels, { labelable: LABELABLE_FROM, refusing });
    if (heard() === 0) return write();
    return data.withTransaction(async () => {
      const recorded = await write();
      await announce(
        recorded.flatMap((r, i): StatusChange[] =>
          r && 'fromStatus' in r && r.fromStatus !== r.toStatus
            ? [
                {
                  orderId: labels[i]!.orderId,
                  from: r.fromStatus,
                  to: r.toStatus,
                  action: 'LABEL',
                  by: 'SYSTEM',
                  operatorId: null,
                },
              ]
            : [],
        ),
      );
      return recorded;
    });
  }

  /**
   * Orders just written by a placement, inside its transaction: announced as moves from nothing. Costs nothing when
   * nobody listens (placement is benchmarked).
   */
  async function placed(orders: readonly { orderId: number; to: OrderStatus; operatorId: number | null }[]) {
    if (heard() === 0) return;
    await announce(orders.map((o) => ({ ...o, from: null, action: 'PLACE', by: 'USER' as const })));
  }

  return {
    move,
    moveThrough,
    labelsIssued,
    placed,
    /** Subscribes to every status change (tracking, later); answers the unsubscribe. See above for when it runs. */
    onStatusChanged(listener: StatusListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Subscribes to every status change, the changes of one write together; answers the unsubscribe. */
    onStatusChanges(listener: StatusBatchListener): () => void {
      batchListeners.add(listener);
      return () => batchListeners.delete(listener);
    },
  };
}

export type Transitions = ReturnType<typeof createTransitions>;
