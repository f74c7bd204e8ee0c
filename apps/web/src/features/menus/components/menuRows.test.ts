import { describe, expect, it } from 'vitest';
import type { MenuDto } from '@parcelhub/contracts';
import { toTreeRows } from './menuRows';

const m = (id: number, pid: number | null, sort: number) => ({ id, pid, sort }) as MenuDto;

describe('toTreeRows', () => {
  it('nests children under parents by sort, and keeps an entry whose parent is filtered out as a root', () => {
    const tree = toTreeRows([m(3, 1, 20), m(1, null, 10), m(2, 1, 10), m(4, 99, 0)]);
    expect(tree.map((r) => r.id)).toEqual([4, 1]);
    expect(tree[1]!.children!.map((r) => r.id)).toEqual([2, 3]);
  });
});
