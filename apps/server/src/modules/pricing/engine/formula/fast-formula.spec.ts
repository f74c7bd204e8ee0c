import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Dec } from '../decimal';
import { BAIL } from '../exact';
import { compileFast } from './fast-formula';
import { compileWithSlots } from './formula';
import { FormulaRuntimeError } from './formula-errors';

const NAMES = ['a', 'b', 'c'];
const SLOTS = new Map(NAMES.map((name, i) => [name, i]));

/** A variable's value and the places it is given at. */
type Values = Record<string, [value: string, places: number]>;

/**
 * The formula over scaled integers: its value as a plain decimal string and its scale, 'BAIL' when left to Decimal
 * at run time, null when not compiled at all.
 */
function fast(source: string, values: Values = {}) {
  const compiled = compileWithSlots(source, SLOTS);
  if (!compiled.ok) throw new Error(`${source}: ${compiled.error.message}`);
  const scales = NAMES.map((n) => values[n]?.[1] ?? 0);
  const f = compileFast(compiled.formula.tree, SLOTS, scales);
  if (f === null) return null;
  const slots = NAMES.map((n) => new Dec(values[n]?.[0] ?? '0').times(10 ** (values[n]?.[1] ?? 0)).toNumber());
  try {
    const m = f.run(slots);
    return { value: new Dec(m).div(10 ** f.scale).toString(), scale: f.scale };
  } catch (err) {
    if (err === BAIL) return 'BAIL';
    throw err;
  }
}

/** The Decimal formula's value, or the kind of its run-time error. */
function decimal(source: string, values: Values = {}): string {
  const compiled = compileWithSlots(source, SLOTS);
  if (!compiled.ok) throw new Error(source);
  try {
    return compiled.formula.run(NAMES.map((n) => new Dec(values[n]?.[0] ?? '0'))).toString();
  } catch (err) {
    if (err instanceof FormulaRuntimeError) return err.kind;
    throw err;
  }
}

const value = (source: string, values: Values = {}) => {
  const f = fast(source, values);
  return f === null || f === 'BAIL' ? f : f.value;
};

describe('fast formulas answer what Decimal answers', () => {
  it.each([
    ['1 + 2', '3'],
    ['a + b', '3.75'],
    ['b + a', '3.75'],
    ['a - b', '-1.25'],
    ['b - a', '1.25'],
    ['a * b', '3.125'],
    ['10 / 4', '2.5'],
    ['a / b', '0.5'],
    ['1 / 8', '0.125'],
    ['7 % 3', '1'],
    ['-7 % 3', '-1'],
    ['b % a', '0'],
    ['a % 0.5', '0.25'],
    ['a % b', '1.25'],
    ['-a', '-1.25'],
    ['+a', '1.25'],
    ['!a', '0'],
    ['!0', '1'],
    ['a ? b : 1', '2.5'],
    ['0 ? b : 1', '1'],
    ['c ? 1 : b', '2.5'],
    ['max(a, b, 1)', '2.5'],
    ['max(b, a)', '2.5'],
    ['min(a, b, 1)', '1'],
    ['min(b, a)', '1.25'],
    ['min(a)', '1.25'],
    ['ceil(a)', '2'],
    ['ceil(-a)', '-1'],
    ['ceil(2)', '2'],
    ['floor(a)', '1'],
    ['floor(-a)', '-2'],
    ['floor(2)', '2'],
    ['abs(-a)', '1.25'],
    ['abs(a)', '1.25'],
    ['round(a)', '1'],
    ['round(b)', '3'],
    ['round(-b)', '-3'],
    ['round(a, 1)', '1.3'],
    ['round(-a, 1)', '-1.3'],
    ['round(a, 2)', '1.25'],
    ['round(a, 2.0)', '1.25'],
    ['round(a, 5)', '1.25'],
    ['.5 + 1e3', '1000.5'],
    ['0 && 1 / 0', '0'],
    ['1 || 1 / 0', '1'],
    ['a && 0', '0'],
    ['a && b', '1'],
    ['0 || b', '1'],
    ['0 || 0', '0'],
    ['1 ? 2 : 1 / 0', '2'],
    ['0 ? 1 / 0 : 3', '3'],
  ])('%s = %s', (source, expected) => {
    const values: Values = { a: ['1.25', 2], b: ['2.5', 3], c: ['0', 1] };
    expect(value(source, values)).toBe(expected);
    expect(decimal(source, values)).toBe(expected);
  });

  it.each([
    ['a == b', [0, 1, 0, 1, 0, 1]],
    ['a == c', [1, 0, 1, 0, 0, 1]],
    ['b == a', [0, 1, 1, 0, 1, 0]],
  ])('compares %s at different scales', (source) => {
    const values: Values = { a: ['2', 0], b: ['2.5', 2], c: ['2', 3] };
    for (const op of ['==', '!=', '<', '<=', '>', '>=']) {
      const s = source.replace('==', op);
      expect(value(s, values)).toBe(decimal(s, values));
    }
  });

  it('keeps each node at its scale', () => {
    const values: Values = { a: ['1.25', 2], b: ['2.5', 3] };
    expect(fast('a + b', values)).toMatchObject({ scale: 3 });
    expect(fast('a * b', values)).toMatchObject({ scale: 5 });
    expect(fast('a / b', values)).toMatchObject({ scale: 6 });
    expect(fast('(a * b * b) / 2', values)).toMatchObject({ scale: 8, value: '3.90625' });
    expect(fast('a % b', values)).toMatchObject({ scale: 3 });
    expect(fast('a < b', values)).toMatchObject({ scale: 0 });
    expect(fast('a ? a : b', values)).toMatchObject({ scale: 3 });
    expect(fast('max(a, 1)', values)).toMatchObject({ scale: 2 });
    expect(fast('ceil(b)', values)).toMatchObject({ scale: 0 });
    expect(fast('round(b, 1)', values)).toMatchObject({ scale: 1 });
    expect(fast('round(a, 5)', values)).toMatchObject({ scale: 2 });
    expect(fast('abs(b)', values)).toMatchObject({ scale: 3 });
    expect(fast('-b', values)).toMatchObject({ scale: 3 });
  });

  it('leaves to Decimal what does not come out exact, and divisions by zero', () => {
    expect(value('1 / 3')).toBe('BAIL');
    expect(value('a / 0', { a: ['1', 0] })).toBe('BAIL');
    expect(value('a % 0', { a: ['1', 0] })).toBe('BAIL');
    expect(value('0.0000001 / 3')).toBe('BAIL');
    expect(value('1 / 0.0000001')).toBe('10000000');
    expect(value('a * a', { a: ['100000000', 0] })).toBe('BAIL');
    expect(value('a + a', { a: ['5000000000000000', 0] })).toBe('BAIL');
    expect(value('a - -a', { a: ['5000000000000000', 0] })).toBe('BAIL');
    expect(value('a + 0.1', { a: ['5000000000000000', 0] })).toBe('BAIL');
    expect(value('a / 2', { a: ['10000000000', 0] })).toBe('BAIL');
    expect(value('a / 2', { a: ['9000000000', 0] })).toBe('4500000000');
    expect(value('a < 0.000000000001', { a: ['100000', 0] })).toBe('BAIL');
    expect(decimal('1 / 0')).toBe('DIVISION_BY_ZERO');
  });

  it('does not compile what it leaves to Decimal entirely', () => {
    expect(fast('round(a, b)')).toBe(null);
    expect(fast('round(a, 11)')).toBe(null);
    expect(fast('round(a, 0.5)')).toBe(null);
    expect(fast('round(a, 10)')).toMatchObject({ value: '0' });
    expect(fast('a + 9999999999999999')).toBe(null);
    expect(fast('9999999999999999 + a')).toBe(null);
    expect(fast('-9999999999999999')).toBe(null);
    expect(fast('!9999999999999999')).toBe(null);
    expect(fast('9999999999999999 ? 1 : 2')).toBe(null);
    expect(fast('1 ? 9999999999999999 : 2')).toBe(null);
    expect(fast('1 ? 2 : 9999999999999999')).toBe(null);
    expect(fast('max(1, 9999999999999999)')).toBe(null);
    expect(fast('max(9999999999999999, 1)')).toBe(null);
    expect(fast('ceil(9999999999999999)')).toBe(null);
  });
});

