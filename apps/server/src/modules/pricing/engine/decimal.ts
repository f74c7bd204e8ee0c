import Decimal from 'decimal.js';

/**
 * The engine's own Decimal constructor: a clone, so its settings never leak into (or depend on) other users of
 * decimal.js in the process. 34 significant digits (IEEE decimal128) leave every money and weight figure exact;
 * only divisions that do not terminate (volumetric weight, formulas) round, half-up, far below a gram or a cent.
 * Plain notation for every magnitude a quote can produce, so `toString()` never answers '1e-7'.
 */
export const Dec = Decimal.clone({ precision: 34, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
export type Dec = Decimal;

export const ZERO = new Dec(0);
export const ONE = new Dec(1);
export const HUNDRED = new Dec(100);

/** Money lines: half-up to 2 places (a figure with 2 places or fewer is already that, and kept as it is). */
export const round2 = (x: Dec): Dec => (x.decimalPlaces() <= 2 ? x : x.toDecimalPlaces(2, Decimal.ROUND_HALF_UP));

const ZEROS = '000000';

/**
 * x with exactly `places` decimals, half-up. Most figures already have no more places than they are shown with:
 * those are padded from toString, several times cheaper than toFixed (which rounds a copy first).
 */
export function fixed(x: Dec, places: number): string {
  if (x.decimalPlaces() > places) return x.toFixed(places, Decimal.ROUND_HALF_UP);
  const s = x.toString();
  const dot = s.indexOf('.');
  if (dot === -1) return `${s}.${ZEROS.slice(0, places)}`;
  return s + ZEROS.slice(0, places - (s.length - dot - 1));
}

/** Money as the answer shows it: 2 places. */
export const money = (x: Dec): string => fixed(x, 2);
/** Weights as the answer shows them: 3 places. */
export const kg = (x: Dec): string => fixed(x, 3);

const UNSIGNED = /^\d{1,15}(?:\.\d{1,12})?$/;
/** Whole numbers this short are exact as JavaScript numbers, and Decimal builds from a number several times faster. */
const SMALL_INTEGER = /^\d{1,9}$/;
const SIGNED = /^-?\d{1,15}(?:\.\d{1,12})?$/;

/**
 * A decimal string as inputs carry them ('12', '0.5'): digits only, no exponent, no sign, no 'Infinity', so nothing
 * Decimal's own parser would also accept (hex, '1e9') slips through. Null when the text is not one.
 */
export function parseUnsigned(text: unknown): Dec | null {
  if (typeof text !== 'string') return null;
  if (SMALL_INTEGER.test(text)) return new Dec(Number(text));
  return UNSIGNED.test(text) ? new Dec(text) : null;
}

/** Like parseUnsigned, with an optional leading minus (formula constants may be negative). */
export function parseSigned(text: unknown): Dec | null {
  return typeof text === 'string' && SIGNED.test(text) ? new Dec(text) : null;
}

/**
 * A divisor prepared once: when 1 / d is a whole number (0.5, 0.1, 0.001, 1) dividing by d is multiplying by it,
 * which Decimal does several times faster than a division.
 */
export interface Divisor {
  readonly by: Dec;
  readonly inverse: Dec | null;
}

export function divisor(by: Dec): Divisor {
  const inverse = by.isZero() ? null : ONE.div(by);
  return { by, inverse: inverse !== null && inverse.isInteger() ? inverse : null };
}

export const divide = (x: Dec, d: Divisor): Dec => (d.inverse === null ? x.div(d.by) : x.times(d.inverse));

/** Round x up to the next multiple of the step (step > 0). */
export const ceilTo = (x: Dec, step: Divisor): Dec => divide(x, step).ceil().times(step.by);
