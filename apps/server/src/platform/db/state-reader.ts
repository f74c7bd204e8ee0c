import type { DataAccess } from './data-access';
import { freshRead } from './fresh-read';

/**
 * A reader of a small piece of database state that moves whenever the data behind a cache change (a version
 * counter, a state key), cheap enough for every call of a hot path:
 * - inside a transaction it reads, in that transaction (its own uncommitted writes count);
 * - outside, concurrent calls share one read that began after they did (`freshRead`, decision 51);
 * - where this process is the database's only writer (the embedded database counts its writes), it reads nothing
 *   while the process wrote nothing since a read that began after the count (decision 53).
 */
export function stateReader<T>(
  data: Pick<DataAccess, 'inTransaction' | 'localWrites'>,
  read: () => Promise<T>,
): () => Promise<T> {
  const shared = freshRead(read);
  let known: { writes: number; value: T } | null = null;
  return async () => {
    if (data.inTransaction) return read();
    const writes = data.localWrites?.();
    if (writes === undefined) return shared();
    if (known?.writes === writes) return known.value;
    const value = await shared(); // began after `writes` was counted
    known = { writes, value };
    return value;
  };
}
