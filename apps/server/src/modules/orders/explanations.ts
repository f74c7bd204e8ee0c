import { createHash } from 'node:crypto';

/** An explanation's key: the first 32 hex digits of the SHA-256 of its JSON text (migration 0029 keys them so). */
export const explanationKey = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

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
    const hash = explanationKey(JSON.stringify(explain));
    if (!explanations.has(hash)) explanations.set(hash, explain);
    return { ...row, explainHash: hash };
  });
  return { rows, explanations: [...explanations].map(([hash, body]) => ({ hash, body })) };
}
