import { describe, expect, it } from 'vitest';
import { Dec } from '../decimal';
import { compileFormula, FORMULA_MAX_DEPTH, FORMULA_MAX_LENGTH, FormulaRuntimeError, FUNCTIONS, testFormula } from '.';

const VARS = ['a', 'b', 'c', 'value', 'freight', 'W'];

/** Compiles over VARS and evaluates; the value as a plain string. */
function run(source: string, values: Record<string, string | number> = {}): string {
  const compiled = compileFormula(source, { variables: VARS });
  if (!compiled.ok) throw new Error(`${source}: ${JSON.stringify(compiled.error)}`);
  return compiled.evaluate(values).toString();
}

const error = (source: string) => {
  const compiled = compileFormula(source, { variables: VARS });
  if (compiled.ok) throw new Error(`${source} compiled`);
  return compiled.error;
};

describe('formula arithmetic, over Decimal', () => {
  it.each([
    ['1 + 2', '3'],
    ['0.1 + 0.2', '0.3'],
    ['5 - 7', '-2'],
    ['1.5 * 4', '6'],
    ['10 / 4', '2.5'],
    ['1 / 3', '0.3333333333333333333333333333333333'],
    ['7 % 3', '1'],
    ['-7 % 3', '-1'],
    ['2 + 3 * 4', '14'],
    ['(2 + 3) * 4', '20'],
    ['10 - 4 - 3', '3'],
    ['12 / 3 / 2', '2'],
    ['-2 * -3', '6'],
    ['+5', '5'],
    ['--5', '5'],
    ['.5 + 1e3', '1000.5'],
  ])('%s = %s', (source, value) => {
    expect(run(source)).toBe(value);
  });

  it('reads variables by name, numbers or strings', () => {
    expect(run('freight * value', { freight: '129', value: '0.12' })).toBe('15.48');
    expect(run('a + b', { a: 1, b: '2.5' })).toBe('3.5');
    expect(run('W', { W: new Dec('4') as unknown as string })).toBe('4');
  });
});

describe('formula comparisons and logic answer 1 or 0', () => {
  it.each([
    ['2 == 2', '1'],
    ['2 == 3', '0'],
    ['2.0 == 2', '1'],
    ['2 != 3', '1'],
    ['2 != 2', '0'],
    ['1 < 2', '1'],
    ['2 < 2', '0'],
    ['3 < 2', '0'],
    ['2 <= 2', '1'],
    ['3 <= 2', '0'],
    ['1 <= 2', '1'],
    ['3 > 2', '1'],
    ['2 > 2', '0'],
    ['1 > 2', '0'],
    ['2 >= 2', '1'],
    ['1 >= 2', '0'],
    ['3 >= 2', '1'],
    ['1 && 2', '1'],
    ['1 && 0', '0'],
    ['0 && 1', '0'],
    ['0 && 0', '0'],
    ['0 || 3', '1'],
    ['2 || 0', '1'],
    ['0 || 0', '0'],
    ['!0', '1'],
    ['!5', '0'],
    ['!!5', '1'],
    ['1 ? 10 : 20', '10'],
    ['0 ? 10 : 20', '20'],
    ['0.5 ? 10 : 20', '10'],
    ['0 ? 1 : 0 ? 2 : 3', '3'],
    ['0 ? 1 : 1 ? 2 : 3', '2'],
    ['1 + 1 == 2 && 3 > 2', '1'],
  ])('%s = %s', (source, value) => {
    expect(run(source)).toBe(value);
  });

  it('short-circuits && and || (the right side is not evaluated)', () => {
    expect(run('0 && 1 / 0')).toBe('0');
    expect(run('1 || 1 / 0')).toBe('1');
    expect(run('1 ? 2 : 1 / 0')).toBe('2');
    expect(run('0 ? 1 / 0 : 3')).toBe('3');
  });
});

