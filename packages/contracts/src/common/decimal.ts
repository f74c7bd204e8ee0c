import { z } from 'zod';

interface DecimalOptions {
  /** Most decimals accepted. */
  places: number;
  /** Inclusive upper bound. */
  max: number;
  /** Refuse 0 (a dimension, a weight). */
  positive?: boolean;
}

/**
 * A decimal quantity as a request carries it, a JSON number or a string ('12.5'), answered as a canonical string so
 * no binary float reaches money or weight arithmetic. No sign, no exponent, at most `places` decimals.
 */
export const decimalField = ({ places, max, positive = false }: DecimalOptions) =>
  z
    .union([z.number(), z.string()], { error: 'number' })
    .transform((v) => (typeof v === 'number' ? String(v) : v.trim()))
    .refine((s) => /^\d{1,12}(\.\d+)?$/.test(s), { error: 'number' })
    .refine((s) => !s.includes('.') || s.split('.')[1]!.length <= places, { error: `decimals|places=${places}` })
    .refine((s) => Number(s) <= max, { error: `numberTooLarge|max=${max}` })
    .refine((s) => !positive || Number(s) > 0, { error: 'greaterThanZero' })
    .transform((s) => s.replace(/^0+(?=\d)/, ''));
