import type { MenuDto } from '@parcelhub/contracts';

export interface MenuTreeRow extends MenuDto {
  children?: MenuTreeRow[];
}

/** The flat list as a tree for the table; an entry whose parent is not in the list (a filtered list) is a root. */
export function toTreeRows(rows: readonly MenuDto[]): MenuTreeRow[] {
  const byId = new Map<number, MenuTreeRow>(rows.map((r) => [r.id, { ...r }]));
  const roots: MenuTreeRow[] = [];
  for (const row of byId.values()) {
    const parent = row.pid != null ? byId.get(row.pid) : undefined;
    if (parent) (parent.children ??= []).push(row);
    else roots.push(row);
  }
  const order = (list: MenuTreeRow[]) => {
    list.sort((a, b) => a.sort - b.sort || a.id - b.id);
    for (const r of list) if (r.children) order(r.children);
  };
  order(roots);
  return roots;
}