describe('formula functions', () => {
  it.each([
    ['max(1, 5, 3)', '5'],
    ['max(5, 1)', '5'],
    ['max(1, 5)', '5'],
    ['max(-2)', '-2'],
    ['min(4, 2, 3)', '2'],
    ['min(2, 4)', '2'],
    ['min(4, 2)', '2'],
    ['ceil(1.2)', '2'],
    ['ceil(-1.2)', '-1'],
    ['floor(1.8)', '1'],
    ['floor(-1.2)', '-2'],
    ['abs(-3.5)', '3.5'],
    ['abs(2)', '2'],
    ['round(2.5)', '3'],
    ['round(2.4)', '2'],
    ['round(-2.5)', '-3'],
    ['round(1.005, 2)', '1.01'],
    ['round(1.0049, 2)', '1'],
    ['round(15.485, 2)', '15.49'],
    ['round(123.456, 0)', '123'],
    ['round(0.00000000005, 10)', '0.0000000001'],
    ['max(50, W * 5)', '50'],
  ])('%s = %s', (source, value) => {
    expect(run(source, { W: '4' })).toBe(value);
  });

  it('refuses round places that are not whole numbers from 0 to 10', () => {
    for (const source of ['round(1.5, -1)', 'round(1.5, 11)', 'round(1.5, 0.5)']) {
      const compiled = compileFormula(source, { variables: [] });
      if (!compiled.ok) throw new Error('did not compile');
      expect(() => compiled.evaluate({})).toThrow(FormulaRuntimeError);
      expect(testFormula(source, {})).toEqual({
        ok: false,
        error: { kind: 'BAD_ARGUMENT', message: 'BAD_ARGUMENT: round', name: 'round' },
      });
    }
  });

  it('lists exactly the whitelisted functions and their arities', () => {
    expect([...FUNCTIONS].map(([name, f]) => [name, f.min, f.max])).toEqual([
      ['max', 1, 32],
      ['min', 1, 32],
      ['ceil', 1, 1],
      ['floor', 1, 1],
      ['abs', 1, 1],
      ['round', 1, 2],
    ]);
  });

  it('takes up to 32 arguments to max and min', () => {
    const args = Array.from({ length: 32 }, (_, i) => String(i)).join(', ');
    expect(run(`max(${args})`)).toBe('31');
    expect(run(`min(${args})`)).toBe('0');
    expect(error(`max(${args}, 32)`)).toMatchObject({ kind: 'ARITY', name: 'max' });
  });
});

