import { describe, expect, it } from 'vitest';
import { keysetPages } from './keysetPages';

describe('keysetPages', () => {
  const rows = [1, 2, 3, 4, 5];
  const calls: (string | undefined)[] = [];
  const fetchPage = async (_f: object, after: string | undefined, size: number) => {
    calls.push(after);
    const from = after ? rows.indexOf(Number(after)) + 1 : 0;
    const page = rows.slice(from, from + size);
    const next = from + size < rows.length ? String(page.at(-1)) : null;
    return { rows: page, next, total: rows.length };
  };
  const signal = new AbortController().signal;

  it('walks to a page once, then steps from the cursors it kept', async () => {
    const load = keysetPages(fetchPage);
    expect(await load({ pageNo: 2, pageSize: 2, filters: {} }, signal)).toEqual({ rows: [5], total: 5 });
    expect(calls).toEqual([undefined, '2', '4']);
    calls.length = 0;
    expect(await load({ pageNo: 1, pageSize: 2, filters: {} }, signal)).toEqual({ rows: [3, 4], total: 5 });
    expect(calls).toEqual(['2']);
    expect(await load({ pageNo: 9, pageSize: 2, filters: {} }, signal)).toEqual({ rows: [], total: 5 });
  });
});
