import { createHash } from 'node:crypto';

/** An explanation's key: the first 32 hex digits of the SHA-256 of its JSON text (migration 0029 keys them so). */
export const explanationKey = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/** Keys of explanations worked out already: the placement stores them before its transaction, then writes the rows. */
const keys = new WeakMap<object, string>();
const keyOf = (explain: unknown): string => {
  if (typeof explain !== 'object' || explain === null) return explanationKey(JSON.stringify(explain));
  let key = keys.get(explain);
  if (key === undefined) keys.set(explain, (key = explanationKey(JSON.stringify(explain))));
  return key;
};

/**
 * Order values as stored: each explanation replaced by its key (`explainHash`, null without one), and the distinct
 * explanations to store, once each however many of the values share one.
 */
export function keyedExplanations<T extends { explain?: unknown }>(
  values: readonly T[],
): { rows: (Omit<T, 'explain'> & { explainHash?: string | null })[]; explanations: { hash: string; body: unknown }[] } {
  const explanations = new Map<string, unknown>();
  const rows = values.map(({ explain, ...row }) => {
    if (explain === undefined) return row;
    if (explain === null) return { ...row, explainHash: null };
    const hash = keyOf(explain);
    if (!explanations.has(hash)) explanations.set(hash, explain);
    return { ...row, explainHash: hash };
  });
  return { rows, explanations: [...explanations].map(([hash, body]) => ({ hash, body })) };
}

/** An explanation as stored: its key and its body. */
export type KeyedExplanation = { hash: string; body: unknown };

/**
 * Stores the explanations of orders about to be written, before their transaction (orders.repository.ts
 * `storeExplanations` says why), sending only those this process has not seen committed: an explanation is never
 * changed or removed, so one stored outside any transaction need not be sent again. At most `limit` keys are kept
 * (past it they are forgotten; the next of each is sent again, which the insert leaves as it is).
 */
export function explanationStore(
  deps: { store: (list: readonly KeyedExplanation[]) => Promise<void>; inTransaction: () => boolean },
  limit = 10_000,
) {
  const committed = new Set<string>();
  return async (explains: readonly unknown[]): Promise<void> => {
    const { explanations } = keyedExplanations(explains.map((explain) => ({ explain })));
    const fresh = explanations.filter((e) => !committed.has(e.hash));
    if (fresh.length === 0) return;
    await deps.store(fresh);
    if (deps.inTransaction()) return; // committed only if its transaction is
    if (committed.size + fresh.length > limit) committed.clear();
    for (const e of fresh) committed.add(e.hash);
  };
}
