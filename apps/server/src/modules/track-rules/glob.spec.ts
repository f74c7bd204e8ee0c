import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { compileGlob, patternProblem, PATTERN_MAX, PATTERN_MAX_STARS } from './glob';

const globTest = (pattern: string, text: string) => compileGlob(pattern)(text.toLowerCase());

/** The reference: the same glob as an anchored regular expression (test-only, over a tiny alphabet). */
const asRegex = (pattern: string) =>
  new RegExp(
    `^${[...pattern.toLowerCase()].map((c) => (c === '*' ? '.*' : c === '?' ? '.' : c.replace(/[.+^${}()|[\]\\]/g, '\\$&'))).join('')}$`,
    's',
  );

describe('glob patterns', () => {
  it('matches whole texts, case-insensitive, with * and ?', () => {
    expect(globTest('DELIVERED*', 'Delivered to front door')).toBe(true);
    expect(globTest('*front*', 'Delivered to front door')).toBe(true);
    expect(globTest('*front', 'Delivered to front door')).toBe(false);
    expect(globTest('d?livered', 'DELIVERED')).toBe(true);
    expect(globTest('d?livered', 'dlivered')).toBe(false);
    expect(globTest('a*b*c', 'abc')).toBe(true);
    expect(globTest('a*b*c', 'acb')).toBe(false);
    expect(globTest('ab*ba', 'aba')).toBe(false);
    expect(globTest('*', '')).toBe(true);
    expect(globTest('(x)+', '(x)+')).toBe(true);
  });

  it('agrees with the equivalent regular expression on any pattern and text', () => {
    const alphabet = fc.constantFrom('a', 'b', 'A', '*', '?', '.');
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 10 }).map((a) => a.join('')),
        fc.array(fc.constantFrom('a', 'b', 'B', '.'), { maxLength: 14 }).map((a) => a.join('')),
        (pattern, text) => {
          expect(globTest(pattern, text)).toBe(asRegex(pattern).test(text.toLowerCase()));
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('stays fast on the texts that make backtracking engines run away', () => {
    const pattern = `${'*a'.repeat(PATTERN_MAX_STARS)}b`;
    expect(patternProblem(pattern)).toBeNull();
    const text = 'a'.repeat(100_000);
    const started = performance.now();
    expect(globTest(pattern, text)).toBe(false);
    expect(performance.now() - started).toBeLessThan(200);
  });

  it('refuses patterns that are too long, hold too many stars, or nest repetitions', () => {
    expect(patternProblem('x'.repeat(PATTERN_MAX + 1))).toEqual({ problem: 'tooLong', max: PATTERN_MAX });
    expect(patternProblem('*a'.repeat(PATTERN_MAX_STARS + 1))).toEqual({
      problem: 'tooManyStars',
      max: PATTERN_MAX_STARS,
    });
    expect(patternProblem('(a+)+b')).toMatchObject({ problem: 'nestedRepetition' });
    expect(patternProblem('(.*)*')).toMatchObject({ problem: 'nestedRepetition' });
    expect(patternProblem('a**')).toMatchObject({ problem: 'nestedRepetition' });
    expect(patternProblem('x{2}*')).toMatchObject({ problem: 'nestedRepetition' });
    expect(patternProblem('')).toEqual({ problem: 'empty' });
    expect(patternProblem('Delivered*door (front)')).toBeNull();
  });
});
