import { describe, expect, it } from 'vitest';
import { serialBlocks } from './serial-blocks';

/** A sequence with the given increment, as the database would answer it. */
function sequence(increment: number) {
  let last = 1 - increment;
  const calls = { count: 0 };
  const fetch = async () => {
    calls.count++;
    await new Promise((resolve) => setImmediate(resolve));
    return String((last += increment));
  };
  return { fetch, calls };
}

describe('serialBlocks', () => {
  it('hands out each block whole before fetching the next', async () => {
    const seq = sequence(3);
    const take = serialBlocks(3, seq.fetch);
    const got: bigint[] = [];
    for (let i = 0; i < 7; i++) got.push(await take());
    expect(got).toEqual([1n, 2n, 3n, 4n, 5n, 6n, 7n]);
    expect(seq.calls.count).toBe(3);
  });

  it('gives 200 concurrent callers 200 different serials, one fetch per block', async () => {
    const seq = sequence(50);
    const take = serialBlocks(50, seq.fetch);
    const got = await Promise.all(Array.from({ length: 200 }, () => take()));
    expect(new Set(got).size).toBe(200);
    expect([...got].sort((a, b) => Number(a - b))).toEqual(Array.from({ length: 200 }, (_, i) => BigInt(i + 1)));
    expect(seq.calls.count).toBe(4);
  });

  it('two processes with their own blocks never hand out the same serial', async () => {
    const seq = sequence(5);
    const a = serialBlocks(5, seq.fetch);
    const b = serialBlocks(5, seq.fetch);
    const got = await Promise.all(Array.from({ length: 40 }, (_, i) => (i % 3 === 0 ? a() : b())));
    expect(new Set(got).size).toBe(40);
  });

  it('fails the callers of a failed fetch, then fetches again', async () => {
    let fail = true;
    const take = serialBlocks(2, async () => {
      if (fail) throw new Error('database down');
      return 11n;
    });
    await expect(Promise.all([take(), take()])).rejects.toThrow('database down');
    fail = false;
    expect([await take(), await take()]).toEqual([11n, 12n]);
  });

  it('refuses a block size that is not a positive integer', () => {
    expect(() => serialBlocks(0, async () => 1n)).toThrow(/positive integer/);
    expect(() => serialBlocks(1.5, async () => 1n)).toThrow(/positive integer/);
  });
});
