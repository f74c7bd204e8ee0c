import { describe, expect, it } from 'vitest';
import { explanationKey, keyedExplanations } from './explanations';

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
