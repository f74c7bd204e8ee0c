import type { GrantableMenu, Language } from '@parcelhub/contracts';

export interface MenuEntry {
  id: number;
  key: string;
  parentKey: string | null;
  type: number;
  titleZh: string;
  titleEn: string;
  titleKo: string;
  hidden: boolean;
  permission: string | null;
}

/** Managing sub-accounts stays with the main account: it is never granted. */
const NEVER_GRANTED = 'account:sub';
const DIRECTORY = 0;

/**
 * What a main account may grant its sub-accounts: the pages and buttons it can use itself (its permissions),
 * never the sub-account screen, and the directories above them so the client can draw a tree.
 */
export function grantableMenus(rows: MenuEntry[], can: (permission: string) => boolean, lang: Language) {
  const byKey = new Map(rows.map((r) => [r.key, r]));
  const leaves = rows.filter(
    (r) =>
      r.type !== DIRECTORY &&
      !r.hidden &&
      r.permission !== NEVER_GRANTED &&
      (r.permission == null || can(r.permission)),
  );
  // A button is grantable only when its page is.
  const leafKeys = new Set(leaves.map((r) => r.key));
  const usable = leaves.filter((r) => {
    const parent = r.parentKey ? byKey.get(r.parentKey) : undefined;
    return !parent || parent.type === DIRECTORY || leafKeys.has(parent.key);
  });
  const keep = new Set(usable.map((r) => r.key));
  for (const r of usable) {
    for (
      let p = r.parentKey ? byKey.get(r.parentKey) : undefined;
      p;
      p = p.parentKey ? byKey.get(p.parentKey) : undefined
    )
      keep.add(p.key);
  }
  const title = (r: MenuEntry) => (lang === 'en' ? r.titleEn : lang === 'ko' ? r.titleKo : r.titleZh);
  const out: GrantableMenu[] = rows
    .filter((r) => keep.has(r.key))
    .map((r) => ({
      id: r.id,
      pid: r.parentKey ? (byKey.get(r.parentKey)?.id ?? null) : null,
      title: title(r),
      type: r.type,
    }));
  return {
    menus: out,
    grantableIds: new Set(usable.map((r) => r.id)),
    directoryIds: new Set(out.filter((m) => m.type === DIRECTORY).map((m) => m.id)),
  };
}
