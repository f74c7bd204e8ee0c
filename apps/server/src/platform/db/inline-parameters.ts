import { createRequire } from 'node:module';

/** node-postgres's own conversion of a parameter to the text it sends (not in its typings). */
const pgText = (createRequire(import.meta.url)('pg/lib/utils') as { prepareValue: (v: unknown) => unknown })
  .prepareValue;

/**
 * node-postgres's `escapeLiteral`, the same text for every string: quotes doubled and, when there is a backslash,
 * backslashes doubled and an ` E` prefix. Its loop adds one character at a time, about 50 us for an order's 3.5 KB
 * document against about 1 us here.
 */
export function escapeLiteral(value: string): string {
  const quoted = value.replace(/'/g, "''");
  return value.includes('\\') ? ` E'${quoted.replace(/\\/g, '\\\\')}'` : `'${quoted}'`;
}

/**
 * A statement's `$n` parameters written into its text as literals, so that it can travel in one simple-protocol
 * message with other statements (`actor-session.ts` sends a lone write with its transaction's BEGIN and COMMIT).
 *
 * Each value becomes what the extended protocol would have sent: its text, as a quoted literal of unknown type that
 * the server types from its place in the statement, exactly as it types a parameter sent without a type (pg and
 * drizzle send none). Null is NULL. A date is written as the text node-postgres sends for it (its own
 * `prepareValue`, so its time zone rule too). Answers null, and the caller sends the statement as it was, when a
 * value is not plain text, a finite number, a boolean, a bigint or a valid date (buffers, arrays and objects keep
 * the driver's own conversion), when a text holds a NUL byte (a message ends at one), when the texts pass
 * MAX_INLINE_CHARS, or when a placeholder has no value.
 *
 * Placeholders are found outside quoted literals and identifiers, dollar-quoted bodies and comments: the text is
 * the server's own SQL (users' input is in the values), scanned the way PostgreSQL's lexer reads it.
 */
export function inlineParameters(
  text: string,
  values: readonly unknown[],
  escapeLiteral: (value: string) => string,
): string | null {
  const literals = literalsOf(values, escapeLiteral);
  if (literals === null) return null;
  let out = '';
  let from = 0;
  let i = 0;
  const n = text.length;
  while (i < n) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === "'") i = endOfQuoted(text, i, "'", isEscapeString(text, i));
    else if (c === '"') i = endOfQuoted(text, i, '"', false);
    else if (c === '-' && next === '-') i = lineEnd(text, i);
    else if (c === '/' && next === '*') i = blockCommentEnd(text, i);
    else if (c !== '$') i++;
    else if (isIdentifierChar(text[i - 1]))
      i++; // a `$` inside an identifier (a$1) is part of it
    else if (next !== undefined && next >= '0' && next <= '9') {
      let j = i + 1;
      while (j < n && text[j]! >= '0' && text[j]! <= '9') j++;
      const literal = literals[Number(text.slice(i + 1, j)) - 1];
      if (literal === undefined) return null;
      out += text.slice(from, i) + literal;
      from = i = j;
    } else {
      DOLLAR_TAG.lastIndex = i;
      const tag = DOLLAR_TAG.exec(text);
      if (!tag) i++;
      else {
        const close = text.indexOf(tag[0], i + tag[0].length);
        if (close < 0) return null;
        i = close + tag[0].length;
      }
    }
  }
  return out + text.slice(from);
}

/**
 * The values as the literals `inlineParameters` writes in (for EXECUTE of a prepared statement); null as it does,
 * and when their texts pass MAX_INLINE_CHARS in all.
 */
export function literalsOf(values: readonly unknown[], escapeLiteral: (value: string) => string): string[] | null {
  const literals: string[] = [];
  let size = 0;
  for (const value of values) {
    if (typeof value === 'string' && (size += value.length) > MAX_INLINE_CHARS) return null;
    const literal = literalOf(value, escapeLiteral);
    if (literal === null) return null;
    literals.push(literal);
  }
  return literals;
}

/**
 * Values written in at most, in characters. Past it the round trip saved is worth less than the work written-in
 * values cost: escaping them here, and the server's lexer reading them (a batch's 250 orders are an 850 KB document,
 * sent as a parameter it takes as it is).
 */
export const MAX_INLINE_CHARS = 64 * 1024;

/** A dollar quote's opening tag ($$ or $name$), matched where it starts. */
const DOLLAR_TAG = /\$(?:[A-Za-z_\u0080-\uffff][A-Za-z_0-9\u0080-\uffff]*)?\$/y;

function literalOf(value: unknown, escapeLiteral: (value: string) => string): string | null {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return value.includes('\0') ? null : escapeLiteral(value);
  if (typeof value === 'number') return Number.isFinite(value) ? escapeLiteral(String(value)) : null;
  if (typeof value === 'boolean' || typeof value === 'bigint') return escapeLiteral(String(value));
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : escapeLiteral(pgText(value) as string);
  return null;
}

const isIdentifierChar = (c: string | undefined) => c !== undefined && /[A-Za-z_0-9\u0080-\uffff]/.test(c);

/** An `E'...'` literal (backslash escapes), not an identifier ending in e followed by a literal. */
function isEscapeString(text: string, quote: number): boolean {
  const prefix = text[quote - 1];
  return (prefix === 'E' || prefix === 'e') && !isIdentifierChar(text[quote - 2]);
}

/** The index after the closing quote ('' or "" inside stays inside; \ escapes in an E'' literal). */
function endOfQuoted(text: string, open: number, quote: string, backslashes: boolean): number {
  let i = open + 1;
  while (i < text.length) {
    const c = text[i]!;
    if (backslashes && c === '\\') i += 2;
    else if (c === quote) {
      if (text[i + 1] === quote) i += 2;
      else return i + 1;
    } else i++;
  }
  return text.length;
}

function lineEnd(text: string, start: number): number {
  const end = text.indexOf('\n', start);
  return end < 0 ? text.length : end + 1;
}

/** Block comments nest in PostgreSQL. */
function blockCommentEnd(text: string, start: number): number {
  let depth = 0;
  let i = start;
  while (i < text.length) {
    if (text[i] === '/' && text[i + 1] === '*') {
      depth++;
      i += 2;
    } else if (text[i] === '*' && text[i + 1] === '/') {
      depth--;
      i += 2;
      if (depth === 0) return i;
    } else i++;
  }
  return text.length;
}
