import { describe, expect, it } from 'vitest';
import { formulaVariableNames } from '@parcelhub/contracts';
import { formulaProblem, runFormula, wordProblem } from './formula';

const vars = formulaVariableNames([{ id: 'rate' }], ['FUEL']);

describe('formula adapter', () => {
  it('compiles over the base variables, the constants and the earlier codes', () => {
    expect(formulaProblem('freight * rate + FUEL + girth / pieces', vars)).toBeNull();
    expect(formulaProblem('freight * weight', vars)).toEqual({
      kind: 'UNKNOWN_VARIABLE',
      name: 'weight',
      position: 10,
    });
    expect(formulaProblem('freight +', vars)).toMatchObject({ kind: 'SYNTAX', position: expect.any(Number) });
    expect(formulaProblem('constructor', vars)).toMatchObject({ kind: 'UNKNOWN_VARIABLE', name: 'constructor' });
    expect(formulaProblem('freight.x', vars)).toMatchObject({ kind: 'FORBIDDEN' });
  });

  it('runs on samples, reading only what the rule may read', () => {
    expect(runFormula('freight * rate', vars, { freight: '100', rate: '0.05', other: '1' })).toEqual({
      ok: true,
      value: '5',
      inputs: { freight: '100', rate: '0.05' },
    });
    expect(runFormula('other', vars, { other: '1' })).toMatchObject({
      ok: false,
      problem: { kind: 'UNKNOWN_VARIABLE' },
    });
    expect(runFormula('freight / remote', vars, { freight: '1' })).toEqual({
      ok: false,
      problem: { kind: 'DIVISION_BY_ZERO' },
    });
  });

  it('words each problem in three languages, positions counted from 1', () => {
    expect(wordProblem({ kind: 'SYNTAX', position: 4 }, 'en').message).toBe('Syntax error at character 5');
    expect(wordProblem({ kind: 'UNKNOWN_VARIABLE', name: 'x' }, 'zh').message).toBe('未知变量：x');
    expect(wordProblem({ kind: 'DIVISION_BY_ZERO' }, 'ko').message).toBe('0으로 나눌 수 없습니다');
  });
});
