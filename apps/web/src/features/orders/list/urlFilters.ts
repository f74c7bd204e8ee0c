import dayjs, { type Dayjs } from 'dayjs';
import {
  HOME_BUCKETS,
  LABEL_STATUSES,
  ORDER_SOURCES,
  ORDER_STATUSES,
  type HomeBucket,
  type OrderStatus,
} from '@parcelhub/contracts';
import type { OrderFilterValues } from './orderFilters';

export const ALL_STATUSES = 'ALL';

/** What a link into the list asks for: the status tab, a bucket of the home overview, and the form's filters. */
export interface ListEntry {
  status: OrderStatus | typeof ALL_STATUSES;
  bucket?: HomeBucket;
  filters: OrderFilterValues;
}

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  value !== null && (list as readonly string[]).includes(value) ? (value as T) : undefined;

const DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}:\d{2})?$/;
function dateOf(value: string | null, end: boolean): Dayjs | undefined {
  if (!value || !DATE.test(value)) return undefined;
  const d = dayjs(value);
  if (!d.isValid()) return undefined;
  return value.length === 10 && end ? d.endOf('day') : d;
}

/**
 * The list's starting point read from the address's query (`?bucket=inTransit`, `?status=LABELED`,
 * `?labelStatus=FAILED&dateFrom=2026-03-01`...): a value the list does not know is left out, never sent.
 */
export function entryOf(search: string): ListEntry {
  const q = new URLSearchParams(search);
  const from = dateOf(q.get('dateFrom'), false);
  const to = dateOf(q.get('dateTo'), true);
  const numbers = q.get('numbers')?.trim();
  const country = q.get('countryCode')?.trim().toUpperCase();
  const labelStatus = oneOf(LABEL_STATUSES, q.get('labelStatus'));
  const source = oneOf(ORDER_SOURCES, q.get('source'));
  const filters: OrderFilterValues = {
    // A start alone runs to the end of today (the range picker wants both ends).
    ...(from ? { dates: [from, to ?? dayjs().endOf('day')] as [Dayjs, Dayjs] } : {}),
    ...(labelStatus ? { labelStatus } : {}),
    ...(source ? { source } : {}),
    ...(country && /^[A-Z]{2}$/.test(country) ? { countryCode: country } : {}),
    ...(numbers ? { numbers } : {}),
  };
  const bucket = oneOf(HOME_BUCKETS, q.get('bucket'));
  return {
    status: oneOf(ORDER_STATUSES, q.get('status')) ?? ALL_STATUSES,
    ...(bucket ? { bucket } : {}),
    filters,
  };
}

/** The same query without `key`, as `location.search` writes it ('' when nothing is left). */
export function searchWithout(search: string, key: string): string {
  const q = new URLSearchParams(search);
  q.delete(key);
  const text = q.toString();
  return text ? `?${text}` : '';
}
