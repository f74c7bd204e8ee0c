import dayjs, { type Dayjs } from 'dayjs';

export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const DATE_FORMAT = 'YYYY-MM-DD';

export type DateInput = string | number | Date | Dayjs | null | undefined;

/** A 10-digit number (or digit string) is seconds, 13 digits milliseconds; other strings are parsed as dates. */
export function toDayjs(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (dayjs.isDayjs(value)) return value.isValid() ? value : null;
  if (value instanceof Date) return dayjs(value).isValid() ? dayjs(value) : null;
  const text = String(value).trim();
  if (/^-?\d+$/.test(text)) {
    const n = Number(text);
    const digits = text.replace('-', '').length;
    const d = digits <= 10 ? dayjs(n * 1000) : dayjs(n);
    return d.isValid() ? d : null;
  }
  const d = dayjs(text);
  return d.isValid() ? d : null;
}

export function formatDateTime(value: DateInput, format: string = DATE_TIME_FORMAT): string {
  return toDayjs(value)?.format(format) ?? '';
}

export const formatDate = (value: DateInput): string => formatDateTime(value, DATE_FORMAT);
