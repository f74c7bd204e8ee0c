import { describe, expect, it, vi } from 'vitest';
import { containsPattern, pageOf, pageWindow } from './paging';

describe('paging: containsPattern', () => {
  it('wraps the text in % for a contains match', () => {
    expect(containsPattern('abc')).toBe('%abc%');
    expect(containsPattern('')).toBe('%%');
  });

  it("escapes the user's %, _ and \\ so they match themselves, every one of them", () => {
    expect(containsPattern('100%')).toBe('%100\\%%');
    expect(containsPattern('a_b_c')).toBe('%a\\_b\\_c%');
    expect(containsPattern('C:\\dir')).toBe('%C:\\\\dir%');
    expect(containsPattern('%_\\')).toBe('%\\%\\_\\\\%');
    expect(containsPattern('a.b*c[d]')).toBe('%a.b*c[d]%');
  });
});

describe('paging: pageWindow', () => {
  it('turns a page from 0 into offset and limit', () => {
    expect(pageWindow({ pageNo: 0, pageSize: 10 })).toEqual({ offset: 0, limit: 10 });
    expect(pageWindow({ pageNo: 3, pageSize: 25 })).toEqual({ offset: 75, limit: 25 });
  });
});

describe('paging: pageOf', () => {
  it('takes the total from the window count and drops it from the rows', async () => {
    const countAll = vi.fn(async () => 99);
    const page = await pageOf(
      [
        { id: 1, total: 7 },
        { id: 2, total: 7 },
      ],
      20,
      countAll,
    );
    expect(page).toEqual({ rows: [{ id: 1 }, { id: 2 }], total: 7 });
    expect(countAll).not.toHaveBeenCalled();
  });

  it('counts separately only past the last page', async () => {
    const countAll = vi.fn(async () => 12);
    expect(await pageOf([], 40, countAll)).toEqual({ rows: [], total: 12 });
    expect(countAll).toHaveBeenCalledTimes(1);
  });

  it('knows an empty first page means nothing at all', async () => {
    const countAll = vi.fn(async () => 12);
    expect(await pageOf([], 0, countAll)).toEqual({ rows: [], total: 0 });
    expect(countAll).not.toHaveBeenCalled();
  });
});
