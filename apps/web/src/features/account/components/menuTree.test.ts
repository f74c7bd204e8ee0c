import { describe, expect, it } from 'vitest';
import { grantedIds, toMenuTree } from './menuTree';

const menus = [
  { id: 1, pid: null, title: 'Customer center', type: 0 },
  { id: 2, pid: 1, title: 'Address book', type: 1 },
  { id: 3, pid: 2, title: 'Edit addresses', type: 2 },
  { id: 4, pid: null, title: 'Home', type: 1 },
];

describe('menu tree of grantable menus', () => {
  it('nests children under their parents', () => {
    expect(toMenuTree(menus)).toEqual([
      {
        key: 1,
        title: 'Customer center',
        children: [{ key: 2, title: 'Address book', children: [{ key: 3, title: 'Edit addresses' }] }],
      },
      { key: 4, title: 'Home' },
    ]);
  });
  it('sends pages and buttons, never directories', () => {
    expect(grantedIds([1, 2, 3], menus)).toEqual([2, 3]);
  });
});
