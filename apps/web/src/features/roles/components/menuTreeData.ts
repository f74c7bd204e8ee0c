import type { Key } from 'react';
import type { MenuTreeOption } from '@parcelhub/contracts';

export interface CheckTreeNode {
  key: number;
  title: string;
  children?: CheckTreeNode[];
}

export const toCheckTree = (nodes: readonly MenuTreeOption[]): CheckTreeNode[] =>
  nodes.map((n) => ({
    key: n.id,
    title: n.label,
    ...(n.children?.length ? { children: toCheckTree(n.children) } : {}),
  }));

/**
 * The tree checks parents from their children; a role stores every entry it holds (parents included), so only
 * the leaves are handed back as checked, or a stored parent would check all its children.
 */
export function checkedLeaves(nodes: readonly MenuTreeOption[], held: ReadonlySet<number>): number[] {
  return nodes.flatMap((n) => (n.children?.length ? checkedLeaves(n.children, held) : held.has(n.id) ? [n.id] : []));
}

/** What a role is given: the checked entries and every entry above one (a directory shows only with its pages). */
export function assignedIds(nodes: readonly MenuTreeOption[], checked: readonly Key[]): number[] {
  const ticked = new Set(checked.map(Number));
  const out: number[] = [];
  const walk = (list: readonly MenuTreeOption[]): boolean => {
    let any = false;
    for (const n of list) {
      const below = walk(n.children ?? []);
      if (below || ticked.has(n.id)) {
        out.push(n.id);
        any = true;
      }
    }
    return any;
  };
  walk(nodes);
  return out.sort((a, b) => a - b);
}
