import type { PageAnswer, PageRequest } from '../../../shared/list';

export interface KeysetPage<T> {
  rows: T[];
  /** The cursor of the next page; null on the last. */
  next: string | null;
  total: number;
}

/**
 * Numbered pages over a keyset-paged call, for the shared ListPage: the cursor of each page reached is kept (per
 * filters and page size), so stepping on costs one call and jumping ahead walks the pages between once.
 */
export function keysetPages<T, F>(
  fetchPage: (filters: F, after: string | undefined, pageSize: number, signal: AbortSignal) => Promise<KeysetPage<T>>,
) {
  const cursors = new Map<string, (string | undefined)[]>();
  return async ({ pageNo, pageSize, filters }: PageRequest<F>, signal: AbortSignal): Promise<PageAnswer<T>> => {
    const key = JSON.stringify([filters, pageSize]);
    const known = cursors.get(key) ?? [undefined];
    cursors.set(key, known);
    for (let i = Math.min(pageNo, known.length - 1); ; i++) {
      const page = await fetchPage(filters, known[i], pageSize, signal);
      if (page.next !== null) known[i + 1] = page.next;
      if (i === pageNo) return { rows: page.rows, total: page.total };
      if (page.next === null) return { rows: [], total: page.total };
    }
  };
}
