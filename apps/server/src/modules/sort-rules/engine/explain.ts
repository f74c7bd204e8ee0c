import type { SortRuleLoss, SortType } from '@parcelhub/contracts';
import { compareRules, failedCondition } from './conditions';
import type { ParcelFacts, SortRule } from './rule';

export interface Explanation {
  winner: SortRule | null;
  /** Every other rule of the type: the matching losers first (in the order they rank), then the others. */
  others: { rule: SortRule; loss: SortRuleLoss }[];
}

/** Why a rule is not in force at `now`, or null when it is. */
function outOfForce(rule: SortRule, now: Date): 'disabled' | 'notYet' | 'ended' | null {
  if (!rule.enabled) return 'disabled';
  if (rule.validFrom !== null && rule.validFrom.getTime() > now.getTime()) return 'notYet';
  if (rule.validTo !== null && rule.validTo.getTime() <= now.getTime()) return 'ended';
  return null;
}

/**
 * The rule test: the rule that takes the parcel (as `decideNaive`), and for each other rule of the type why it did
 * not: not in force, a condition it names that the parcel fails, or the step of decision 170 on which the winner beat
 * it (`level`: a lower level; then the narrower postcode range, weight range, more conditions, the older rule).
 */
export function explainDecision(
  rules: readonly SortRule[],
  type: SortType,
  parcel: ParcelFacts,
  now: Date,
): Explanation {
  const matched: SortRule[] = [];
  const failed: { rule: SortRule; loss: SortRuleLoss }[] = [];
  for (const rule of rules) {
    if (rule.sortType !== type) continue;
    const why = outOfForce(rule, now);
    if (why) {
      failed.push({ rule, loss: { kind: 'outOfForce', why } });
      continue;
    }
    const condition = failedCondition(rule, parcel);
    if (condition) failed.push({ rule, loss: { kind: 'condition', condition } });
    else matched.push(rule);
  }
  matched.sort((a, b) => compareRules(a, b).order);
  const [winner = null, ...losers] = matched;
  return {
    winner,
    others: [
      ...losers.map((rule) => ({ rule, loss: { kind: 'lost', on: compareRules(winner!, rule).on } as const })),
      ...failed,
    ],
  };
}
