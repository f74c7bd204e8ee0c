import Decimal from 'decimal.js';

export type NumericInput = string | number | null | undefined;

function toDecimal(value: NumericInput): Decimal | null {
  if (value === null || value === undefined) return null;
  const text = typeof value === 'number' ? value : value.trim().replace(/,/g, '');
  if (text === '') return null;
  try {
    const d = new Decimal(text);
    return d.isFinite() ? d : null;
  } catch {
    return null;
  }
}

function groupThousands(fixed: string): string {
  const negative = fixed.startsWith('-');
  const [int = '0', frac] = (negative ? fixed.slice(1) : fixed).split('.');
  const grouped = int.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}${frac !== undefined ? `.${frac}` : ''}`;
}

/** Fixed decimals, rounded half up in decimal arithmetic (never float math); '' for empty or unreadable input. */
export function formatDecimal(value: NumericInput, places: number, thousands: boolean): string {
  const d = toDecimal(value);
  if (!d) return '';
  let fixed = d.toFixed(places, Decimal.ROUND_HALF_UP);
  if (/^-0(\.0+)?$/.test(fixed)) fixed = fixed.slice(1);
  return thousands ? groupThousands(fixed) : fixed;
}

/** Money: 2 decimals with thousands separators, e.g. 1234567.891 -> "1,234,567.89". */
export const formatAmount = (value: NumericInput): string => formatDecimal(value, 2, true);

/** Weights in kg: 3 decimals, e.g. 1.2 -> "1.200". */
export const formatWeight = (value: NumericInput): string => formatDecimal(value, 3, false);
