/**
 * Clearance orders' statuses, progress steps and pay statuses (spec 000 §3, §4), and the one table of who may move an
 * order where. The server checks every move against it; the web asks it which buttons to show.
 */
export const CLEARANCE_ORDER_STATUSES = [
  'CREATED',
  'SUBMITTED',
  'REJECTED',
  'APPROVED',
  'COMPLETE',
  'CANCELED',
] as const;
export type ClearanceOrderStatus = (typeof CLEARANCE_ORDER_STATUSES)[number];

/** The spec's display order (000 §4: CREATED 1 … CANCELED 6). */
export const CLEARANCE_STATUS_ORDER: Readonly<Record<ClearanceOrderStatus, number>> = {
  CREATED: 1,
  SUBMITTED: 2,
  REJECTED: 3,
  APPROVED: 4,
  COMPLETE: 5,
  CANCELED: 6,
};

export const CLEARANCE_PROGRESS_STEPS = [
  'FORM_SUBMITTED',
  'MANIFEST_SUBMITTED',
  'ATTACHMENT_SUBMITTED',
  'PAID',
  'DONE',
] as const;
export type ClearanceProgressStep = (typeof CLEARANCE_PROGRESS_STEPS)[number];

export const CLEARANCE_PAY_STATUSES = ['WAIT_PAY', 'PAY_SUCCESS', 'PAY_FAIL'] as const;
export type ClearancePayStatus = (typeof CLEARANCE_PAY_STATUSES)[number];

/** Who moves a clearance order: the customer (USER), the platform, or the server itself (the key-information check). */
export type ClearanceActor = 'USER' | 'PLATFORM' | 'SYSTEM';

type Move = readonly [from: ClearanceOrderStatus, to: ClearanceOrderStatus, actors: readonly ClearanceActor[]];

/**
 * The moves. A customer submits its order (and again after a correction); the check or the platform rejects it; the
 * platform approves a paid order and completes it. The customer cancels until approval; after approval only the
 * platform cancels (the refund follows the ledger's rules). COMPLETE and CANCELED are final.
 */
const MOVES: readonly Move[] = [
  ['CREATED', 'SUBMITTED', ['USER', 'PLATFORM']],
  ['SUBMITTED', 'REJECTED', ['PLATFORM', 'SYSTEM']],
  ['REJECTED', 'SUBMITTED', ['USER', 'PLATFORM']],
  ['SUBMITTED', 'APPROVED', ['PLATFORM']],
  ['APPROVED', 'COMPLETE', ['PLATFORM', 'SYSTEM']],
  ['CREATED', 'CANCELED', ['USER', 'PLATFORM']],
  ['SUBMITTED', 'CANCELED', ['USER', 'PLATFORM']],
  ['REJECTED', 'CANCELED', ['USER', 'PLATFORM']],
  ['APPROVED', 'CANCELED', ['PLATFORM']],
];

const TABLE: ReadonlyMap<string, ReadonlySet<ClearanceActor>> = new Map(
  MOVES.map(([from, to, actors]) => [`${from}>${to}`, new Set(actors)]),
);

/** Whether `actor` may move an order from `from` to `to`. */
export function canMoveClearanceOrder(from: ClearanceOrderStatus, to: ClearanceOrderStatus, actor: ClearanceActor) {
  return TABLE.get(`${from}>${to}`)?.has(actor) ?? false;
}

/** Where `actor` may move an order that is in `from` (the web's buttons). */
export function clearanceMovesFrom(from: ClearanceOrderStatus, actor: ClearanceActor): ClearanceOrderStatus[] {
  return MOVES.filter(([f, , actors]) => f === from && actors.includes(actor)).map(([, to]) => to);
}

/** Final statuses: nothing moves an order out of them. */
export const CLEARANCE_FINAL: readonly ClearanceOrderStatus[] = ['COMPLETE', 'CANCELED'];

/**
 * A customer pays a submitted order whose key-information check passed, once. A rejected, cancelled or unchecked
 * order is not paid (the reason answers which).
 */
export function payRefusal(order: {
  status: ClearanceOrderStatus;
  payStatus: ClearancePayStatus;
  checkPassed: boolean;
}): null | 'ALREADY_PAID' | 'STATUS' | 'CHECK_NOT_PASSED' {
  if (order.payStatus === 'PAY_SUCCESS') return 'ALREADY_PAID';
  if (order.status !== 'SUBMITTED') return 'STATUS';
  if (!order.checkPassed) return 'CHECK_NOT_PASSED';
  return null;
}

/** The steps an order has reached, in the spec's order (the wizard's progress bar). */
export function progressOf(order: {
  status: ClearanceOrderStatus;
  payStatus: ClearancePayStatus;
  hasManifest: boolean;
  requiredAttachmentsComplete: boolean;
}): ClearanceProgressStep[] {
  const steps: ClearanceProgressStep[] = ['FORM_SUBMITTED'];
  if (order.hasManifest) steps.push('MANIFEST_SUBMITTED');
  if (order.requiredAttachmentsComplete) steps.push('ATTACHMENT_SUBMITTED');
  if (order.payStatus === 'PAY_SUCCESS') steps.push('PAID');
  if (order.status === 'COMPLETE') steps.push('DONE');
  return steps;
}
