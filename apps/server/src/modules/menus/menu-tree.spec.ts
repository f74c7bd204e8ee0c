import { describe, expect, it } from 'vitest';
import { buildMenuTree, type MenuRow } from './menu-tree';

let nextId = 1;
const row = (key: string, parentKey: string | null, type: number, extra: Partial<MenuRow> = {}): MenuRow => ({
  id: nextId++,
  key,
  parentKey,
  type,
  titleZh: `${key}-zh`,
  titleEn: `${key}-en`,
  titleKo: `${key}-ko`,
  path: type === 1 ? `/${key}` : '',
  component: type === 1 ? `${key}/index` : null,
  icon: '',
  sort: 0,
  hidden: false,
  permission: null,
  ...extra,
});

const rows = [
  row('home', null, 1, { sort: 1 }),
  row('orders', null, 0, { sort: 2 }),
  row('orders.list', 'orders', 1, { permission: 'order:list' }),
  row('orders.secret', 'orders', 1, { hidden: true }),
  row('orders.list.export', 'orders.list', 2, { permission: 'order:export' }),
  row('admin', null, 0, { sort: 3 }),
  row('admin.users', 'admin', 1, { permission: 'user:list' }),
];
const all = { can: () => true, granted: null };

describe('menu tree', () => {
  it('nests pages under directories, titles in the language, buttons and hidden entries left out', () => {
    const tree = buildMenuTree(rows, 'en', all);
    expect(tree.map((n) => n.name)).toEqual(['home', 'orders', 'admin']);
    expect(tree[1]!.children!.map((n) => n.name)).toEqual(['orders.list']);
    expect(tree[1]!.children![0]!.children).toBeUndefined();
    expect(tree[0]!.meta.title).toBe('home-en');
    expect(tree[1]!.children![0]!.pid).toBe(tree[1]!.id);
  });

  it('drops directories whose pages the caller may not see', () => {
    const tree = buildMenuTree(rows, 'zh', { can: (p) => p === 'order:list', granted: null });
    expect(tree.map((n) => n.name)).toEqual(['home', 'orders']);
  });

  it('limits a sub-account to granted pages', () => {
    const granted = new Set([rows[0]!.id]);
    expect(buildMenuTree(rows, 'zh', { can: () => true, granted }).map((n) => n.name)).toEqual(['home']);
  });

  it('stops at three levels', () => {
    const deep = [row('a', null, 0), row('b', 'a', 0), row('c', 'b', 0), row('d', 'c', 1)];
    expect(buildMenuTree(deep, 'zh', all)).toEqual([]);
  });
});
