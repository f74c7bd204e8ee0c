import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PublicTrackInput, splitTrackNumbers } from './public-tracking';

describe('splitTrackNumbers', () => {
  it('splits on lines, commas, semicolons and spaces (ASCII and full width), trims and drops repeats', () => {
    expect(splitTrackNumbers(' PH1\nPH2 , PH3;PH4，PH5；PH6、PH7\t PH1\r\n\n')).toEqual([
      'PH1',
      'PH2',
      'PH3',
      'PH4',
      'PH5',
      'PH6',
      'PH7',
    ]);
    expect(splitTrackNumbers(['A1', ' A2 ', 'A1', 'A3 A4'])).toEqual(['A1', 'A2', 'A3', 'A4']);
    expect(splitTrackNumbers(' \n ,; ')).toEqual([]);
  });

  it('answers each number once, none empty or padded, whatever the text (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('A', 'b', '1', ' ', '\n', ',', '；', '-') }), (text) => {
        const numbers = splitTrackNumbers(text);
        expect(new Set(numbers).size).toBe(numbers.length);
        for (const n of numbers) {
          expect(n).not.toBe('');
          expect(n).toBe(n.trim());
          expect(n).not.toMatch(/[,;；\s]/u);
          expect(text).toContain(n);
        }
        // Splitting what it answered, joined again, answers the same.
        expect(splitTrackNumbers(numbers.join('\n'))).toEqual(numbers);
      }),
    );
  });
});

describe('PublicTrackInput', () => {
  it('takes a text of lines or a list; refuses NUL bytes and a text past 4,000 characters', () => {
    expect(PublicTrackInput.safeParse({ numbers: 'A\nB' }).success).toBe(true);
    expect(PublicTrackInput.safeParse({ numbers: ['A', 'B'] }).success).toBe(true);
    expect(PublicTrackInput.safeParse({ numbers: 'A\u0000B' }).success).toBe(false);
    expect(PublicTrackInput.safeParse({ numbers: ['A\u0000'] }).success).toBe(false);
    expect(PublicTrackInput.safeParse({ numbers: 'A'.repeat(4001) }).success).toBe(false);
    expect(PublicTrackInput.safeParse({ numbers: 42 }).success).toBe(false);
    expect(PublicTrackInput.safeParse({}).success).toBe(false);
  });
});
