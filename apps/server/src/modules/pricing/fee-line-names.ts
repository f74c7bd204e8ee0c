import type { Language, QuoteLine } from '@parcelhub/contracts';
import { LINE_NAMES } from './engine';
import type { LocalizedName } from './engine/types';
import { nameIn } from './quote.view';

const FIXED: Record<string, LocalizedName> = LINE_NAMES;

/** The names an explanation (either audience's) gives its surcharges, by code. */
function surchargeNames(explain: unknown): Map<string, LocalizedName> {
  const names = new Map<string, LocalizedName>();
  const list = (explain as { surcharges?: unknown } | null)?.surcharges;
  if (!Array.isArray(list)) return names;
  for (const s of list as { code?: unknown; name?: unknown }[]) {
    if (typeof s?.code === 'string' && (typeof s.name === 'string' || (s.name && typeof s.name === 'object'))) {
      names.set(s.code, s.name as LocalizedName);
    }
  }
  return names;
}

/**
 * Stored fee lines worded in the reader's language. A line keeps the words of whoever was quoted when it was priced;
 * its code still names it, and the explanation kept beside it holds every surcharge's name in the three languages.
 * A code found in neither keeps its stored name.
 */
export function feeLinesIn(lines: readonly QuoteLine[], explain: unknown, lang: Language): QuoteLine[] {
  const surcharges = surchargeNames(explain);
  return lines.map((l) => {
    const name = FIXED[l.code] ?? surcharges.get(l.code);
    return name ? { ...l, name: nameIn(name, lang) ?? l.name } : l;
  });
}
