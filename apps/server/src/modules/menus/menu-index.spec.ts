import { describe, expect, it } from 'vitest';
import { indexMenus, optionTree, superiorRows, type IndexedMenu } from './menu-index';

const m = (id: number, key: string, parentKey: string | null, type = 1, sort = id): IndexedMenu => ({
  id,
  key,
  parentKey,
  type,
  titleZh: `z${key}`,
  titleEn: `e${key}`,
  titleKo: `k${key}`,
  sort,
  permission: null,
});

const rows = [
  m(1, 'a', null, 0),
  m(2, 'a.x', 'a'),
  m(3, 'a.x.btn', 'a.x', 2),
  m(4, 'a.y', 'a', 1, 1),
  m(5, 'b', null, 0),
  m(6, 'orphan', 'gone'),
];

describe('menu index', () => {
  const index = indexMenus(rows);

  it('orders siblings by sort and puts an entry without a parent at the top', () => {
    expect(index.childrenOf('a').map((r) => r.id)).toEqual([4, 2]);
    expect(index.childrenOf(null).map((r) => r.id)).toEqual([1, 5, 6]);
  });

  it('walks subtrees, ancestors and heights (buttons do not count)', () => {
    expect(
      index
        .subtree(index.byId.get(1)!)
        .map((r) => r.id)
        .sort(),
    ).toEqual([1, 2, 3, 4]);
    expect(index.ancestors(index.byId.get(3)!).map((r) => r.id)).toEqual([2, 1]);
    expect(index.height(index.byId.get(1)!)).toBe(2);
  });

  it('builds picker trees in the language asked, keeping ancestors of kept entries', () => {
    const tree = optionTree(index, null, 'en', (r) => r.id === 3);
    expect(tree).toEqual([
      {
        id: 1,
        pid: null,
        label: 'ea',
        type: 0,
        permission: null,
        children: [
          {
            id: 2,
            pid: 1,
            label: 'ea.x',
            type: 1,
            permission: null,
            children: [{ id: 3, pid: 2, label: 'ea.x.btn', type: 2, permission: null }],
          },
        ],
      },
    ]);
  });

  it('answers the superiors of an entry with the siblings of each level', () => {
    const picked = [...superiorRows(index, [3, 999])].map((r) => r.id).sort();
    expect(picked).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
