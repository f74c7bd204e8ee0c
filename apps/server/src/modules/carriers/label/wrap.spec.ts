import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { breakPieces, ellipsize, fitText, wrapText, type Measure } from './wrap';
import { isWide } from './wrap';

/** A monospace measure: wide characters 1 em, others 0.5 em. */
const mono: Measure = (t) => [...t].reduce((w, ch) => w + (isWide(ch) ? 1 : 0.5), 0);

describe('breakPieces', () => {
  it('splits Latin at spaces and after hyphens, every CJK or Hangul character alone', () => {
    expect(breakPieces('Müller-Lüdenscheidt  Straße')).toEqual(['Müller-', 'Lüdenscheidt', ' ', 'Straße']);
    expect(breakPieces('深圳市 南山区')).toEqual(['深', '圳', '市', ' ', '南', '山', '区']);
    expect(breakPieces('서울 Seoul')).toEqual(['서', '울', ' ', 'Seoul']);
  });
});

describe('wrapText', () => {
  it('breaks at spaces and keeps words whole when they fit', () => {
    expect(wrapText('one two three four', 3, mono)).toEqual(['one', 'two', 'three', 'four']);
    expect(wrapText('one two three four', 4, mono)).toEqual(['one two', 'three', 'four']);
  });

  it('breaks CJK text between any two characters', () => {
    expect(wrapText('南山区科技园南区', 3, mono)).toEqual(['南山区', '科技园', '南区']);
  });

  it('cuts a word longer than the line between graphemes', () => {
    expect(wrapText('abcdefghij', 2, mono)).toEqual(['abcd', 'efgh', 'ij']);
  });

  it('never splits a grapheme (a letter and its combining mark)', () => {
    const lines = wrapText('e\u0301e\u0301e\u0301e\u0301', 1, mono);
    expect(lines.every((l) => l.normalize('NFC').length === l.normalize('NFC').length)).toBe(true);
    expect(lines.join('')).toBe('e\u0301e\u0301e\u0301e\u0301');
    for (const l of lines) expect(l.startsWith('\u0301')).toBe(false);
  });

  it('has no leading or trailing spaces and drops blank text', () => {
    expect(wrapText('   a   b   ', 10, mono)).toEqual(['a b']);
    expect(wrapText('    ', 10, mono)).toEqual([]);
  });

  it('keeps every line within the width and every character, whatever the text (property)', () => {
    const text = fc.string({ unit: fc.constantFrom('a', 'b', ' ', '-', '中', '한', 'é', 'W'), maxLength: 120 });
    fc.assert(
      fc.property(text, fc.integer({ min: 1, max: 40 }), (t, width) => {
        const lines = wrapText(t, width, mono);
        for (const l of lines) expect(mono(l)).toBeLessThanOrEqual(width);
        expect(lines.join('').replace(/\s/g, '')).toBe(t.replace(/\s/g, ''));
      }),
    );
  });
});

describe('fitText', () => {
  const box = { width: 20, height: 24 };

  it('answers the largest size at which the text fits', () => {
    const fit = fitText(['short'], { width: 30, height: 24 }, mono, { maxSize: 10, minSize: 4, lineHeight: 1.2 });
    expect(fit).toEqual({ size: 10, lines: ['short'], truncated: false });
  });

  it('shrinks rather than cut a word in two', () => {
    // At 10 'short' (25 wide) would need cutting across two lines of 20; at 8 it fits whole.
    expect(fitText(['short'], box, mono, { maxSize: 10, minSize: 4, lineHeight: 1.2 })).toEqual({
      size: 8,
      lines: ['short'],
      truncated: false,
    });
  });

  it('shrinks long text until it fits', () => {
    const fit = fitText(['a much longer line of text here'], box, mono, { maxSize: 10, minSize: 4, lineHeight: 1.2 });
    expect(fit.size).toBeLessThan(10);
    expect(fit.truncated).toBe(false);
    expect(fit.lines.length * fit.size * 1.2).toBeLessThanOrEqual(box.height);
    for (const l of fit.lines) expect(mono(l) * fit.size).toBeLessThanOrEqual(box.width);
  });

  it('cuts with an ellipsis at the smallest size when nothing fits', () => {
    const fit = fitText(['x'.repeat(1000)], box, mono, { maxSize: 10, minSize: 4, lineHeight: 1.2 });
    expect(fit.size).toBe(4);
    expect(fit.truncated).toBe(true);
    expect(fit.lines).toHaveLength(5);
    expect(fit.lines[4]!.endsWith('…')).toBe(true);
  });

  it('honours maxLines and a custom ellipsis', () => {
    const fit = fitText(['aaa bbb ccc ddd eee fff'], { width: 2, height: 100 }, mono, {
      maxSize: 1,
      minSize: 1,
      maxLines: 2,
      ellipsis: '...',
    });
    expect(fit.lines).toHaveLength(2);
    expect(fit.lines[1]!.endsWith('...')).toBe(true);
  });

  it('never answers lines wider or taller than the box (property)', () => {
    const paragraph = fc.string({ unit: fc.constantFrom('a', ' ', '中', 'W', '-'), maxLength: 200 });
    fc.assert(
      fc.property(fc.array(paragraph, { maxLength: 6 }), fc.integer({ min: 6, max: 100 }), (ps, height) => {
        const b = { width: 60, height };
        const fit = fitText(ps, b, mono, { maxSize: 12, minSize: 5, lineHeight: 1.2 });
        expect(fit.lines.length * fit.size * 1.2).toBeLessThanOrEqual(b.height + 1e-9);
        for (const l of fit.lines) expect(mono(l) * fit.size).toBeLessThanOrEqual(b.width + 1e-9);
      }),
    );
  });
});

describe('ellipsize', () => {
  it('keeps the longest prefix that fits with the ellipsis', () => {
    expect(ellipsize('abcdefgh', 3, mono)).toBe('abcde…');
    expect(ellipsize('南山区科技园', 3, mono)).toBe('南山…');
  });
});
