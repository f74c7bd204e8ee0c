import Decimal from 'decimal.js';
import type { Dec } from './decimal';

/**
 * Exact decimal arithmetic on scaled integers: a figure with s places is the JavaScript number m = figure x 10^s,
 * an integer. Integers up to 2^53 - 1 are exact as numbers, and so is every +, -, * and % of two of them whose exact
 * result stays in that range; each operation here checks that it does, and throws BAIL when it would not (or when a
 * result would not be a whole number of its scale). The fast quote (fast-quote.ts) catches BAIL and leaves the quote
 * to the Decimal engine: an answer here is exact or not given. docs/decisions.md says why this is not "floats for
 * money".
 */

/** Thrown (never an Error: no stack to capture) when a figure leaves what this arithmetic answers exactly. */
export const BAIL: unique symbol = Symbol('BAIL');

/** The largest integer a number holds exactly with every smaller one: 2^53 - 1. */
export const MAX = Number.MAX_SAFE_INTEGER;

/** 10^k for k = 0..22, each exact as a number. */
export const POW10: readonly number[] = Array.from({ length: 23 }, (_, k) => 10 ** k);

/** 10^k as a number: exact up to 22; above, a number so large that any non-zero figure scaled by it fails `safe`. */
export const pow10 = (k: number): number => (k <= 22 ? (POW10[k] as number) : Infinity);

/**
 * x itself when it is an integer within +-(2^53 - 1), else BAIL. Past 2^53 the operation that made x may have rounded,
 * but rounding is monotonic and 2^53 is a number, so a true result beyond the range never lands back inside it; NaN
 * (0 x Infinity) fails too.
 */
export function safe(x: number): number {
  if (!(x <= MAX && x >= -MAX)) throw BAIL;
  return x;
}

/** m (at some scale) moved `up` places finer: m x 10^up, checked. */
export const scaleUp = (m: number, up: number): number => safe(m * pow10(up));

/** Half-up (away from zero at the half, as Decimal's ROUND_HALF_UP) from `places` more places to fewer: m / 10^places. */
export function roundHalfUp(m: number, places: number): number {
  if (places > 16) return 0; // |m| < 2^53 < 10^17 / 2
  const p = POW10[places] as number;
  const r = m % p;
  const q = (m - r) / p;
  // r has m's sign; at or past the half, one more unit away from zero.
  return 2 * Math.abs(r) < p ? q : q + Math.sign(r);
}

/** m at `from` places moved to `to` places: finer exactly, coarser half-up. */
export const rescale = (m: number, from: number, to: number): number =>
  roundHalfUp(scaleUp(m, Math.max(0, to - from)), Math.max(0, from - to));

/** ceil(n / d) of integers, d > 0, exactly (no float division is rounded on the way). */
export function ceilDiv(n: number, d: number): number {
  const r = n % d;
  const q = (n - r) / d;
  return r > 0 ? q + 1 : q;
}

/** floor(n / d) of integers, d > 0, exactly. */
export function floorDiv(n: number, d: number): number {
  const r = n % d;
  const q = (n - r) / d;
  return r < 0 ? q - 1 : q;
}

/** The sign of a/b - c/d (b, d > 0), by cross products checked to be exact. */
export const compare = (a: number, b: number, c: number, d: number): number => Math.sign(safe(a * d) - safe(c * b));

/**
 * A decimal as the engine's inputs write it (1 to 15 digits, optionally '.' and 1 to 12 digits: exactly what
 * parseUnsigned accepts) as an integer at `scale` places. BAIL for any other value, for digits past `scale` that are
 * not zeros, and past 2^53.
 */
export function parseScaled(text: unknown, scale: number): number {
  if (typeof text !== 'string') throw BAIL;
  const n = text.length;
  let m = 0;
  let i = 0;
  for (; i < n; i++) {
    const c = text.charCodeAt(i) - 48;
    if (c < 0 || c > 9) break;
    m = m * 10 + c;
  }
  if (i === 0 || i > 15) throw BAIL;
  let places = 0;
  if (i < n) {
    if (text.charCodeAt(i) !== 46 || n - i - 1 < 1 || n - i - 1 > 12) throw BAIL;
    for (i++; i < n; i++) {
      const c = text.charCodeAt(i) - 48;
      if (c < 0 || c > 9) throw BAIL;
      if (places < scale) {
        m = m * 10 + c;
        places++;
      } else if (c !== 0) throw BAIL;
    }
  }
  return safe(m * (POW10[scale - places] as number));
}

/** '.00' to '.99' and '.000' to '.999': a figure is worded with one concatenation. */
const FRACTIONS: readonly (readonly string[])[] = [2, 3].map((places) =>
  Array.from({ length: 10 ** places }, (_, i) => `.${String(i).padStart(places, '0')}`),
);

/** A non-negative integer at `places` places (2 or 3) as the answer shows it: '12.50', '0.005'. */
export function format(m: number, places: 2 | 3): string {
  if (m < 0) throw BAIL; // money and weights here are never negative; the Decimal engine words anything else
  const p = POW10[places] as number;
  const frac = m % p;
  return String((m - frac) / p) + ((FRACTIONS[places - 2] as readonly string[])[frac] as string);
}

/**
 * An integer at `places` places as Decimal's toString words the figure: no trailing zeros, '-' when negative ('1.5',
 * '-0.25', '129'). BAIL where Decimal would switch to exponential notation (an exponent of -40 or less: see Dec).
 */
export function plain(m: number, places: number): string {
  if (m === 0) return '0';
  const digits = String(Math.abs(m));
  if (digits.length - 1 - places <= -40) throw BAIL;
  const padded = digits.padStart(places + 1, '0');
  const point = padded.length - places;
  let end = padded.length;
  while (end > point && padded.charCodeAt(end - 1) === 48) end--;
  const text = end === point ? padded.slice(0, point) : `${padded.slice(0, point)}.${padded.slice(point, end)}`;
  return m < 0 ? `-${text}` : text;
}

/** A decimal text of a card at `scale` places (parseScaled), or null where parseScaled would throw BAIL. */
export function scaledText(text: string, scale: number): number | null {
  try {
    return parseScaled(text, scale);
  } catch {
    return null;
  }
}

/** The places of a decimal text as Decimal counts them: '1.50' has 1, '2.00' and '2' none. */
export function placesOf(text: string): number {
  const dot = text.indexOf('.');
  if (dot === -1) return 0;
  let end = text.length;
  while (text.charCodeAt(end - 1) === 48) end--;
  return end - dot - 1;
}

/** d x 10^scale as an integer; null when d has more places than that or the integer passes 2^53 - 1. */
export function scaled(d: Dec, scale: number): number | null {
  if (d.decimalPlaces() > scale) return null;
  // The digits without the point; Number() of more than 2^53 - 1 answers a number past it, never one within.
  const m = Number(d.toFixed(scale).replace('.', ''));
  return m <= MAX && m >= -MAX ? m : null;
}

/**
 * floor(d x 10^scale) of a bound d >= 0, Infinity for none (null) or past 2^53 - 1. A figure v at `scale` places is
 * above d exactly when v > floorScaled(d, scale), and at most d exactly when v <= it: how limits and bounds are
 * compared.
 */
export const floorScaled = (d: Dec | null, scale: number): number =>
  d === null ? Infinity : (scaled(d.toDecimalPlaces(scale, Decimal.ROUND_FLOOR), scale) ?? Infinity);
