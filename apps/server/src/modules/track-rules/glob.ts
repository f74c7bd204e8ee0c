/**
 * The PATTERN rules' language: a glob, `*` any run of characters (none included), `?` exactly one, everything else
 * itself, case-insensitive, over the whole text. No user text ever becomes a regular expression: a pattern is cut at
 * its stars into literal segments, placed leftmost one after another, so a match costs at most text length x pattern
 * length steps and never backtracks across a star (the greedy leftmost placement is exact for globs).
 */

/** The longest pattern a rule may hold. */
export const PATTERN_MAX = 100;
/** The most stars a pattern may hold. */
export const PATTERN_MAX_STARS = 8;

export type PatternProblem =
  | { problem: 'tooLong'; max: number }
  | { problem: 'tooManyStars'; max: number }
  | { problem: 'nestedRepetition'; near: string }
  | { problem: 'empty' };

/**
 * A repetition of a repetition, as a regular expression writes it (`(a+)+`, `(.*)*`, `a**`, `x{2}*`): what makes a
 * backtracking engine run away. Our glob would not, but such a pattern is a regular expression pasted where a glob
 * goes, and reading it as a glob would silently match something else: it is refused, worded.
 */
const NESTED_REPETITION = /\)[*+?{]|[*+][*+]|\}[*+?{]/;

/** Why a pattern cannot be a rule's, or null when it can. */
export function patternProblem(pattern: string): PatternProblem | null {
  if (pattern.length === 0) return { problem: 'empty' };
  if (pattern.length > PATTERN_MAX) return { problem: 'tooLong', max: PATTERN_MAX };
  const nested = NESTED_REPETITION.exec(pattern);
  if (nested)
    return { problem: 'nestedRepetition', near: pattern.slice(Math.max(0, nested.index - 5), nested.index + 3) };
  let stars = 0;
  for (const ch of pattern) if (ch === '*') stars++;
  if (stars > PATTERN_MAX_STARS) return { problem: 'tooManyStars', max: PATTERN_MAX_STARS };
  return null;
}

/** Whether the literal segment (with `?` for any one character) matches `text` at `at`. */
function segmentAt(text: string, at: number, segment: string): boolean {
  if (at + segment.length > text.length) return false;
  for (let i = 0; i < segment.length; i++) {
    const c = segment.charCodeAt(i);
    if (c !== 63 /* ? */ && c !== text.charCodeAt(at + i)) return false;
  }
  return true;
}

/** The leftmost place from `from` where the segment matches and still ends by `end`, or -1. */
function findSegment(text: string, segment: string, from: number, end: number): number {
  if (!segment.includes('?')) {
    const at = text.indexOf(segment, from);
    return at >= 0 && at + segment.length <= end ? at : -1;
  }
  for (let at = from; at + segment.length <= end; at++) if (segmentAt(text, at, segment)) return at;
  return -1;
}

/**
 * Compiles a glob (checked by `patternProblem` first) to a test of a whole text, case-insensitive. The test expects
 * the text already in lower case (a caller testing many rules lowers an event's text once).
 */
export function compileGlob(pattern: string): (lowerText: string) => boolean {
  const parts = pattern.toLowerCase().split('*');
  if (parts.length === 1) {
    const only = parts[0]!;
    return (text) => text.length === only.length && segmentAt(text, 0, only);
  }
  const head = parts[0]!;
  const tail = parts[parts.length - 1]!;
  const middle = parts.slice(1, -1).filter((p) => p.length > 0);
  return (text) => {
    const end = text.length - tail.length;
    if (end < head.length || !segmentAt(text, 0, head) || !segmentAt(text, end, tail)) return false;
    let at = head.length;
    for (const segment of middle) {
      const found = findSegment(text, segment, at, end);
      if (found < 0) return false;
      at = found + segment.length;
    }
    return true;
  };
}
