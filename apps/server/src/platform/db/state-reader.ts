import type { DataAccess } from './data-access';
import { freshRead } from './fresh-read';

/**
 * A reader of a small piece of database state that moves whenever the data behind a cache change (a version
 * counter, a state key), cheap enough for every call of a hot path:
 * - inside a transaction it reads, in that transaction (its own uncommitted writes count);
 * - outside, concurrent calls share one read that began after they did (`freshRead`, decision 51);
 * - it reads nothing while the database's change count has not moved since a read that began after the count was
 *   taken: this process's writes on the embedded database (decision 53), and on PostgreSQL also the changes other
 *   processes announce (decision 57).
 */
export function stateReader<T>(
  data: Pick<DataAccess, 'inTransaction' | 'changeCount'>,
  read: () => Promise<T>,
): () => Promise<T> {
  const shared = freshRead(read);
  let known: { writes: number; value: T } | null = null;
  return async () => {
    if (data.inTransaction) return read();
    const writes = data.changeCount?.();
    if (writes === undefined) return shared();
    if (known?.writes === writes) return known.value;
    const value = await shared(); // began after `writes` was counted
    known = { writes, value };
    return value;
  };
}