describe('formula compile errors', () => {
  it('names an unknown variable and where it stands', () => {
    expect(error('freight * rate')).toEqual({
      kind: 'UNKNOWN_VARIABLE',
      message: 'unknown variable rate',
      name: 'rate',
      position: 10,
    });
    // The first whole-word occurrence: not inside another identifier.
    expect(error('ab + b2 + b2')).toMatchObject({ name: 'ab', position: 0 });
    expect(error('a + xa + x')).toMatchObject({ name: 'xa', position: 4 });
    expect(error('xx + x')).toMatchObject({ name: 'xx', position: 0 });
    expect(error('a+x_1+x')).toMatchObject({ name: 'x_1', position: 2 });
    expect(error('value + alue')).toMatchObject({ name: 'alue', position: 8 });
  });

  it('finds names with $ and letters beyond ASCII', () => {
    expect(error('a + $x$ + x')).toMatchObject({ kind: 'UNKNOWN_VARIABLE', name: '$x$', position: 4 });
    expect(error('a + é + aé')).toMatchObject({ kind: 'UNKNOWN_VARIABLE', name: 'é', position: 4 });
    expect(error('a + aé + é')).toMatchObject({ kind: 'UNKNOWN_VARIABLE', name: 'aé', position: 4 });
    expect(error('a + éx + x')).toMatchObject({ kind: 'UNKNOWN_VARIABLE', name: 'éx', position: 4 });
  });

  it('names an unknown function', () => {
    expect(error('pow(2, 3)')).toEqual({
      kind: 'UNKNOWN_FUNCTION',
      message: 'unknown function pow',
      name: 'pow',
      position: 0,
    });
    // A variable is not a function.
    expect(error('1 + value()')).toMatchObject({ kind: 'UNKNOWN_FUNCTION', name: 'value', position: 4 });
  });

  it('checks arity', () => {
    expect(error('ceil(1, 2)')).toEqual({ kind: 'ARITY', message: 'ceil takes 1..1 arguments, not 2', name: 'ceil' });
    expect(error('max()')).toEqual({ kind: 'ARITY', message: 'max takes 1..32 arguments, not 0', name: 'max' });
    expect(error('round(1, 2, 3)')).toMatchObject({ kind: 'ARITY', name: 'round' });
  });

  it('reports syntax errors with their position', () => {
    expect(error('1 +')).toEqual({ kind: 'SYNTAX', message: 'Expected expression after +', position: 3 });
    expect(error('(1 + 2')).toMatchObject({ kind: 'SYNTAX', position: 6 });
    expect(error('')).toEqual({ kind: 'SYNTAX', message: 'empty formula' });
    expect(error('   ')).toEqual({ kind: 'SYNTAX', message: 'empty formula' });
    expect(error(undefined as unknown as string)).toEqual({ kind: 'SYNTAX', message: 'empty formula' });
  });

  it('refuses numbers beyond Decimal range (and past 16 digits before the point: formula-range.spec.ts)', () => {
    expect(error('1e9000000000000001')).toEqual({
      kind: 'OUT_OF_RANGE',
      message: 'number out of range: 1e9000000000000001',
    });
  });

  it('words what it forbids', () => {
    expect(error('"text"')).toEqual({ kind: 'FORBIDDEN', message: 'only numbers are allowed, not "text"' });
    expect(error('a.b')).toEqual({
      kind: 'FORBIDDEN',
      message: 'MemberExpression is not allowed',
      name: 'MemberExpression',
    });
    expect(error('a; b')).toEqual({ kind: 'FORBIDDEN', message: 'Compound is not allowed', name: 'Compound' });
    expect(error('value.max(1)')).toEqual({ kind: 'FORBIDDEN', message: 'only the listed functions can be called' });
  });

  it('refuses operators outside the whitelist', () => {
    for (const op of ['|', '&', '^', '<<', '>>', '>>>', '===', '!==', '**', '??']) {
      expect(error(`1 ${op} 2`)).toEqual({ kind: 'FORBIDDEN', message: `operator ${op} is not allowed`, name: op });
    }
    expect(error('~1')).toEqual({ kind: 'FORBIDDEN', message: 'operator ~ is not allowed', name: '~' });
  });

  it('caps length and depth', () => {
    expect(FORMULA_MAX_LENGTH).toBe(2000);
    expect(FORMULA_MAX_DEPTH).toBe(64);
    const long = `1${' + 1'.repeat(500)}`;
    expect(long.length).toBe(2001);
    expect(error(long)).toEqual({ kind: 'TOO_LONG', message: 'longer than 2000 characters' });
    // 2000 characters exactly pass the length check (and then the depth check refuses this chain).
    expect(error(long.slice(0, 2000).replace(/\+ $/, '+1'))).not.toMatchObject({ kind: 'TOO_LONG' });
    expect(error(`${'('.repeat(65)}1${')'.repeat(65)}`)).toEqual({
      kind: 'TOO_DEEP',
      message: 'parentheses nested deeper than 64',
    });
    expect(error(`${'(1 + '.repeat(65)}1${')'.repeat(65)}`)).toEqual({
      kind: 'TOO_DEEP',
      message: 'parentheses nested deeper than 64',
    });
    expect(error(`${'(1 + '.repeat(64)}-1${')'.repeat(64)}`)).toEqual({
      kind: 'TOO_DEEP',
      message: 'nested deeper than 64',
    });
    // Checked on the text before parsing: even where the tree would be shallow.
    expect(error(`${'('.repeat(65)}${')'.repeat(65)}`)).toMatchObject({ message: 'parentheses nested deeper than 64' });
    expect(run(`${'('.repeat(60)}1${')'.repeat(60)}`)).toBe('1');
    expect(error(`${'-'.repeat(65)}1`)).toEqual({ kind: 'TOO_DEEP', message: 'nested deeper than 64' });
    expect(run(`${'-'.repeat(64)}1`)).toBe('1');
    expect(run(`1${' + 1'.repeat(63)}`)).toBe('64');
    expect(error(`1${' + 1'.repeat(65)}`)).toMatchObject({ kind: 'TOO_DEEP' });
  });

  it('counts the depth of the tree down every branch', () => {
    const chain = (n: number) => `1${' * 1'.repeat(n)}`;
    // A chain of 64 multiplications reaches depth 64 at its first operand; one level more anywhere is too deep.
    expect(run(chain(64))).toBe('1');
    expect(error(chain(65))).toEqual({ kind: 'TOO_DEEP', message: 'nested deeper than 64' });
    expect(error(`1 + ${chain(64)}`)).toMatchObject({ kind: 'TOO_DEEP' });
    expect(error(`${chain(64)} ? 1 : 2`)).toMatchObject({ kind: 'TOO_DEEP' });
    expect(error(`1 ? ${chain(64)} : 2`)).toMatchObject({ kind: 'TOO_DEEP' });
    expect(error(`0 ? 2 : ${chain(64)}`)).toMatchObject({ kind: 'TOO_DEEP' });
    expect(error(`max(1, ${chain(64)})`)).toMatchObject({ kind: 'TOO_DEEP' });
    expect(error(`-(${chain(64)})`)).toMatchObject({ kind: 'TOO_DEEP' });
    expect(run(`max(1, ${chain(63)})`)).toBe('1');
    expect(run(`-(${chain(63)})`)).toBe('-1');
  });

  it('counts parentheses depth, not parentheses', () => {
    // 96 pairs side by side: depth 2.
    const args = Array.from({ length: 32 }, (_, i) => `(${i})`).join(',');
    expect(run(`max(${args}) + max(${args}) + max(${args})`)).toBe('93');
    expect(run(`${'('.repeat(64)}1${')'.repeat(64)}`)).toBe('1');
  });
});

