/**
 * Line wrapping and fitting for label text, free of any PDF library: widths come from a `measure` function giving a
 * string's width at font size 1 (so a width at size s is measure(t) * s). Breaks are allowed at spaces, after
 * - / , and on both sides of every CJK or Hangul character (those scripts break anywhere); a word wider than the
 * line is cut between graphemes.
 */
export type Measure = (text: string) => number;

const WIDE =
  /[\u1100-\u11FF\u2E80-\u303F\u3040-\u9FFF\uA960-\uA97F\uAC00-\uD7FF\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFFEF\u{20000}-\u{3FFFF}]/u;
const SPACE = /\s/u;
const BREAK_AFTER = new Set(['-', '/', ',', ';']);
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });
/** Text in which every UTF-16 unit is a grapheme of its own (no combining marks, joiners, jamo or surrogates). */
const SIMPLE = /^[\u0020-\u007E\u00A0-\u02FF\u3000-\u3098\u309B-\u9FFF\uAC00-\uD7A3\uFF01-\uFF60]*$/;

export const isWide = (ch: string): boolean => WIDE.test(ch);

/** The graphemes of a text; without Intl.Segmenter (slow) when each character stands alone. */
export function graphemeList(text: string): string[] {
  if (SIMPLE.test(text)) return text.split('');
  return Array.from(graphemes.segment(text), (g) => g.segment);
}

/** Splits into pieces a line may break between: words (with a trailing - / , ;), single wide characters, spaces. */
export function breakPieces(text: string): string[] {
  const pieces: string[] = [];
  let word = '';
  const flush = () => {
    if (word) pieces.push(word);
    word = '';
  };
  for (const segment of graphemeList(text)) {
    if (SPACE.test(segment)) {
      flush();
      const last = pieces.length - 1;
      if (last >= 0 && pieces[last] === ' ') continue; // one space is enough
      pieces.push(' ');
    } else if (isWide(segment)) {
      flush();
      pieces.push(segment);
    } else {
      word += segment;
      if (BREAK_AFTER.has(segment)) flush();
    }
  }
  flush();
  return pieces;
}

interface Piece {
  text: string;
  width: number;
}

/** A paragraph's pieces with their widths at size 1: measured once, wrapped at as many sizes as needed. */
const measured = (text: string, measure: Measure): Piece[] =>
  breakPieces(text).map((t) => ({ text: t, width: measure(t) }));

/** Cuts one piece into graphemes that fit `maxWidth` each line (a grapheme wider than the line stands alone). */
function cut(piece: string, maxWidth: number, measure: Measure): string[] {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  for (const segment of graphemeList(piece)) {
    const w = measure(segment); // one grapheme at a time: cached by the caller's measure, no long re-layouts
    if (line && width + w > maxWidth) {
      lines.push(line);
      line = segment;
      width = w;
    } else {
      line += segment;
      width += w;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** Wraps one paragraph into lines no wider than `maxWidth` (in the measure's units); no leading or trailing spaces. */
export function wrapText(text: string, maxWidth: number, measure: Measure): string[] {
  return wrap(measured(text, measure), maxWidth, measure).lines;
}

/** The lines, and whether a word had to be cut (a smaller size may avoid that). */
function wrap(pieces: readonly Piece[], maxWidth: number, measure: Measure): { lines: string[]; cut: boolean } {
  const lines: string[] = [];
  let line = '';
  let width = 0;
  let cutWord = false;
  const push = () => {
    const done = line.trimEnd();
    if (done) lines.push(done);
    line = '';
    width = 0;
  };
  for (const piece of pieces) {
    if (piece.text === ' ') {
      if (line) {
        line += ' ';
        width += piece.width;
      }
      continue;
    }
    const w = piece.width;
    if (width + w <= maxWidth) {
      line += piece.text;
      width += w;
      continue;
    }
    push();
    if (w <= maxWidth) {
      line = piece.text;
      width = w;
      continue;
    }
    cutWord = true;
    const parts = cut(piece.text, maxWidth, measure);
    const tail = parts.pop() ?? '';
    lines.push(...parts);
    line = tail;
    width = measure(tail);
  }
  push();
  return { lines, cut: cutWord };
}

export interface FitOptions {
  /** Largest and smallest font size tried, in the box's units (points or dots). */
  maxSize: number;
  minSize: number;
  /** Line advance as a multiple of the size. */
  lineHeight?: number;
  /** Steps between sizes. */
  step?: number;
  /** At most this many lines, whatever the height. */
  maxLines?: number;
  /** Ends a cut text (default '…'; '...' where the font may lack the character). */
  ellipsis?: string;
}

export interface FittedText {
  size: number;
  lines: string[];
  /** Text was cut at the smallest size (the last line ends with an ellipsis). */
  truncated: boolean;
}

export const ELLIPSIS = '…';

/**
 * The largest size at which the paragraphs, wrapped, fit the box; at the smallest size, the lines that fit with an
 * ellipsis on the last one. Nothing returned is wider than `width` or taller than `height` (barring a single
 * grapheme wider than the box).
 */
export function fitText(
  paragraphs: readonly string[],
  box: { width: number; height: number },
  measure: Measure,
  options: FitOptions,
): FittedText {
  const lineHeight = options.lineHeight ?? 1.2;
  const step = options.step ?? 0.5;
  const texts = paragraphs
    .map((p) => p.trim())
    .filter((p) => p.length > 0)
    .map((p) => measured(p, measure));
  const maxLinesAt = (size: number) =>
    Math.min(options.maxLines ?? Infinity, Math.floor((box.height + 1e-9) / (size * lineHeight)));
  const wrapAll = (size: number) => {
    const wrapped = texts.map((p) => wrap(p, box.width / size, measure));
    return { lines: wrapped.flatMap((w) => w.lines), cut: wrapped.some((w) => w.cut) };
  };
  // First the largest size that needs no word cut, then the largest at which cut words fit.
  for (const allowCut of [false, true]) {
    for (let size = options.maxSize; size > options.minSize - 1e-9; size -= step) {
      const { lines, cut: wasCut } = wrapAll(size);
      if ((allowCut || !wasCut) && lines.length <= maxLinesAt(size)) return { size, lines, truncated: false };
    }
  }
  const size = options.minSize;
  const { lines } = wrapAll(size);
  const room = Math.max(0, maxLinesAt(size));
  if (lines.length <= room) return { size, lines, truncated: false };
  const kept = lines.slice(0, room);
  if (kept.length > 0) {
    kept[kept.length - 1] = ellipsize(kept[kept.length - 1]!, box.width / size, measure, options.ellipsis);
  }
  return { size, lines: kept, truncated: true };
}

/** The line shortened until it and an ellipsis fit `maxWidth`. */
export function ellipsize(line: string, maxWidth: number, measure: Measure, ellipsis = ELLIPSIS): string {
  const parts = graphemeList(line);
  const fits = (n: number) => measure(parts.slice(0, n).join('').trimEnd() + ellipsis) <= maxWidth;
  // Binary search for the longest prefix that fits (widths grow with length).
  let lo = 0;
  let hi = parts.length;
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (fits(mid)) lo = mid;
    else hi = mid - 1;
  }
  return parts.slice(0, lo).join('').trimEnd() + ellipsis;
}
