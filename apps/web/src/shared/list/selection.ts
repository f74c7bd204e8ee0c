import type { Key } from 'react';

/** Spec §5 and §9: at most 500 items may be selected at once. */
export const MAX_SELECTION = 500;

/**
 * The selection after a change, at most `max` keys: what was already selected stays, then the newly picked keys
 * in order until the limit. `truncated` tells the caller to say so.
 */
export function limitSelection(
  previous: readonly Key[],
  next: readonly Key[],
  max = MAX_SELECTION,
): { keys: Key[]; truncated: boolean } {
  if (next.length <= max) return { keys: [...next], truncated: false };
  const nextSet = new Set(next);
  const kept = previous.filter((k) => nextSet.has(k));
  const keptSet = new Set(kept);
  const added = next.filter((k) => !keptSet.has(k));
  return { keys: [...kept, ...added].slice(0, max), truncated: true };
}
