import { z } from 'zod';

interface DecimalOptions {
  /** Most decimals accepted. */
  places: number;
  /** Inclusive upper bound. */
  max: number;
  /** Refuse 0 (a dimension, a weight). */
  positive?: boolean;
}

const DECIMAL = /^\d{1,12}(\.\d+)?$/;

/**
 * A decimal quantity as a request carries it, a JSON number or a string ('12.5'), answered as a canonical string so
 * no binary float reaches money or weight arithmetic. No sign, no exponent, at most `places` decimals.
 * Checked in one pass that stops at the first failure (the one message a field shows): these fields are most of a
 * quote's or an order's body, so their cost is on every such call.
 */
export const decimalField = ({ places, max, positive = false }: DecimalOptions) => {
  const decimals = `decimals|places=${places}`;
  const tooLarge = `numberTooLarge|max=${max}`;
  // Left out or blank is "required", as on every other field; anything else that is not a number is "number".
  const typeError = (issue: { input?: unknown }) => (issue.input == null ? 'required' : 'number');
  return z.union([z.number(), z.string()], { error: typeError }).transform((v, ctx) => {
    const s = typeof v === 'number' ? String(v) : v.trim();
    let message: string | null = null;
    if (s === '') message = 'required';
    else if (!DECIMAL.test(s)) message = 'number';
    else {
      const dot = s.indexOf('.');
      const n = Number(s);
      if (dot >= 0 && s.length - dot - 1 > places) message = decimals;
      else if (n > max) message = tooLarge;
      else if (positive && !(n > 0)) message = 'greaterThanZero';
    }
    if (message === null) return s.replace(/^0+(?=\d)/, '');
    ctx.issues.push({ code: 'custom', message, input: v });
    return z.NEVER;
  });
};
