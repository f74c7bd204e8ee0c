import bwipjs from 'bwip-js/node';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { code128Modules, code128Values } from './code128';
import { BARCODE_VALUE } from './text';

/** The reference: BWIPP's encoder through bwip-js, the library labels used before. */
function reference(value: string): number[] {
  const [symbol] = bwipjs.raw('code128', value, {});
  if (!symbol || !('sbs' in symbol)) throw new Error('no linear symbol');
  return symbol.sbs;
}

const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz./-';
const digit = fc.constantFrom(...'0123456789');
/** Label numbers: runs of digits of every length between letters and punctuation, up to 40 characters. */
const labelNumber = fc
  .array(fc.oneof(fc.string({ unit: digit, minLength: 1, maxLength: 14 }), fc.constantFrom(...letters)), {
    minLength: 1,
    maxLength: 20,
  })
  .map((parts) => parts.join('').slice(0, 40))
  .filter((v) => BARCODE_VALUE.test(v));

describe('Code 128', () => {
  it('draws every label number bar for bar as the reference encoder does', () => {
    fc.assert(
      fc.property(labelNumber, (value) => {
        expect(code128Modules(value)).toEqual(reference(value));
      }),
      { numRuns: 3000 },
    );
  });

  it('matches the reference on runs of digits alone, of every length, and at the edges', () => {
    for (let n = 1; n <= 40; n++) {
      const value = '1234567890'.repeat(4).slice(0, n);
      expect(code128Modules(value), value).toEqual(reference(value));
      expect(code128Modules(`A${value}`), `A${value}`).toEqual(reference(`A${value}`));
      expect(code128Modules(`${value}Z`), `${value}Z`).toEqual(reference(`${value}Z`));
    }
  });

  it('answers start, data, check and stop values: set C for digit pairs, set B around them', () => {
    // PH + 250301000001: B for P and H, then C for six pairs.
    const values = code128Values('PH250301000001');
    expect(values).toEqual([104, 48, 40, 99, 25, 3, 1, 0, 0, 1, 41, 106]);
    const check = values.slice(0, -2).reduce((sum, v, i) => sum + (i === 0 ? v : i * v), 0) % 103;
    expect(values.at(-2)).toBe(check);
    // Each symbol is 11 modules, the stop 13.
    expect(code128Modules('PH250301000001').reduce((a, b) => a + b, 0)).toBe(11 * 11 + 13);
  });

  it('refuses characters set B cannot carry', () => {
    expect(() => code128Values('A\u0000')).toThrow(/cannot carry/);
    expect(() => code128Values('é')).toThrow(/cannot carry/);
  });
});
