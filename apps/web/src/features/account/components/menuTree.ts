import type { GrantableMenu } from '@parcelhub/contracts';

export interface MenuTreeNode {
  key: number;
  title: string;
  children?: MenuTreeNode[];
}

/** The flat grantable list as a tree for antd's Tree (parents before children in the server's order). */
export function toMenuTree(menus: readonly GrantableMenu[]): MenuTreeNode[] {
  const byParent = new Map<number | null, GrantableMenu[]>();
  const ids = new Set(menus.map((m) => m.id));
  for (const m of menus) {
    const parent = m.pid != null && ids.has(m.pid) ? m.pid : null;
    byParent.set(parent, [...(byParent.get(parent) ?? []), m]);
  }
  const build = (pid: number | null): MenuTreeNode[] =>
    (byParent.get(pid) ?? []).map((m) => {
      const children = build(m.id);
      return { key: m.id, title: m.title, ...(children.length ? { children } : {}) };
    });
  return build(null);
}

/** What to send: checked pages and buttons; directories are implied by them. */
export function grantedIds(checked: readonly number[], menus: readonly GrantableMenu[]): number[] {
  const directories = new Set(menus.filter((m) => m.type === 0).map((m) => m.id));
  return checked.filter((id) => !directories.has(id));
}