/** Random formulas over a, b, c: every operator, function and a few awkward numbers. */
const formula: fc.Arbitrary<string> = fc.letrec<{ e: string }>((tie) => ({
  e: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('a', 'b', 'c', '0', '1', '2', '3', '0.5', '0.15', '100', '7', '0.001', '12.345'),
    fc
      .tuple(tie('e'), fc.constantFrom('+', '-', '*', '/', '%', '==', '!=', '<', '<=', '>', '>=', '&&', '||'), tie('e'))
      .map(([l, op, r]) => `(${l} ${op} ${r})`),
    fc.tuple(fc.constantFrom('-', '+', '!'), tie('e')).map(([op, x]) => `${op}(${x})`),
    fc.tuple(tie('e'), tie('e'), tie('e')).map(([t, y, n]) => `(${t} ? ${y} : ${n})`),
    fc
      .tuple(fc.constantFrom('max', 'min'), fc.array(tie('e'), { minLength: 1, maxLength: 3 }))
      .map(([f, args]) => `${f}(${args.join(', ')})`),
    fc.tuple(fc.constantFrom('ceil', 'floor', 'abs', 'round'), tie('e')).map(([f, x]) => `${f}(${x})`),
    fc.tuple(tie('e'), fc.integer({ min: 0, max: 10 })).map(([x, p]) => `round(${x}, ${p})`),
  ),
})).e;

const variable = fc
  .tuple(fc.integer({ min: -50_000, max: 50_000 }), fc.integer({ min: 0, max: 4 }))
  .map(([n, places]): [string, number] => [new Dec(n).div(10 ** places).toString(), places]);

describe('fast formulas, property', () => {
  it('answer exactly the Decimal value, or leave it to Decimal; never a value where Decimal fails', () => {
    fc.assert(
      fc.property(formula, variable, variable, variable, (source, a, b, c) => {
        const values: Values = { a, b, c };
        const f = fast(source, values);
        const d = decimal(source, values);
        expect(f).not.toBe(null);
        if (f === 'BAIL') return;
        expect(d).not.toBe('DIVISION_BY_ZERO');
        expect(new Dec((f as { value: string }).value).eq(d)).toBe(true);
      }),
      { numRuns: 1500 },
    );
  });

  it('answers most of them', () => {
    let answered = 0;
    const samples = fc.sample(fc.tuple(formula, variable, variable, variable), { numRuns: 1000, seed: 7 });
    for (const [source, a, b, c] of samples) if (fast(source, { a, b, c }) !== 'BAIL') answered++;
    expect(answered).toBeGreaterThan(700);
  });
});
