import type { SortType } from '@parcelhub/contracts';
import { compareRules, failedCondition, inForce } from './conditions';
import type { ParcelFacts, SortRule } from './rule';

/**
 * The decision written plainly: every rule of the type in force, every condition checked, the best by `compareRules`.
 * The reference the compiled engine is tested and measured against.
 */
export function decideNaive(
  rules: readonly SortRule[],
  type: SortType,
  parcel: ParcelFacts,
  now: Date,
): SortRule | null {
  let best: SortRule | null = null;
  for (const rule of rules) {
    if (rule.sortType !== type || !inForce(rule, now) || failedCondition(rule, parcel) !== null) continue;
    if (best === null || compareRules(rule, best).order < 0) best = rule;
  }
  return best;
}
