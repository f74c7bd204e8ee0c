import { MENU_TYPES, type Language, type MenuTreeOption } from '@parcelhub/contracts';

/** What the admin trees need of a menu row. */
export interface IndexedMenu {
  id: number;
  key: string;
  parentKey: string | null;
  type: number;
  titleZh: string;
  titleEn: string;
  titleKo: string;
  sort: number;
  permission: string | null;
}

export const menuTitle = (r: IndexedMenu, lang: Language) =>
  lang === 'en' ? r.titleEn : lang === 'ko' ? r.titleKo : r.titleZh;

/**
 * The menu table as a tree, in memory: children by parent key (siblings by sort), ids and keys. An entry whose
 * parent is missing sits at the top level, so nothing an operator made becomes unreachable.
 */
export function indexMenus<R extends IndexedMenu>(rows: readonly R[]) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const parentOf = (r: R): R | undefined => (r.parentKey != null ? byKey.get(r.parentKey) : undefined);
  const children = new Map<string | null, R[]>();
  for (const r of rows) {
    const parent = parentOf(r)?.key ?? null;
    const list = children.get(parent) ?? [];
    list.push(r);
    children.set(parent, list);
  }
  for (const list of children.values()) list.sort((a, b) => a.sort - b.sort || a.id - b.id);
  const childrenOf = (key: string | null): R[] => children.get(key) ?? [];

  /** The entry and everything under it. */
  function subtree(root: R): R[] {
    const out: R[] = [];
    const stack = [root];
    while (stack.length) {
      const r = stack.pop() as R;
      out.push(r);
      stack.push(...childrenOf(r.key));
    }
    return out;
  }

  /** The entry's ancestors, nearest first (guarded against a cycle in stored data). */
  function ancestors(r: R): R[] {
    const out: R[] = [];
    const seen = new Set([r.id]);
    for (let p = parentOf(r); p && !seen.has(p.id); p = parentOf(p)) {
      seen.add(p.id);
      out.push(p);
    }
    return out;
  }

  /** Levels of directories and pages from this entry down (buttons do not count). */
  function height(r: R): number {
    if (r.type === MENU_TYPES.BUTTON) return 0;
    return 1 + Math.max(0, ...childrenOf(r.key).map(height));
  }

  return { byId, byKey, parentOf, childrenOf, subtree, ancestors, height };
}
export type MenuIndex<R extends IndexedMenu> = ReturnType<typeof indexMenus<R>>;

/** A picker tree under `rootKey` (null: everything), keeping only entries `keep` accepts and their ancestors. */
export function optionTree<R extends IndexedMenu>(
  index: MenuIndex<R>,
  rootKey: string | null,
  lang: Language,
  keep: (r: R) => boolean = () => true,
): MenuTreeOption[] {
  const build = (key: string | null): MenuTreeOption[] =>
    index.childrenOf(key).flatMap((r) => {
      const children = build(r.key);
      if (!keep(r) && children.length === 0) return [];
      const node: MenuTreeOption = {
        id: r.id,
        pid: index.parentOf(r)?.id ?? null,
        label: menuTitle(r, lang),
        type: r.type,
        permission: r.permission,
      };
      if (children.length) node.children = children;
      return [node];
    });
  return build(rootKey);
}

/**
 * The entries on the way from the given ones up to the top level, each level with its siblings: what a parent
 * picker shows around an entry being edited.
 */
export function superiorRows<R extends IndexedMenu>(index: MenuIndex<R>, ids: readonly number[]): Set<R> {
  const picked = new Set<R>();
  for (const id of ids) {
    const r = index.byId.get(id);
    if (!r) continue;
    for (const level of [r, ...index.ancestors(r)]) {
      for (const sibling of index.childrenOf(index.parentOf(level)?.key ?? null)) picked.add(sibling);
    }
  }
  return picked;
}
