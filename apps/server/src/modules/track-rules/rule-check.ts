import { isTrackingStatus, subStatusBelongs, type Language, type TrackingStatus } from '@parcelhub/contracts';
import type { TrackRuleMatchKind } from '@parcelhub/contracts';
import { AppError } from '../../platform/http/app-error';
import { interpolate } from '../../platform/i18n/language';
import { TRACK_RULE_ERRORS } from './track-rules.errors';
import { patternProblem } from './glob';

export interface RuleTarget {
  matchKind: TrackRuleMatchKind;
  matchText: string;
  status: string;
  subStatus: string;
}

/** Why a rule cannot be saved: its status, its sub-status or its pattern. */
export type RuleProblem =
  | { key: 'TRACK_RULE_STATUS_UNKNOWN'; params: { status: string } }
  | { key: 'TRACK_RULE_SUB_STATUS_MISMATCH'; params: { status: string; subStatus: string } }
  | { key: 'TRACK_RULE_PATTERN_TOO_LONG'; params: { max: number } }
  | { key: 'TRACK_RULE_PATTERN_TOO_MANY_STARS'; params: { max: number } }
  | { key: 'TRACK_RULE_PATTERN_RUNAWAY'; params: { near: string } };

export type CheckedRule =
  { ok: true; status: TrackingStatus; subStatus: string | null } | { ok: false; problem: RuleProblem };

/** A rule's target checked: a known status, a sub-status of that status (or none), a pattern that cannot run away. */
export function checkRule(rule: RuleTarget): CheckedRule {
  const { status } = rule;
  if (!isTrackingStatus(status))
    return { ok: false, problem: { key: 'TRACK_RULE_STATUS_UNKNOWN', params: { status } } };
  const subStatus = rule.subStatus || null;
  if (subStatus && !subStatusBelongs(status, subStatus))
    return { ok: false, problem: { key: 'TRACK_RULE_SUB_STATUS_MISMATCH', params: { status, subStatus } } };
  if (rule.matchKind === 'PATTERN') {
    const p = patternProblem(rule.matchText);
    if (p?.problem === 'tooLong') return { ok: false, problem: { key: 'TRACK_RULE_PATTERN_TOO_LONG', params: p } };
    if (p?.problem === 'tooManyStars')
      return { ok: false, problem: { key: 'TRACK_RULE_PATTERN_TOO_MANY_STARS', params: { max: p.max } } };
    if (p?.problem === 'nestedRepetition')
      return { ok: false, problem: { key: 'TRACK_RULE_PATTERN_RUNAWAY', params: { near: p.near } } };
  }
  return { ok: true, status, subStatus };
}

/** The problem as the error the caller reads. */
export function raise(problem: RuleProblem): never {
  switch (problem.key) {
    case 'TRACK_RULE_STATUS_UNKNOWN':
      throw new AppError('TRACK_RULE_STATUS_UNKNOWN', { status: problem.params.status });
    case 'TRACK_RULE_SUB_STATUS_MISMATCH':
      throw new AppError('TRACK_RULE_SUB_STATUS_MISMATCH', {
        status: problem.params.status,
        subStatus: problem.params.subStatus,
      });
    case 'TRACK_RULE_PATTERN_TOO_LONG':
      throw new AppError('TRACK_RULE_PATTERN_TOO_LONG', { max: problem.params.max });
    case 'TRACK_RULE_PATTERN_TOO_MANY_STARS':
      throw new AppError('TRACK_RULE_PATTERN_TOO_MANY_STARS', { max: problem.params.max });
    case 'TRACK_RULE_PATTERN_RUNAWAY':
      throw new AppError('TRACK_RULE_PATTERN_RUNAWAY', { near: problem.params.near });
  }
}

/** The problem in words (an import's report). */
export const problemWords = (problem: RuleProblem, lang: Language) =>
  interpolate(TRACK_RULE_ERRORS[problem.key].message[lang], problem.params);
