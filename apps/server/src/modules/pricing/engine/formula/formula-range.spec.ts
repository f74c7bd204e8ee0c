import { describe, expect, it } from 'vitest';
import { compileFormula, FormulaRuntimeError, testFormula } from '.';

const VARIABLES = ['freight', 'value', 'W'];
const kindOf = (source: string) => {
  const compiled = compileFormula(source, { variables: VARIABLES });
  return compiled.ok ? 'compiles' : compiled.error.kind;
};

describe('a formula holds no number an amount column cannot (16 digits before the point)', () => {
  it('refuses, when compiled, literals and constant results past that, and literals past 12 places', () => {
    for (const source of [
      '1e999999999',
      '1e16',
      '10000000000000000',
      '-1e16',
      '1e15 * 1e15',
      '1e15 * 10 + 1',
      '1e99999999999999999999',
      'max(1, 1e30)',
      'W + 1e15 * 1e15',
      'ceil(9999999999999999.5)',
      '1e-999999999',
      '0.0000000000001',
    ])
      expect(kindOf(source), source).toBe('OUT_OF_RANGE');
  });

  it('keeps what the language never allowed refused as before: ^ and ** are not powers', () => {
    expect(kindOf('10^400')).toBe('FORBIDDEN');
    expect(['FORBIDDEN', 'SYNTAX']).toContain(kindOf('10**400'));
  });

  it('takes the figures an amount can hold', () => {
    for (const source of ['1e15', '9999999999999999.99', 'freight * 0.000000000001', '1e15 / 1e15', 'W * 1e15'])
      expect(kindOf(source), source).toBe('compiles');
  });

  it('refuses at run time a step past that, without writing the number out', () => {
    const compiled = compileFormula('W * 1e15 * 1e15', { variables: VARIABLES });
    if (!compiled.ok) throw new Error('compiles');
    expect(() => compiled.evaluate({ W: '1' })).toThrow(FormulaRuntimeError);
    expect(() => compiled.evaluate({ W: '1' })).toThrow(/OUT_OF_RANGE/);
    expect(testFormula('freight * 1e15 * 10', { freight: '2' })).toMatchObject({
      ok: false,
      error: { kind: 'OUT_OF_RANGE' },
    });
    expect(testFormula('freight * 1e15', { freight: '9' })).toEqual({
      ok: true,
      value: '9000000000000000',
      inputs: { freight: '9' },
    });
  });
});
