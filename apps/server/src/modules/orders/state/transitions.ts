import type { OrderStatus, PrivilegeType } from '@parcelhub/contracts';

/**
 * Who may move an order from which status to which: the one table in code (design/domain.md "Orders").
 * `SYSTEM` is the server itself (labels, carrier events, bills). A move not listed here is refused.
 */
export type OrderActor = PrivilegeType | 'SYSTEM';

/** The main line, in the order a parcel lives it. A status never moves back along it. */
export const MAIN_LINE: readonly OrderStatus[] = [
  'CREATED',
  'LABELED',
  'RECEIVED',
  'SORTED',
  'BAGGED',
  'DISPATCHED',
  'IN_TRANSIT',
  'DELIVERED',
  'SETTLED',
  'COMPLETED',
];

/** Statuses from which an order may still be canceled: before dispatch. */
export const CANCELABLE: readonly OrderStatus[] = [
  'CREATED',
  'LABELED',
  'RECEIVED',
  'SORTED',
  'BAGGED',
  'INTERCEPTED',
  'EXCEPTION',
];

type Move = readonly [from: OrderStatus, to: OrderStatus, actors: readonly OrderActor[]];

const P: OrderActor = 'PLATFORM';
const U: OrderActor = 'USER';
const S: OrderActor = 'SUPPLIER';
const SYS: OrderActor = 'SYSTEM';

const MOVES: readonly Move[] = [
  ['CREATED', 'LABELED', [SYS]],
  ['CREATED', 'INTERCEPTED', [P, SYS]],
  ['INTERCEPTED', 'CREATED', [P]],
  ['CREATED', 'RECEIVED', [P, S]],
  ['LABELED', 'RECEIVED', [P, S]],
  ['RECEIVED', 'SORTED', [P, S, SYS]],
  ['SORTED', 'BAGGED', [P, S, SYS]],
  ['BAGGED', 'DISPATCHED', [P, S, SYS]],
  ['DISPATCHED', 'IN_TRANSIT', [P, S, SYS]],
  // The carrier reports a labelled parcel moving that our warehouse never received (handed to the carrier directly):
  // the order follows its tracking (docs/decisions-2.md, 145).
  ['LABELED', 'IN_TRANSIT', [SYS]],
  ['IN_TRANSIT', 'DELIVERED', [P, S, SYS]],
  ['DELIVERED', 'SETTLED', [P, SYS]],
  ['SETTLED', 'COMPLETED', [P, SYS]],
  // The customer and the platform cancel; a supplier refuses instead (below): a cancel refunds the customer, which is
  // the platform's call, not the supplier's. A held order is the platform's to cancel.
  ...CANCELABLE.map((from): Move => [from, 'CANCELED', from === 'INTERCEPTED' || from === 'EXCEPTION' ? [P] : [P, U]]),
  // A supplier refuses a parcel before dispatch: the order is held (EXCEPTION) with the reason for the platform.
  ['CREATED', 'EXCEPTION', [P, S]],
  // ... and the server holds a labelled parcel whose tracking expired (no event for 30 days: decisions-2.md, 146).
  ['LABELED', 'EXCEPTION', [P, S, SYS]],
  ...(['RECEIVED', 'SORTED', 'BAGGED', 'DISPATCHED', 'IN_TRANSIT'] as const).map((from): Move => [
    from,
    'EXCEPTION',
    [P, S, SYS],
  ]),
  // The platform releases a held order back to where it was held.
  ...(['CREATED', 'LABELED', 'RECEIVED', 'SORTED', 'BAGGED', 'DISPATCHED', 'IN_TRANSIT'] as const).map((to): Move => [
    'EXCEPTION',
    to,
    [P],
  ]),
  ...(['DISPATCHED', 'IN_TRANSIT', 'EXCEPTION'] as const).map((from): Move => [from, 'RETURNED', [P, S, SYS]]),
];

const TABLE: ReadonlyMap<string, ReadonlySet<OrderActor>> = new Map(
  MOVES.map(([from, to, actors]) => [`${from}>${to}`, new Set(actors)]),
);

/** Whether `actor` may move an order from `from` to `to`. */
export function canMove(actor: OrderActor, from: OrderStatus, to: OrderStatus): boolean {
  return TABLE.get(`${from}>${to}`)?.has(actor) ?? false;
}

/**
 * The moves that take an order from `from` to `to` for `actor`: the move itself when the table has it, else through
 * IN_TRANSIT when both halves are in the table (a carrier's "delivered" of a dispatched or labelled parcel that never
 * reported moving), else the move itself, which the transition then refuses. Never through the warehouse's steps: a
 * parcel in our warehouse moves on by our own dispatch (docs/decisions-2.md, 145).
 */
export function stepsTo(actor: OrderActor, from: OrderStatus, to: OrderStatus): OrderStatus[] {
  if (canMove(actor, from, to)) return [to];
  if (canMove(actor, from, 'IN_TRANSIT') && canMove(actor, 'IN_TRANSIT', to)) return ['IN_TRANSIT', to];
  return [to];
}

/** Every status `actor` may move an order in `from` to. */
export function nextStatuses(actor: OrderActor, from: OrderStatus): OrderStatus[] {
  return MOVES.filter(([f, , actors]) => f === from && actors.includes(actor)).map(([, to]) => to);
}

/** Whether an event that would put the order in `to` arrives late (the order is already further along). */
export function isLate(current: OrderStatus, to: OrderStatus): boolean {
  const a = MAIN_LINE.indexOf(current);
  const b = MAIN_LINE.indexOf(to);
  return a >= 0 && b >= 0 && b <= a;
}

export const isCancelable = (status: OrderStatus) => CANCELABLE.includes(status);

/** Statuses a supplier may refuse a parcel in (before dispatch): the order goes to EXCEPTION. */
export const REFUSABLE: readonly OrderStatus[] = ['CREATED', 'LABELED', 'RECEIVED', 'SORTED', 'BAGGED'];
export const canRefuse = (actor: OrderActor, status: OrderStatus) =>
  REFUSABLE.includes(status) && canMove(actor, status, 'EXCEPTION');

/** Every move of the table, for tests and the docs. */
export const ALL_MOVES = MOVES;
