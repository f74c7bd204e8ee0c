import { describe, expect, it } from 'vitest';
import { explanationKey, explanationStore, keyedExplanations, type KeyedExplanation } from './explanations';

describe('keyedExplanations', () => {
  const a = { weight: { actual: '3.000' }, surcharges: [{ code: 'FUEL', name: { zh: '燃油附加费', en: 'Fuel' } }] };
  const b = { weight: { actual: '5.000' } };

  it('stores each distinct explanation once and gives every order its key', () => {
    const { rows, explanations } = keyedExplanations([
      { ref: 'A', explain: a },
      { ref: 'B', explain: b },
      { ref: 'C', explain: structuredClone(a) },
    ]);
    expect(rows.map((r) => r.ref)).toEqual(['A', 'B', 'C']);
    expect(rows.every((r) => !('explain' in r))).toBe(true);
    expect(rows[0]!.explainHash).toBe(rows[2]!.explainHash);
    expect(rows[0]!.explainHash).not.toBe(rows[1]!.explainHash);
    expect(explanations).toEqual([
      { hash: rows[0]!.explainHash, body: a },
      { hash: rows[1]!.explainHash, body: b },
    ]);
  });

  it('keys an explanation by its JSON text, as migration 0029 keyed the stored ones', () => {
    // left(encode(sha256(convert_to(text, 'UTF8')), 'hex'), 32) in PostgreSQL, for this text.
    expect(explanationKey('{"a":"燃油"}')).toBe('6f69a91580091aa0af992b09ca4f9be0');
    expect(keyedExplanations([{ explain: a }]).rows[0]!.explainHash).toBe(explanationKey(JSON.stringify(a)));
  });

  it('writes no key for an order without an explanation, and leaves one alone that does not name it', () => {
    const { rows, explanations } = keyedExplanations([{ ref: 'N', explain: null }, { ref: 'U' }]);
    expect(rows).toEqual([{ ref: 'N', explainHash: null }, { ref: 'U' }]);
    expect(explanations).toEqual([]);
  });
});

describe('explanationStore', () => {
  const a = { weight: { actual: '3.000' } };
  const b = { weight: { actual: '5.000' } };
  const c = { weight: { actual: '7.000' } };
  /** The store, what each call sent, and a switch for being inside a transaction. */
  function harness(limit?: number) {
    const sent: unknown[][] = [];
    let inTransaction = false;
    let fail = false;
    const store = explanationStore(
      {
        store: async (list: readonly KeyedExplanation[]) => {
          if (fail) throw new Error('the database is gone');
          sent.push(list.map((e) => e.body));
        },
        inTransaction: () => inTransaction,
      },
      limit,
    );
    return {
      store,
      sent,
      inside: (on: boolean) => (inTransaction = on),
      failing: (on: boolean) => (fail = on),
    };
  }

  it('sends each explanation once, and nothing for those it stored before outside a transaction', async () => {
    const h = harness();
    await h.store([a, structuredClone(a), null, b]);
    await h.store([structuredClone(b), a]);
    await h.store([b, c]);
    expect(h.sent).toEqual([[a, b], [c]]);
  });

  it('sends again what it stored inside a transaction, which may yet roll back', async () => {
    const h = harness();
    h.inside(true);
    await h.store([a]);
    h.inside(false);
    await h.store([a]);
    await h.store([a]);
    expect(h.sent).toEqual([[a], [a]]);
  });

  it('remembers nothing of a store that failed', async () => {
    const h = harness();
    h.failing(true);
    await expect(h.store([a])).rejects.toThrow('the database is gone');
    h.failing(false);
    await h.store([a]);
    expect(h.sent).toEqual([[a]]);
  });

  it('keeps at most its limit of keys: past it, it forgets them and sends again', async () => {
    const h = harness(2);
    await h.store([a, b]);
    await h.store([a, b]);
    await h.store([c]); // three keys would pass the limit: the two known are forgotten
    await h.store([a]);
    await h.store([c]);
    expect(h.sent).toEqual([[a, b], [c], [a]]);
  });
});
