import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createHash } from 'node:crypto';
import { canonicalJson, requestHash } from './placement-values';

/** How fingerprints were made before canonicalJson: the value copied with sorted keys, then JSON.stringify. */
function copiedThenStringified(input: unknown): string | undefined {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.keys(v)
              .sort()
              .map((k) => [k, canonical((v as Record<string, unknown>)[k])]),
          )
        : v;
  return JSON.stringify(canonical(input));
}

const anything = fc.anything({
  maxDepth: 4,
  withBoxedValues: true,
  withDate: true,
  withMap: true,
  withSet: true,
  withNullPrototype: true,
  withObjectString: true,
  withSparseArray: true,
  withTypedArray: true,
  withUnicodeString: true,
  key: fc.oneof(
    fc.string(),
    fc.constantFrom('0', '1', '10', '2', '01', '-1', '4294967294', '4294967295', '1.5', '__proto__'),
  ),
});

describe('canonicalJson', () => {
  it('writes what the copy-then-stringify fingerprint wrote, for any value', () => {
    fc.assert(
      fc.property(anything, (v) => {
        expect(canonicalJson(v)).toBe(copiedThenStringified(v));
      }),
      { numRuns: 3000 },
    );
  });

  it('escapes strings as JSON does: quotes, backslashes, controls, lone surrogates, as keys and as values', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: 'grapheme' }),
      fc.constantFrom('"', '\\', '\u0000', '\n', '\u2028', '\ud800', '\udc00x', '\ud83d\ude00'),
    );
    fc.assert(
      fc.property(fc.dictionary(text, fc.oneof(text, fc.double(), fc.boolean())), (v) => {
        expect(canonicalJson(v)).toBe(copiedThenStringified(v));
      }),
      { numRuns: 2000 },
    );
  });

  it('orders index keys numerically, the others as sort() does, and leaves out undefined and functions', () => {
    const v = { b: 1, 10: 'ten', a: [undefined, () => 1, { z: undefined, y: null }], 2: 'two', B: new Date(0) };
    expect(canonicalJson(v)).toBe('{"2":"two","10":"ten","B":{},"a":[null,null,{"y":null}],"b":1}');
    expect(canonicalJson(v)).toBe(copiedThenStringified(v));
  });

  it('keeps a placement fingerprint stable whatever the key order', () => {
    const a = { referenceNo: 'R1', boxes: [{ length: '40', weight: '3' }], remark: '' };
    const b = { remark: '', boxes: [{ weight: '3', length: '40' }], referenceNo: 'R1' };
    expect(requestHash(a)).toBe(requestHash(b));
    expect(requestHash(a)).toBe(createHash('sha256').update(copiedThenStringified(a)!).digest('hex'));
    expect(requestHash({ ...a, referenceNo: 'R2' })).not.toBe(requestHash(a));
  });
});
