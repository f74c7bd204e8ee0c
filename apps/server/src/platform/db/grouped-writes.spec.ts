import { describe, expect, it } from 'vitest';
import { actingAs, currentWriteActor } from './actor-context';
import { groupedWrites } from './grouped-writes';

const outside = { inTransaction: false };
const tick = () => new Promise((r) => setImmediate(r));

/** A write that records each call's items and answers them doubled, after the test lets it end. */
function recorder(fail: (item: number) => boolean = () => false) {
  const calls: number[][] = [];
  const actors: unknown[] = [];
  const pending: (() => void)[] = [];
  const write = async (items: readonly number[]) => {
    calls.push([...items]);
    actors.push(currentWriteActor());
    await new Promise<void>((r) => pending.push(r));
    if (items.some(fail)) throw new Error(`bad item in ${items.join(',')}`);
    return items.map((i) => i * 2);
  };
  const release = async () => {
    while (pending.length) pending.shift()!();
    await tick();
  };
  return { calls, actors, write, release };
}

describe('groupedWrites', () => {
  it('sends calls made in one turn of the event loop as one write, each answered its own result', async () => {
    const r = recorder();
    const write = groupedWrites(outside, r.write);
    const answers = Promise.all([1, 2, 3].map(write));
    await tick();
    expect(r.calls).toEqual([[1, 2, 3]]);
    await r.release();
    expect(await answers).toEqual([2, 4, 6]);
  });

  it('holds calls made while a write is in flight for the next one, which carries them all', async () => {
    const r = recorder();
    const write = groupedWrites(outside, r.write);
    const first = write(1);
    await tick();
    const later = [write(2), write(3)];
    await tick();
    expect(r.calls).toEqual([[1]]);
    await r.release();
    expect(await first).toBe(2);
    expect(r.calls).toEqual([[1], [2, 3]]);
    await r.release();
    expect(await Promise.all(later)).toEqual([4, 6]);
  });

  it('never sends more than max items in one write', async () => {
    const r = recorder();
    const write = groupedWrites(outside, r.write, 2);
    const all = Promise.all([1, 2, 3, 4, 5].map(write));
    await tick();
    for (let i = 0; i < 3; i++) await r.release();
    expect(r.calls).toEqual([[1, 2], [3, 4], [5]]);
    expect(await all).toEqual([2, 4, 6, 8, 10]);
  });

  it('writes each item of a failed write again on its own: only the bad one fails', async () => {
    const r = recorder((i) => i === 2);
    const write = groupedWrites(outside, r.write);
    const answers = [1, 2, 3].map((i) =>
      write(i).then(
        (v) => ({ v }),
        (e: Error) => ({ e: e.message }),
      ),
    );
    await tick();
    await r.release(); // the group fails
    await r.release(); // the three alone
    expect(await Promise.all(answers)).toEqual([{ v: 2 }, { e: 'bad item in 2' }, { v: 6 }]);
    expect(r.calls).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('refuses an answer of the wrong length rather than resolving calls with the wrong results', async () => {
    const write = groupedWrites(outside, async (items: readonly number[]) => (items.length > 1 ? [0] : [items[0]!]));
    expect(await Promise.all([write(7), write(8)])).toEqual([7, 8]);
  });

  it('writes as the system, not as the actor of whichever call started the write', async () => {
    const r = recorder();
    const write = groupedWrites(outside, r.write);
    const answer = actingAs({ userId: 5, accountId: 5, requestId: 'r' }, () => write(1));
    await tick();
    await r.release();
    await answer;
    expect(r.actors).toEqual([undefined]);
  });

  it('inside a transaction writes its item at once, alone, as its caller', async () => {
    const r = recorder();
    const write = groupedWrites({ inTransaction: true }, r.write);
    const answer = actingAs({ userId: 5, accountId: 5, requestId: 'r' }, () => write(4));
    await Promise.resolve();
    await Promise.resolve();
    expect(r.calls).toEqual([[4]]);
    expect(r.actors).toEqual([{ userId: 5, accountId: 5, requestId: 'r' }]);
    await r.release();
    expect(await answer).toBe(8);
  });
});
