/** `%text%` for ILIKE with the user's own `%`, `_` and `\` taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[%_\\]/g, '\\$&')}%`;

/** A page request (page numbers from 0) as SQL offset and limit. */
export const pageWindow = (q: { pageNo: number; pageSize: number }) => ({
  offset: q.pageNo * q.pageSize,
  limit: q.pageSize,
});

/**
 * Rows of a page query that carries the total as `count(*) over ()`: one round trip. Past the last page the
 * window count has no row to ride on, so `countAll` answers then.
 */
export async function pageOf<R extends { total: number }>(
  rows: R[],
  offset: number,
  countAll: () => Promise<number>,
): Promise<{ rows: Omit<R, 'total'>[]; total: number }> {
  if (rows.length > 0) return { rows: rows.map(({ total: _t, ...rest }) => rest), total: rows[0]!.total };
  return { rows: [], total: offset > 0 ? await countAll() : 0 };
}
