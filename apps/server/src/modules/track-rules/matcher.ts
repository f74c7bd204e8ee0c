import type { TrackRuleMatchKind } from '@parcelhub/contracts';
import { compileGlob } from './glob';
import { buildSubstringIndex } from './substring-index';

/** What matching reads of a rule (the stored rule carries more). */
export interface MatchableRule {
  id: number;
  priority: number;
  matchKind: TrackRuleMatchKind;
  matchText: string;
  enabled: boolean;
}

/** What matching reads of a raw event. */
export interface MatchableEvent {
  code: string;
  description: string;
}

/** Rules are tried by priority (lower first), then by age (lower id first); disabled ones never match. */
export const byPriority = (a: MatchableRule, b: MatchableRule) => a.priority - b.priority || a.id - b.id;

/** One rule against one event: CODE exact, KEYWORD a case-insensitive part of the description, PATTERN a glob. */
export function ruleMatches(rule: MatchableRule, event: MatchableEvent): boolean {
  if (!rule.enabled) return false;
  switch (rule.matchKind) {
    case 'CODE':
      return event.code === rule.matchText;
    case 'KEYWORD':
      return event.description.toLowerCase().includes(rule.matchText.toLowerCase());
    case 'PATTERN': {
      const test = compileGlob(rule.matchText);
      return test(event.code.toLowerCase()) || test(event.description.toLowerCase());
    }
  }
}

/** The first rule by priority that matches, trying every rule in turn: the reference the compiled index must equal. */
export function matchNaive<R extends MatchableRule>(rules: readonly R[], event: MatchableEvent): R | null {
  for (const rule of [...rules].sort(byPriority)) if (ruleMatches(rule, event)) return rule;
  return null;
}

export interface CompiledRules<R> {
  /** The first rule by priority that matches the event, or null. */
  match(event: MatchableEvent): R | null;
  readonly size: number;
}

interface Scanned<R> {
  rank: number;
  rule: R;
  /** Null for a keyword (found is matched); a pattern's whole-text test, run once its literal is found. */
  glob: ((lowerText: string) => boolean) | null;
}

/** The longest run of a glob without a wildcard: every text it matches contains it. */
const requiredLiteral = (lowerPattern: string) =>
  lowerPattern.split(/[*?]/).reduce((a, b) => (b.length > a.length ? b : a), '');

/**
 * A group's rules compiled once: CODE rules in a hash map (the best-ranked rule of each code); KEYWORD texts and each
 * PATTERN's longest literal in one substring index, so an event's description (and, for patterns, its code) is read
 * once whatever the number of rules. The candidates found are tried in rank order, only while they rank before the
 * code's rule; a pattern candidate is then tested whole by its glob, compiled once.
 */
export function compileRules<R extends MatchableRule>(rules: readonly R[]): CompiledRules<R> {
  const ordered = rules.filter((r) => r.enabled).sort(byPriority);
  const byCode = new Map<string, { rank: number; rule: R }>();
  const scanned: Scanned<R>[] = [];
  const needles: string[] = [];
  /** By needle: the scanned rules it makes candidates, and whether it counts when found in the code. */
  const needleRules: { at: number; inCode: boolean }[] = [];
  /** Candidates whatever the text (an empty keyword, a pattern of wildcards only). */
  const always: number[] = [];
  ordered.forEach((rule, rank) => {
    if (rule.matchKind === 'CODE') {
      if (!byCode.has(rule.matchText)) byCode.set(rule.matchText, { rank, rule });
      return;
    }
    const lower = rule.matchText.toLowerCase();
    const isPattern = rule.matchKind === 'PATTERN';
    const at = scanned.push({ rank, rule, glob: isPattern ? compileGlob(rule.matchText) : null }) - 1;
    const needle = isPattern ? requiredLiteral(lower) : lower;
    if (needle === '') always.push(at);
    else {
      needles.push(needle);
      needleRules.push({ at, inCode: isPattern });
    }
  });
  const index = buildSubstringIndex(needles);
  const firstRank = scanned.length ? scanned[0]!.rank : Infinity;

  return {
    size: ordered.length,
    match(event) {
      const hit = byCode.get(event.code);
      const limit = hit ? hit.rank : Infinity;
      if (firstRank > limit) return hit?.rule ?? null;
      const code = event.code.toLowerCase();
      const description = event.description.toLowerCase();
      const candidates = new Set<number>(always);
      index.scan(description, (id) => candidates.add(needleRules[id]!.at));
      index.scan(code, (id) => {
        const n = needleRules[id]!;
        if (n.inCode) candidates.add(n.at);
      });
      // Scanned rules are in rank order, so their positions sort as their ranks do.
      for (const at of [...candidates].sort((a, b) => a - b)) {
        const s = scanned[at]!;
        if (s.rank > limit) break;
        if (!s.glob || s.glob(code) || s.glob(description)) return s.rule;
      }
      return hit?.rule ?? null;
    },
  };
}
