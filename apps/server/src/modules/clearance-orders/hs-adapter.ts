import type { HsCodesService } from '../hs-codes';
import type { HsKnowledge } from './checks/manifest-checks';

/** How many of the matcher's candidates a goods name's headings are taken from. */
export const HEADING_CANDIDATES = 5;
/** Goods names whose headings are kept (the answers are the same until the process restarts). */
const NAMES_KEPT = 10_000;

/**
 * The check's HS knowledge from the HS codes module (decision 275): a six-digit code exists when the nomenclature
 * describes it; a name's headings are the first four digits of the matcher's first candidates (none: no idea, so
 * nothing is flagged). A name's answer is kept (a manifest repeats its names), 10,000 names at most.
 */
export function hsKnowledgeOf(hs: Pick<HsCodesService, 'describe' | 'matcher'>): HsKnowledge {
  const headings = new Map<string, ReadonlySet<string> | null>();
  return {
    exists: (code) => /^\d{6}$/.test(code) && hs.describe(code, 'en') !== '',
    headingsFor(goodsName) {
      const key = goodsName.trim().toLowerCase();
      if (headings.has(key)) return headings.get(key)!;
      const found = hs.matcher().match(goodsName, HEADING_CANDIDATES);
      const answer = found.length === 0 ? null : new Set(found.map((c) => c.hsCode.slice(0, 4)));
      if (headings.size >= NAMES_KEPT) headings.clear();
      headings.set(key, answer);
      return answer;
    },
  };
}
