import type { Language } from '@parcelhub/contracts';

/** The name in `lang`: the Chinese name (`name`) for zh, else the language's own name, else `name`. */
export function nameIn(row: { name: string; nameEn: string; nameKo: string }, lang: Language): string {
  if (lang === 'en' && row.nameEn) return row.nameEn;
  if (lang === 'ko' && row.nameKo) return row.nameKo;
  return row.name;
}

/** A port's name in `lang`: zh the Chinese name, en and ko the English one (ports have no Korean name). */
export function portNameIn(row: { nameZh: string; nameEn: string }, lang: Language): string {
  return lang === 'zh' || !row.nameEn ? row.nameZh : row.nameEn;
}

/** At most this many product codes are named in the refusal to delete a port in use; the count says the rest. */
export const PRODUCTS_NAMED_MAX = 10;

/** The products named in the refusal: the first ten, then "…" when there are more. */
export function productsText(products: readonly string[], count: number): string {
  const shown = products.slice(0, PRODUCTS_NAMED_MAX);
  return shown.join(', ') + (count > shown.length ? ', …' : '');
}

/**
 * The parameters as a service keeps them: keys trimmed, a key given twice keeps its last value at its first place
 * (an edited list saved again does not grow), empty keys left out.
 */
export function normalizeParameters(list: readonly { key: string; value: string }[]): { key: string; value: string }[] {
  const out = new Map<string, string>();
  for (const { key, value } of list) {
    const k = key.trim();
    if (k) out.set(k, value.trim());
  }
  return [...out].map(([key, value]) => ({ key, value }));
}

/** The customers named for an assignment: ids and user names, each once (names case-insensitively). */
export function distinctTargets(ids: readonly number[], names: readonly string[]): { ids: number[]; names: string[] } {
  const seen = new Set<string>();
  const outNames: string[] = [];
  for (const n of names) {
    const k = n.trim().toLowerCase();
    if (k && !seen.has(k)) {
      seen.add(k);
      outNames.push(n.trim());
    }
  }
  return { ids: [...new Set(ids)], names: outNames };
}
