import Decimal from 'decimal.js';

/**
 * The ledger's own Decimal: a clone, so no other user of decimal.js changes its settings. Amounts have 2 places and
 * at most 16 digits before the point (numeric(18,2)); 40 significant digits keep every sum and fee exact before
 * it is rounded half-up to the cent.
 */
export const Dec = Decimal.clone({ precision: 40, rounding: Decimal.ROUND_HALF_UP, toExpNeg: -40, toExpPos: 40 });
export type Dec = Decimal;

export const ZERO = new Dec(0);

/** Digits, optionally a point and one or two more: no sign, no exponent, no spaces, nothing Decimal would also read. */
const AMOUNT_TEXT = /^\d{1,16}(?:\.\d{1,2})?$/;

/** A money amount as text: the Decimal, or null when it is not digits with at most 2 decimals. */
export function parseMoney(text: unknown): Dec | null {
  return typeof text === 'string' && AMOUNT_TEXT.test(text) ? new Dec(text) : null;
}

/**
 * An amount a movement may carry: more than 0, at most 2 decimals, at most `max`. Null otherwise, for the caller
 * to refuse in its own words.
 */
export function parseAmount(text: unknown, max: Dec): Dec | null {
  const value = parseMoney(text);
  return value && value.gt(0) && value.lte(max) ? value : null;
}

/** Money as the ledger writes and answers it: 2 places ('10.00', '-3.50'). */
export const money = (x: Dec): string => x.toFixed(2);

/** True when x is a whole number of cents. */
export const isCents = (x: Dec): boolean => x.decimalPlaces() <= 2;