describe('compileFormula', () => {
  it('lists the variables a formula reads, once each, in order of first appearance', () => {
    const compiled = compileFormula('b + a * b + max(c, a)', { variables: VARS });
    expect(compiled.ok && compiled.program.reads).toEqual(['b', 'a', 'c']);
    expect(compiled.ok && compiled.program.source).toBe('b + a * b + max(c, a)');
  });

  it('refuses to evaluate without a read variable, or with one that is not a number', () => {
    const compiled = compileFormula('a + b', { variables: VARS });
    if (!compiled.ok) throw new Error('did not compile');
    expect(() => compiled.evaluate({ a: '1' })).toThrow(new FormulaRuntimeError('MISSING_VARIABLE', 'b'));
    expect(() => compiled.evaluate({ a: '1', b: 'x' })).toThrow(new FormulaRuntimeError('BAD_VALUE', 'b'));
    expect(() => compiled.evaluate({ a: '1', b: 'Infinity' })).toThrow(new FormulaRuntimeError('BAD_VALUE', 'b'));
    // Variables it does not read may be missing.
    expect(compiled.evaluate({ a: '1', b: '2' }).toString()).toBe('3');
  });

  it('throws DIVISION_BY_ZERO for / and % by zero', () => {
    for (const source of ['1 / 0', '1 % 0', 'a / (b - b)']) {
      const compiled = compileFormula(source, { variables: VARS });
      if (!compiled.ok) throw new Error('did not compile');
      expect(() => compiled.evaluate({ a: 1, b: 2 })).toThrow(new FormulaRuntimeError('DIVISION_BY_ZERO'));
    }
  });

  it('words runtime errors with their kind and detail', () => {
    expect(new FormulaRuntimeError('DIVISION_BY_ZERO').message).toBe('DIVISION_BY_ZERO');
    expect(new FormulaRuntimeError('BAD_VALUE', 'b').message).toBe('BAD_VALUE: b');
  });

  it('compiles once and evaluates many times', () => {
    const compiled = compileFormula('remote ? max(50, W * 5) : 0', { variables: ['remote', 'W'] });
    if (!compiled.ok) throw new Error('did not compile');
    expect(compiled.evaluate({ remote: 1, W: 4 }).toString()).toBe('50');
    expect(compiled.evaluate({ remote: 1, W: 12 }).toString()).toBe('60');
    expect(compiled.evaluate({ remote: 0, W: 12 }).toString()).toBe('0');
  });
});

describe('testFormula', () => {
  it('answers the value and the inputs it read', () => {
    expect(testFormula('freight * value', { freight: '129.00', value: '0.12', W: '4' })).toEqual({
      ok: true,
      value: '15.48',
      inputs: { freight: '129', value: '0.12' },
    });
  });

  it('answers compile errors', () => {
    expect(testFormula('freight * x', { freight: '1' })).toEqual({
      ok: false,
      error: { kind: 'UNKNOWN_VARIABLE', message: 'unknown variable x', name: 'x', position: 10 },
    });
  });

  it('answers DIVISION_BY_ZERO with the sample values', () => {
    expect(testFormula('freight / W', { freight: '10', W: '0' })).toEqual({
      ok: false,
      error: { kind: 'DIVISION_BY_ZERO', message: 'DIVISION_BY_ZERO', name: undefined },
    });
  });

  it('answers BAD_VALUE for a sample that is not a number', () => {
    expect(testFormula('W * 2', { W: 'heavy' })).toEqual({
      ok: false,
      error: { kind: 'BAD_VALUE', message: 'BAD_VALUE: W', name: 'W' },
    });
  });
});
