import { z } from 'zod';

/**
 * The decimal fields of the cost side: money 2 places, weights 3, formula constants 4 (rates), each read from a JSON
 * number or a string and answered as a canonical decimal string, so no binary float reaches the database or the
 * pricing engine. Each refusal carries a shared message key, worded in zh, en and ko.
 */
interface DecimalRule {
  places: number;
  /** Digits before the point (numeric(18,2) holds 16; we stay well inside). */
  intDigits: number;
  /** 'positive': above 0; 'nonNegative': 0 or more; 'signed': any sign. */
  sign: 'positive' | 'nonNegative' | 'signed';
}

const DECIMAL_TEXT = /^-?\d+(\.\d+)?$/;

const canonical = (s: string) => {
  const negative = s.startsWith('-');
  const [whole = '0', fraction] = (negative ? s.slice(1) : s).split('.');
  const w = whole.replace(/^0+(?=\d)/, '');
  const text = fraction ? `${w}.${fraction}` : w;
  return negative && /[1-9]/.test(text) ? `-${text}` : text;
};

export const decimalText = ({ places, intDigits, sign }: DecimalRule) =>
  z
    .union([z.string(), z.number()], { error: 'number' })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((s) => s.length > 0, { error: 'requiredNumber', abort: true })
    .refine((s) => DECIMAL_TEXT.test(s), { error: 'number', abort: true })
    .refine((s) => (s.split('.')[1] ?? '').length <= places, { error: `decimals|places=${places}`, abort: true })
    .refine((s) => sign === 'signed' || !s.startsWith('-') || Number(s) === 0, { error: 'notNegative', abort: true })
    .refine((s) => sign !== 'positive' || Number(s) > 0, { error: 'greaterThanZero', abort: true })
    .refine(
      (s) =>
        s
          .replace(/^-/, '')
          .split('.')[0]!
          .replace(/^0+(?=\d)/, '').length <= intDigits,
      {
        error: `numberTooLarge|max=${'9'.repeat(intDigits)}`,
        abort: true,
      },
    )
    .transform(canonical);

/** Money: 2 places, 0 or more. */
export const moneyText = () => decimalText({ places: 2, intDigits: 12, sign: 'nonNegative' });
/** A weight in kg: 3 places, above 0. */
export const weightText = () => decimalText({ places: 3, intDigits: 6, sign: 'positive' });
/** A weight in kg that may be 0. */
export const weightOrZeroText = () => decimalText({ places: 3, intDigits: 6, sign: 'nonNegative' });

/** Codes of the cost side: a product cost's (2-32: uppercase letters, digits, '-' and '_'). */
export const COST_CODE = /^[A-Z0-9_-]{2,32}$/;
/** Surcharge codes and docking provider codes: an uppercase letter, then uppercase letters, digits or '_' (1-32). */
export const UPPER_CODE = /^[A-Z][A-Z0-9_]{0,31}$/;
/** A formula constant's name: a lowercase letter first (so it never meets a surcharge code), at most 32. */
export const CONSTANT_NAME = /^[a-z][A-Za-z0-9_]{0,31}$/;
