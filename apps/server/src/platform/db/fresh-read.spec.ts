import { describe, expect, it } from 'vitest';
import { freshRead } from './fresh-read';

/** A read whose answer is the number of writes committed when it began; it ends when the test says. */
function counterSource() {
  let committed = 0;
  const reads: { startedAt: number; finish: () => void; fail: (e: Error) => void }[] = [];
  const read = () =>
    new Promise<number>((resolve, reject) => {
      const startedAt = committed;
      reads.push({ startedAt, finish: () => resolve(startedAt), fail: reject });
    });
  return {
    read,
    reads,
    write: () => committed++,
    get committed() {
      return committed;
    },
  };
}

const tick = () => new Promise((r) => setTimeout(r, 0));

describe('freshRead', () => {
  it('shares one read between the calls that arrive while a read is in flight, and never answers from an older one', async () => {
    const src = counterSource();
    const get = freshRead(src.read);
    const first = get();
    src.write(); // committed after the first read began
    const seen = [get(), get(), get()];
    expect(src.reads).toHaveLength(1);
    src.reads[0]!.finish();
    await tick();
    expect(src.reads).toHaveLength(2); // one more read for the three waiting calls
    src.reads[1]!.finish();
    expect(await first).toBe(0);
    expect(await Promise.all(seen)).toEqual([1, 1, 1]);
  });

  it('every call sees the writes committed before it began, under interleaved calls, writes and ends', async () => {
    for (let seed = 1; seed <= 20; seed++) {
      let x = seed;
      const random = () => (x = (x * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
      const src = counterSource();
      const get = freshRead(src.read);
      const calls: { before: number; answer: Promise<number> }[] = [];
      for (let step = 0; step < 300; step++) {
        const r = random();
        if (r < 0.3) src.write();
        else if (r < 0.7) calls.push({ before: src.committed, answer: get() });
        else if (r < 0.9) src.reads.shift()?.finish();
        else await tick();
      }
      await tick(); // a call waiting for the next read starts it now
      while (src.reads.length > 0) {
        for (const read of src.reads.splice(0)) read.finish();
        await tick();
      }
      for (const c of calls) expect(await c.answer).toBeGreaterThanOrEqual(c.before);
      expect(calls.length).toBeGreaterThan(50);
    }
  });

  it('a failed read fails its callers only; the waiting calls get a read of their own', async () => {
    const src = counterSource();
    const get = freshRead(src.read);
    const first = get();
    const waiting = get();
    src.reads[0]!.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    await tick();
    src.reads[1]!.finish();
    expect(await waiting).toBe(0);
    const later = get();
    expect(src.reads).toHaveLength(3);
    src.reads[2]!.finish();
    expect(await later).toBe(0);
  });

  it('calls after an ended read start a new one', async () => {
    const src = counterSource();
    const get = freshRead(src.read);
    const a = get();
    src.reads[0]!.finish();
    await a;
    src.write();
    const b = get();
    expect(src.reads).toHaveLength(2);
    src.reads[1]!.finish();
    expect(await b).toBe(1);
  });
});
