import type { DataAccess } from '../../platform/db/data-access';

/** What a chunk of orders does in its transaction, for `writeChunk`. */
export interface ChunkWork<T> {
  /** The chunk's orders. */
  size: number;
  /** Writes the chunk's first `count` orders (rows and logs). */
  write(count: number): Promise<T[]>;
  /** Charges the written orders (and writes what goes with them). */
  charge(written: T[]): Promise<T[]>;
  /** How many of the chunk's orders, in order, the balance pays for; holds the balance until the transaction ends. */
  affordable(): Promise<number>;
}

const ROLLED_BACK_REFUSED = new Error('the balance ran out before this chunk');
const ROLLED_BACK_SHORT = new Error('the balance pays for fewer orders than the chunk');

/**
 * A chunk of one customer's orders written in one transaction at its turn (`turn` resolves once the chunk before has
 * written: false when the balance ran out there). Answers the orders written and charged, in order, as many as the
 * balance pays for; null when the turn said no (nothing written). Other failures roll back and are thrown.
 *
 * Where transactions run side by side (PostgreSQL), the orders are written before the turn comes and before the
 * balance is locked, while the chunk before still writes: the chunks' inserts overlap instead of queueing behind each
 * other's charges. Rolled back when the turn says no, or when the balance pays for fewer than all: those it pays for
 * are then written the locked way, as on the embedded database (balance first, then the rows it pays for).
 */
export async function writeChunk<T>(
  data: DataAccess,
  turn: Promise<boolean> | undefined,
  work: ChunkWork<T>,
): Promise<T[] | null> {
  if (turn && data.concurrentTransactions) {
    try {
      return await data.withTransaction(async () => {
        const written = await work.write(work.size);
        if (!(await turn)) throw ROLLED_BACK_REFUSED;
        if ((await work.affordable()) < work.size) throw ROLLED_BACK_SHORT;
        return work.charge(written);
      });
    } catch (err) {
      if (err === ROLLED_BACK_REFUSED) return null;
      if (err !== ROLLED_BACK_SHORT) throw err;
    }
  } else if (turn && !(await turn)) return null;
  return data.withTransaction(async () => {
    const fit = await work.affordable();
    return fit === 0 ? [] : work.charge(await work.write(fit));
  });
}
