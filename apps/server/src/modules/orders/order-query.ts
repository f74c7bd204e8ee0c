import type { OrderFilter } from '@parcelhub/contracts';
import type { z } from 'zod';
import type { OrderFilter as FilterSchema } from '@parcelhub/contracts';
import { AppError } from '../../platform/http/app-error';
import type { OrderQuery } from './orders.repository';

type Filter = z.output<typeof FilterSchema>;
/** Pasted numbers: at most this many are looked up at once. */
export const MAX_NUMBERS = 1000;

/** Numbers pasted many to a line, split on spaces, commas (also full-width) and semicolons; duplicates once. */
export function splitNumbers(text: string | undefined): string[] | undefined {
  if (!text) return undefined;
  const parts = [...new Set(text.split(/[\s,;，；]+/).filter(Boolean))];
  return parts.length > 0 ? parts.slice(0, MAX_NUMBERS) : undefined;
}

/** `YYYY-MM-DD` starts or ends its day; with a time it is that second. */
export function dateBound(text: string | undefined, end: boolean): Date | undefined {
  if (!text) return undefined;
  const withTime = text.length > 10 ? text.replace(' ', 'T') : `${text}T${end ? '23:59:59.999' : '00:00:00'}`;
  const d = new Date(`${withTime}Z`);
  return Number.isNaN(d.getTime()) ? undefined : d;
}

export function orderQueryOf(f: Filter | OrderFilter): OrderQuery {
  return {
    status: f.status,
    labelStatus: f.labelStatus,
    from: dateBound(f.dateFrom, false),
    to: dateBound(f.dateTo, true),
    countryCode: f.countryCode,
    productId: f.productId,
    source: f.source,
    numbers: splitNumbers(f.numbers),
    customerId: f.customerId,
    bucket: f.bucket,
    now: new Date(),
  };
}

/** The keyset cursor is the last id of the previous page, as text. */
export function cursorOf(after: string | undefined): number | null {
  if (after === undefined || after === '') return null;
  if (!/^\d{1,10}$/.test(after) || Number(after) > 2_147_483_647) throw new AppError('ORDER_CURSOR_INVALID');
  return Number(after);
}
