import type { HsCodesService } from '../hs-codes';
import type { HsKnowledge } from './checks/manifest-checks';

/** How many of the matcher's candidates a goods name's headings are taken from. */
export const HEADING_CANDIDATES = 5;

/**
 * The check's HS knowledge from the HS codes module (decision 275): a six-digit code exists when the nomenclature
 * describes it; a name's headings are the first four digits of the matcher's first candidates (none: no idea, so
 * nothing is flagged). Answers per goods name are kept for one check (a manifest repeats its names).
 */
export function hsKnowledgeOf(hs: Pick<HsCodesService, 'describe' | 'matcher'>): HsKnowledge {
  return {
    exists: (code) => /^\d{6}$/.test(code) && hs.describe(code, 'en') !== '',
    headingsFor(goodsName) {
      const found = hs.matcher().match(goodsName, HEADING_CANDIDATES);
      return found.length === 0 ? null : new Set(found.map((c) => c.hsCode.slice(0, 4)));
    },
  };
}
