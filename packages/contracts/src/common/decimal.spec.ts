import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalField } from './decimal';

const dimension = decimalField({ places: 2, max: 1000, positive: true });
const amount = decimalField({ places: 3, max: 10000 });

/** The field's messages for a value: none when it passes. */
const messages = (field: typeof dimension, v: unknown) => {
  const r = field.safeParse(v);
  return r.success ? [] : r.error.issues.map((i) => i.message);
};

/** The rule as written in the spec, one check at a time, the first failing one answering. */
function reference(v: unknown, places: number, max: number, positive: boolean): string | { ok: string } {
  if (v === undefined || v === null) return 'required';
  if (typeof v !== 'number' && typeof v !== 'string') return 'number';
  const s = typeof v === 'number' ? String(v) : v.trim();
  if (s === '') return 'required';
  if (!/^\d{1,12}(\.\d+)?$/.test(s)) return 'number';
  if (s.includes('.') && s.split('.')[1]!.length > places) return `decimals|places=${places}`;
  if (Number(s) > max) return `numberTooLarge|max=${max}`;
  if (positive && Number(s) <= 0) return 'greaterThanZero';
  return { ok: s.replace(/^0+(?=\d)/, '') };
}

describe('decimalField', () => {
  it('answers a canonical string for a number or a string', () => {
    expect(dimension.parse(12.5)).toBe('12.5');
    expect(dimension.parse(' 12.50 ')).toBe('12.50');
    expect(dimension.parse('00012.5')).toBe('12.5');
    expect(dimension.parse('0.5')).toBe('0.5');
    expect(amount.parse('0')).toBe('0');
    expect(amount.parse('000')).toBe('0');
    expect(dimension.parse('1000')).toBe('1000');
  });

  it('says one thing, the first rule a value breaks', () => {
    expect(messages(dimension, 'abc')).toEqual(['number']);
    expect(messages(dimension, '')).toEqual(['required']);
    expect(messages(dimension, '  ')).toEqual(['required']);
    expect(messages(dimension, undefined)).toEqual(['required']);
    expect(messages(dimension, -1)).toEqual(['number']);
    expect(messages(dimension, '1e3')).toEqual(['number']);
    expect(messages(dimension, 1e21)).toEqual(['number']);
    expect(messages(dimension, '１２')).toEqual(['number']);
    expect(messages(dimension, '0.001')).toEqual(['decimals|places=2']);
    expect(messages(dimension, '5000.123')).toEqual(['decimals|places=2']);
    expect(messages(dimension, 1000.01)).toEqual(['numberTooLarge|max=1000']);
    expect(messages(dimension, '0')).toEqual(['greaterThanZero']);
    expect(messages(dimension, '0.00')).toEqual(['greaterThanZero']);
    expect(messages(amount, '0')).toEqual([]);
    expect(messages(dimension, null)).toEqual(['required']);
    expect(messages(dimension, true)).toEqual(['number']);
    expect(messages(dimension, { valueOf: () => 3 })).toEqual(['number']);
  });

  it('agrees with the rule checked step by step, for any number or text', () => {
    const text = fc.oneof(
      fc.string(),
      fc.stringMatching(/^ ?0{0,3}\d{0,13}(\.\d{0,5})? ?$/),
      fc.double().map(String),
      fc.integer().map(String),
    );
    const value = fc.oneof(text, fc.double(), fc.integer(), fc.constantFrom(null, undefined, true, [], {}));
    const fields = [
      { places: 2, max: 1000, positive: true },
      { places: 3, max: 10000, positive: false },
      { places: 0, max: 999999999999, positive: false },
    ];
    fc.assert(
      fc.property(value, fc.constantFrom(...fields), (v, rule) => {
        const want = reference(v, rule.places, rule.max, rule.positive);
        const r = decimalField(rule).safeParse(v);
        if (typeof want === 'string') {
          expect(r.success).toBe(false);
          expect(r.error!.issues.map((i) => i.message)).toEqual([want]);
        } else expect(r.success && r.data).toBe(want.ok);
      }),
      { numRuns: 3000 },
    );
  });
});
