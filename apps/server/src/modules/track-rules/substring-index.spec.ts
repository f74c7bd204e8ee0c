import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildSubstringIndex } from './substring-index';

describe('substring index', () => {
  it('finds exactly the needles a text contains, overlapping ones included', () => {
    const piece = fc.array(fc.constantFrom('a', 'b', 'c'), { minLength: 1, maxLength: 4 }).map((a) => a.join(''));
    fc.assert(
      fc.property(
        fc.array(piece, { maxLength: 12 }),
        fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 20 }),
        (needles, chars) => {
          const text = chars.join('');
          const found = new Set<number>();
          buildSubstringIndex(needles).scan(text, (id) => found.add(id));
          const expected = needles.flatMap((n, id) => (text.includes(n) ? [id] : []));
          expect([...found].sort((a, b) => a - b)).toEqual(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
