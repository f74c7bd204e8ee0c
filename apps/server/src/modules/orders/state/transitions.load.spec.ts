import { describe, expect, it } from 'vitest';

// The table is built as its module loads. Imported inside a test, so that a module that throws while loading fails
// this test: a spec whose static import throws has no test to fail, which mutation testing counts as a pass.
describe('the order transition table module', () => {
  it('loads, and builds every kind of move it lists', async () => {
    const { canMove, nextStatuses } = await import('./transitions');
    expect(canMove('SYSTEM', 'CREATED', 'LABELED')).toBe(true);
    expect(canMove('USER', 'BAGGED', 'CANCELED')).toBe(true);
    expect(canMove('SYSTEM', 'IN_TRANSIT', 'EXCEPTION')).toBe(true);
    expect(canMove('SUPPLIER', 'EXCEPTION', 'RETURNED')).toBe(true);
    expect(nextStatuses('PLATFORM', 'EXCEPTION').sort()).toEqual([
      'BAGGED',
      'CANCELED',
      'CREATED',
      'DISPATCHED',
      'IN_TRANSIT',
      'LABELED',
      'RECEIVED',
      'RETURNED',
      'SORTED',
    ]);
  });
});
