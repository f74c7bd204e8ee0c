import Decimal from 'decimal.js';
import type { OrderStatus, SortParcelReason, SortParcelState, SortTaskBay, SortTaskStatus } from '@parcelhub/contracts';

/** What an operator (or the background work) does to a sort task. */
export type SortTaskAction = 'preSort' | 'preSortDone' | 'sort' | 'sortDone' | 'fail' | 'cancel' | 'remove';

/**
 * The task's moves (decisions-2.md 200): which statuses each action starts from and where it leads. `remove` leads
 * nowhere (the task is deleted). A failed task may be pre-sorted or sorted again; a sorted one is final.
 */
const MOVES: Record<SortTaskAction, { from: readonly SortTaskStatus[]; to: SortTaskStatus | null }> = {
  preSort: { from: ['CREATED', 'PRESORTED', 'FAILED'], to: 'PRESORTING' },
  preSortDone: { from: ['PRESORTING'], to: 'PRESORTED' },
  sort: { from: ['PRESORTED', 'FAILED'], to: 'SORTING' },
  sortDone: { from: ['SORTING'], to: 'SORTED' },
  fail: { from: ['PRESORTING', 'SORTING'], to: 'FAILED' },
  cancel: { from: ['CREATED', 'PRESORTING', 'PRESORTED', 'FAILED'], to: 'CANCELED' },
  remove: { from: ['CREATED', 'PRESORTED', 'CANCELED', 'FAILED'], to: null },
};

export const fromStatuses = (action: SortTaskAction): readonly SortTaskStatus[] => MOVES[action].from;

/**
 * Where `action` takes a task in `status` (null for a removal), or why not: `sorted` (a sorted task, or one with
 * parcels already sorted, is neither cancelled nor removed), `status` (not from this status).
 */
export function moveTask(
  status: SortTaskStatus,
  action: SortTaskAction,
  sortedParcels = 0,
): { ok: true; to: SortTaskStatus | null } | { ok: false; why: 'sorted' | 'status' | 'notPresorted' } {
  if ((action === 'cancel' || action === 'remove') && (status === 'SORTED' || sortedParcels > 0))
    return { ok: false, why: 'sorted' };
  if (action === 'sort' && status === 'CREATED') return { ok: false, why: 'notPresorted' };
  const m = MOVES[action];
  return m.from.includes(status) ? { ok: true, to: m.to } : { ok: false, why: 'status' };
}

/** A parcel line as the pure functions read it. */
export interface LineView {
  bayNumber: number | null;
  weight: string | null;
  reason: SortParcelReason | null;
  sorted: boolean;
}

export function parcelState(line: LineView): SortParcelState {
  if (line.sorted) return 'SORTED';
  if (line.reason) return 'UNSORTABLE';
  return line.bayNumber !== null ? 'DECIDED' : 'PENDING';
}

/** The parcels per bay of a decided result: bays in number order, weight summed exactly (kg, 3 places). */
export function groupByBay(lines: readonly LineView[]): SortTaskBay[] {
  const bays = new Map<number, { count: number; weight: Decimal }>();
  for (const l of lines) {
    if (l.reason || l.bayNumber === null) continue;
    const bay = bays.get(l.bayNumber) ?? { count: 0, weight: new Decimal(0) };
    bay.count += 1;
    bay.weight = bay.weight.plus(l.weight ?? 0);
    bays.set(l.bayNumber, bay);
  }
  return [...bays.entries()]
    .sort(([a], [b]) => a - b)
    .map(([bayNumber, b]) => ({ bayNumber, count: b.count, weight: b.weight.toFixed(3) }));
}

/** Order statuses a task may still sort: placed or labelled (received on the way), received, or sorted already. */
export const SORTABLE_STATUSES: readonly OrderStatus[] = ['CREATED', 'LABELED', 'RECEIVED', 'SORTED'];

/** The statuses an order goes through, from where it is, to SORTED. */
export function stepsToSorted(status: OrderStatus): OrderStatus[] {
  if (status === 'CREATED' || status === 'LABELED') return ['RECEIVED', 'SORTED'];
  if (status === 'RECEIVED') return ['SORTED'];
  return [];
}

/** What the pre-sort knows of one parcel line. */
export interface LineFacts {
  /** Null: the number named no order the caller sees. */
  order: { status: OrderStatus } | null;
  /** Where the parcel was sorted already, if it was. */
  place: { warehouseId: number; bayId: number | null } | null;
  /** The bay the rules choose (null: no rule takes it) and whether this warehouse has it, valid. */
  decision: { bayNumber: number; bayId: number | null } | null;
}

/** The bay a line goes to, or why it cannot be sorted (the first reason that holds, in this order). */
export function judgeLine(
  f: LineFacts,
  warehouseId: number,
): { reason: SortParcelReason } | { reason: null; bayNumber: number; bayId: number } {
  if (!f.order) return { reason: 'UNKNOWN_PARCEL' };
  if (f.order.status === 'CANCELED') return { reason: 'CANCELED' };
  if (f.place && f.place.warehouseId !== warehouseId) return { reason: 'OTHER_WAREHOUSE' };
  if (!SORTABLE_STATUSES.includes(f.order.status)) return { reason: 'WRONG_STATUS' };
  if (!f.decision) return { reason: 'NO_RULE' };
  if (f.decision.bayId === null) return { reason: 'NO_BAY' };
  if (f.place && f.place.bayId !== null && f.place.bayId !== f.decision.bayId) return { reason: 'SORTED_ELSEWHERE' };
  return { reason: null, bayNumber: f.decision.bayNumber, bayId: f.decision.bayId };
}

/** Splits `items` in slices of `size` (the sort's transactions). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
