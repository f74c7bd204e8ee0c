import type { Language, MenuNode } from '@parcelhub/contracts';
import { MENU_TYPES } from '@parcelhub/contracts';

export interface MenuRow {
  id: number;
  key: string;
  parentKey: string | null;
  type: number;
  titleZh: string;
  titleEn: string;
  titleKo: string;
  path: string;
  component: string | null;
  icon: string;
  sort: number;
  hidden: boolean;
  permission: string | null;
}

/** What a caller may see: a permission check, and for a sub-account the entries granted to it. */
export interface MenuVisibility {
  can(permission: string): boolean;
  granted: ReadonlySet<number> | null;
}

const title = (r: MenuRow, lang: Language) => (lang === 'en' ? r.titleEn : lang === 'ko' ? r.titleKo : r.titleZh);

/**
 * The caller's menu tree: pages and directories only (buttons are permissions, not routes), hidden entries
 * left out, directories without a visible page dropped, siblings by sort.
 */
export function buildMenuTree(rows: readonly MenuRow[], lang: Language, v: MenuVisibility): MenuNode[] {
  const visible = (r: MenuRow) =>
    r.type !== MENU_TYPES.BUTTON &&
    !r.hidden &&
    (r.permission == null || v.can(r.permission)) &&
    (v.granted == null || r.type === MENU_TYPES.DIRECTORY || v.granted.has(r.id));
  const byParent = new Map<string | null, MenuRow[]>();
  for (const r of rows) {
    if (!visible(r)) continue;
    const list = byParent.get(r.parentKey) ?? [];
    list.push(r);
    byParent.set(r.parentKey, list);
  }
  const ids = new Map(rows.map((r) => [r.key, r.id]));
  const build = (parentKey: string | null, depth: number): MenuNode[] =>
    (byParent.get(parentKey) ?? [])
      .sort((a, b) => a.sort - b.sort || a.id - b.id)
      .flatMap((r): MenuNode[] => {
        const children = depth < 3 ? build(r.key, depth + 1) : [];
        if (r.type === MENU_TYPES.DIRECTORY && children.length === 0) return [];
        const node: MenuNode = {
          id: r.id,
          pid: r.parentKey ? (ids.get(r.parentKey) ?? null) : null,
          name: r.key,
          path: r.path,
          component: r.type === MENU_TYPES.PAGE ? r.component : null,
          type: r.type,
          hidden: r.hidden,
          sort: r.sort,
          meta: { title: title(r, lang), icon: r.icon, noCache: false },
        };
        if (children.length) node.children = children;
        return [node];
      });
  return build(null, 1);
}
