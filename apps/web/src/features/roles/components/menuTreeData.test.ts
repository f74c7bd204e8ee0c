import { describe, expect, it } from 'vitest';
import type { MenuTreeOption } from '@parcelhub/contracts';
import { assignedIds, checkedLeaves } from './menuTreeData';

const n = (id: number, children?: MenuTreeOption[], permission: string | null = null): MenuTreeOption => ({
  id,
  pid: null,
  label: `m${id}`,
  type: children ? 0 : 1,
  permission,
  ...(children ? { children } : {}),
});

const tree = [n(1, [n(2, undefined, 'a:b'), n(3, [n(4, undefined, 'c:d')])]), n(5)];

describe('role menu tree', () => {
  it('hands back only leaves as checked, so a stored directory does not tick all its pages', () => {
    expect(checkedLeaves(tree, new Set([1, 3, 4]))).toEqual([4]);
  });
  it('assigns the ticked entries and every entry above them', () => {
    expect(assignedIds(tree, [4])).toEqual([1, 3, 4]);
    expect(assignedIds(tree, ['5', 2])).toEqual([1, 2, 5]);
    expect(assignedIds(tree, [])).toEqual([]);
  });
});
