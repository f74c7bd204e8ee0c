import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SORT_TASK_STATUSES, splitNumbers } from '@parcelhub/contracts';
import { chunks, groupByBay, judgeLine, moveTask, parcelState, stepsToSorted } from './sort-tasks.logic';

describe('a sort task’s moves', () => {
  it('runs CREATED → PRESORTING → PRESORTED → SORTING → SORTED', () => {
    expect(moveTask('CREATED', 'preSort')).toEqual({ ok: true, to: 'PRESORTING' });
    expect(moveTask('PRESORTING', 'preSortDone')).toEqual({ ok: true, to: 'PRESORTED' });
    expect(moveTask('PRESORTED', 'sort')).toEqual({ ok: true, to: 'SORTING' });
    expect(moveTask('SORTING', 'sortDone')).toEqual({ ok: true, to: 'SORTED' });
  });

  it('refuses to sort a task not pre-sorted, and to cancel or remove a sorted one', () => {
    expect(moveTask('CREATED', 'sort')).toEqual({ ok: false, why: 'notPresorted' });
    expect(moveTask('SORTED', 'cancel')).toEqual({ ok: false, why: 'sorted' });
    expect(moveTask('SORTED', 'remove')).toEqual({ ok: false, why: 'sorted' });
    expect(moveTask('FAILED', 'remove', 3)).toEqual({ ok: false, why: 'sorted' });
    expect(moveTask('SORTING', 'cancel')).toEqual({ ok: false, why: 'status' });
    expect(moveTask('CANCELED', 'preSort')).toEqual({ ok: false, why: 'status' });
  });

  it('never leaves SORTED nor CANCELED except by removal of a cancelled task', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SORT_TASK_STATUSES),
        fc.constantFrom('preSort', 'preSortDone', 'sort', 'sortDone', 'fail', 'cancel', 'remove' as const),
        (status, action) => {
          const m = moveTask(status, action);
          if (status === 'SORTED') expect(m.ok).toBe(false);
          if (status === 'CANCELED' && m.ok) expect(action).toBe('remove');
        },
      ),
    );
  });
});

describe('grouping a result by bay', () => {
  it('counts each bay’s parcels and sums their weight exactly, leaving out the unsortable', () => {
    const bays = groupByBay([
      { bayNumber: 7, weight: '0.1', reason: null, sorted: false },
      { bayNumber: 7, weight: '0.2', reason: null, sorted: true },
      { bayNumber: 6, weight: '3', reason: null, sorted: false },
      { bayNumber: null, weight: null, reason: 'NO_RULE', sorted: false },
      { bayNumber: 6, weight: '1', reason: 'SORTED_ELSEWHERE', sorted: false },
    ]);
    expect(bays).toEqual([
      { bayNumber: 6, count: 1, weight: '3.000' },
      { bayNumber: 7, count: 2, weight: '0.300' },
    ]);
  });

  it('keeps every decided parcel in exactly one bay', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ bay: fc.integer({ min: 1, max: 12 }), grams: fc.integer({ min: 0, max: 30000 }) })),
        (parcels) => {
          const bays = groupByBay(
            parcels.map((p) => ({ bayNumber: p.bay, weight: String(p.grams / 1000), reason: null, sorted: false })),
          );
          expect(bays.reduce((n, b) => n + b.count, 0)).toBe(parcels.length);
          const grams = bays.reduce((n, b) => n + Math.round(Number(b.weight) * 1000), 0);
          expect(grams).toBe(parcels.reduce((n, p) => n + p.grams, 0));
        },
      ),
    );
  });
});

describe('judging a line', () => {
  const decided = { bayNumber: 7, bayId: 70 };
  it('gives the first reason that holds', () => {
    expect(judgeLine({ order: null, place: null, decision: decided }, 1)).toEqual({ reason: 'UNKNOWN_PARCEL' });
    expect(judgeLine({ order: { status: 'CANCELED' }, place: null, decision: decided }, 1).reason).toBe('CANCELED');
    expect(
      judgeLine({ order: { status: 'SORTED' }, place: { warehouseId: 2, bayId: 3 }, decision: decided }, 1).reason,
    ).toBe('OTHER_WAREHOUSE');
    expect(judgeLine({ order: { status: 'BAGGED' }, place: null, decision: decided }, 1).reason).toBe('WRONG_STATUS');
    expect(judgeLine({ order: { status: 'CREATED' }, place: null, decision: null }, 1).reason).toBe('NO_RULE');
    expect(
      judgeLine({ order: { status: 'CREATED' }, place: null, decision: { bayNumber: 13, bayId: null } }, 1).reason,
    ).toBe('NO_BAY');
    expect(
      judgeLine({ order: { status: 'SORTED' }, place: { warehouseId: 1, bayId: 9 }, decision: decided }, 1).reason,
    ).toBe('SORTED_ELSEWHERE');
    expect(judgeLine({ order: { status: 'LABELED' }, place: null, decision: decided }, 1)).toEqual({
      reason: null,
      bayNumber: 7,
      bayId: 70,
    });
    expect(
      judgeLine({ order: { status: 'SORTED' }, place: { warehouseId: 1, bayId: 70 }, decision: decided }, 1).reason,
    ).toBeNull();
  });

  it('names a line’s state', () => {
    expect(parcelState({ bayNumber: null, weight: null, reason: null, sorted: false })).toBe('PENDING');
    expect(parcelState({ bayNumber: 3, weight: '1', reason: null, sorted: false })).toBe('DECIDED');
    expect(parcelState({ bayNumber: null, weight: null, reason: 'NO_RULE', sorted: false })).toBe('UNSORTABLE');
    expect(parcelState({ bayNumber: 3, weight: '1', reason: null, sorted: true })).toBe('SORTED');
  });
});

describe('helpers', () => {
  it('moves an order to SORTED through RECEIVED', () => {
    expect(stepsToSorted('LABELED')).toEqual(['RECEIVED', 'SORTED']);
    expect(stepsToSorted('RECEIVED')).toEqual(['SORTED']);
    expect(stepsToSorted('SORTED')).toEqual([]);
  });

  it('splits pasted numbers, trims and dedupes them in their first order', () => {
    expect(splitNumbers([' A1\nB2, C3;A1 ', '  ', 'D4\tB2'])).toEqual(['A1', 'B2', 'C3', 'D4']);
  });

  it('cuts a list in bounded slices', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 50 }), (xs, n) => {
        const cs = chunks(xs, n);
        expect(cs.flat()).toEqual(xs);
        expect(cs.every((c) => c.length > 0 && c.length <= n)).toBe(true);
      }),
    );
  });
});
