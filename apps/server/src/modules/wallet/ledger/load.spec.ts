import { describe, expect, it } from 'vitest';

// The ledger's Decimal is configured as its module loads. Imported inside a test, so that a module that throws while
// loading fails this test: a spec whose static import throws has no test to fail, which mutation testing counts as a
// pass.
describe('the ledger module', () => {
  it('loads, with its Decimal exact to 40 digits and writing plain figures', async () => {
    const { Dec, money } = await import('./index');
    // No exponent notation for the smallest or the largest figures, and 40 significant digits before any rounding.
    expect(new Dec('0.00000001').toString()).toBe('0.00000001');
    expect(new Dec('1e30').toString()).toBe('1' + '0'.repeat(30));
    expect(new Dec('1').div(3).toString()).toBe('0.' + '3'.repeat(40));
    expect(new Dec('2').div(3).toString()).toBe('0.' + '6'.repeat(39) + '7');
    expect(money(new Dec('1').div(3))).toBe('0.33');
  });
});
