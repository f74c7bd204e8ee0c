/**
 * Serials handed out from blocks: `fetchStart` answers the first serial of a fresh block of `size` (a sequence whose
 * increment is `size`), and the block is used up before it is called again. Calls waiting while a block is fetched
 * share that fetch; a failed fetch fails the calls that waited on it, and the next call tries again. Serials are
 * unique across processes (each block is a sequence value's own) but not in time order between them.
 */
export function serialBlocks(size: number, fetchStart: () => Promise<string | bigint>): () => Promise<bigint> {
  if (!Number.isInteger(size) || size < 1) throw new Error(`block size must be a positive integer, got ${size}`);
  let next = 0n;
  let end = 0n;
  let refill: Promise<void> | null = null;
  return async function take(): Promise<bigint> {
    while (next >= end) {
      refill ??= fetchStart()
        .then((start) => {
          next = BigInt(start);
          end = next + BigInt(size);
        })
        .finally(() => {
          refill = null;
        });
      await refill;
    }
    return next++;
  };
}
