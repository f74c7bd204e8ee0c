import type { TrackRuleMatchKind } from '@parcelhub/contracts';
import { compileGlob } from './glob';

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
  test(code: string, lowerDescription: string): boolean;
}

/**
 * A group's rules compiled once: CODE rules in a hash map (the best-ranked rule of each code), KEYWORD and PATTERN
 * rules in one list in rank order, each with its text lowered and its glob compiled. An event looks its code up, then
 * scans the list only while the list's rules rank before the code's rule; the description is lowered once.
 */
export function compileRules<R extends MatchableRule>(rules: readonly R[]): CompiledRules<R> {
  const ordered = rules.filter((r) => r.enabled).sort(byPriority);
  const byCode = new Map<string, { rank: number; rule: R }>();
  const scanned: Scanned<R>[] = [];
  ordered.forEach((rule, rank) => {
    if (rule.matchKind === 'CODE') {
      if (!byCode.has(rule.matchText)) byCode.set(rule.matchText, { rank, rule });
    } else if (rule.matchKind === 'KEYWORD') {
      const keyword = rule.matchText.toLowerCase();
      scanned.push({ rank, rule, test: (_code, description) => description.includes(keyword) });
    } else {
      const glob = compileGlob(rule.matchText);
      scanned.push({ rank, rule, test: (code, description) => glob(code.toLowerCase()) || glob(description) });
    }
  });
  return {
    size: ordered.length,
    match(event) {
      const hit = byCode.get(event.code);
      const limit = hit ? hit.rank : Infinity;
      if (scanned.length === 0 || scanned[0]!.rank > limit) return hit?.rule ?? null;
      const description = event.description.toLowerCase();
      for (const s of scanned) {
        if (s.rank > limit) break;
        if (s.test(event.code, description)) return s.rule;
      }
      return hit?.rule ?? null;
    },
  };
}
