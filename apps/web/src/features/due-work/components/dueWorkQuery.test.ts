import { describe, expect, it } from 'vitest';
import { toDueWorkQuery } from './dueWorkQuery';

describe('the due work list query', () => {
  it('sends the page, the state and a kind only when one is chosen', () => {
    expect(toDueWorkQuery({ pageNo: 2, pageSize: 20, filters: { state: 'due', kind: 'orders.label' } })).toEqual({
      pageNo: 2,
      pageSize: 20,
      state: 'due',
      kind: 'orders.label',
    });
    expect(toDueWorkQuery({ pageNo: 0, pageSize: 20, filters: { state: 'gaveUp', kind: undefined } })).toEqual({
      pageNo: 0,
      pageSize: 20,
      state: 'gaveUp',
    });
  });

  it('asks for what gave up when the state was cleared', () => {
    const cleared = { state: undefined as unknown as 'due' };
    expect(toDueWorkQuery({ pageNo: 0, pageSize: 20, filters: cleared }).state).toBe('gaveUp');
  });
});
