import { MENU_TYPES, type MenuNode } from '@parcelhub/contracts';
import type { RouteEntry } from './types';

/** Leaves carry absolute paths; a relative one is joined to its parent's path, defensively. */
export function joinPath(parent: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  if (path.startsWith('/')) return path.replace(/\/+$/, '') || '/';
  const base = parent.replace(/\/+$/, '');
  return `${base}/${path}`.replace(/\/{2,}/g, '/') || '/';
}

const bySort = (a: MenuNode, b: MenuNode) => a.sort - b.sort;

/** Whether the web has a screen for a menu component key (the page registry answers; the session passes it on). */
export type HasPage = (componentKey: string | null | undefined) => boolean;

/**
 * The menu as the sidebar shows it: hidden items, buttons and pages without a screen yet removed, directories
 * without any page below them dropped, children in their sort order, paths absolute.
 */
export function visibleMenuTree(nodes: readonly MenuNode[], hasPage: HasPage): MenuNode[] {
  const walk = (list: readonly MenuNode[], parentPath: string): MenuNode[] => {
    const out: MenuNode[] = [];
    for (const node of [...list].sort(bySort)) {
      if (node.hidden) continue;
      const path = joinPath(parentPath || '/', node.path || '');
      if (node.type === MENU_TYPES.PAGE) {
        if (hasPage(node.component)) out.push({ ...node, path, children: undefined });
      } else if (node.type === MENU_TYPES.DIRECTORY) {
        const children = walk(node.children ?? [], path);
        if (children.length > 0) out.push({ ...node, path, children });
      }
    }
    return out;
  };
  return walk(nodes, '');
}

/** Every page of the menu, in menu order, with the titles above it. */
export function menuToRoutes(nodes: readonly MenuNode[], hasPage: HasPage): RouteEntry[] {
  const out: RouteEntry[] = [];
  const walk = (list: readonly MenuNode[], trail: string[]) => {
    for (const node of list) {
      if (node.type === MENU_TYPES.PAGE) {
        out.push({
          menuId: node.id,
          path: node.path,
          componentKey: node.component,
          title: node.meta.title,
          icon: node.meta.icon,
          noCache: node.meta.noCache,
          trail: [...trail, node.meta.title],
        });
      } else {
        walk(node.children ?? [], [...trail, node.meta.title]);
      }
    }
  };
  walk(visibleMenuTree(nodes, hasPage), []);
  // A path listed twice routes to its first entry.
  const seen = new Set<string>();
  return out.filter((r) => (seen.has(r.path) ? false : (seen.add(r.path), true)));
}

export function firstMenuPath(routes: readonly RouteEntry[]): string | null {
  return routes.find((r) => !/^https?:/i.test(r.path))?.path ?? null;
}

export function findRoute(routes: readonly RouteEntry[], pathname: string): RouteEntry | undefined {
  const clean = pathname.replace(/\/+$/, '') || '/';
  return routes.find((r) => r.path === clean);
}
