import { describe, expect, it } from 'vitest';
import { compileFormula, testFormula } from '.';

const VARIABLES = ['freight', 'value', 'W', 'remote'];

/** Each is refused at compile time, with the kind given: nothing reaches a JavaScript object or runs code. */
const HOSTILE: [source: string, kind: string][] = [
  ["constructor.constructor('return process')()", 'FORBIDDEN'],
  ['constructor', 'UNKNOWN_VARIABLE'],
  ['__proto__', 'UNKNOWN_VARIABLE'],
  ['toString', 'UNKNOWN_VARIABLE'],
  ['hasOwnProperty', 'UNKNOWN_VARIABLE'],
  ['process', 'UNKNOWN_VARIABLE'],
  ['globalThis', 'UNKNOWN_VARIABLE'],
  ['this', 'FORBIDDEN'],
  ['this.process', 'FORBIDDEN'],
  ['value.__proto__', 'FORBIDDEN'],
  ['a.b', 'FORBIDDEN'],
  ['value.constructor', 'FORBIDDEN'],
  ['a[0]', 'FORBIDDEN'],
  ["value['constructor']", 'FORBIDDEN'],
  ['[1, 2]', 'FORBIDDEN'],
  ['x = 1', 'SYNTAX'],
  ['value = 1', 'SYNTAX'],
  ['value.toString()', 'FORBIDDEN'],
  ['max.call(null, 1)', 'FORBIDDEN'],
  ['(function(){})()', 'SYNTAX'],
  ['() => 1', 'SYNTAX'],
  ['new Date()', 'FORBIDDEN'],
  ['`${process}`', 'SYNTAX'],
  ['"text"', 'FORBIDDEN'],
  ["'1' + 1", 'FORBIDDEN'],
  ['true', 'FORBIDDEN'],
  ['null', 'FORBIDDEN'],
  ['freight; value', 'FORBIDDEN'],
  ['freight value', 'FORBIDDEN'],
  ['(freight, value)', 'FORBIDDEN'],
  ['eval("1")', 'UNKNOWN_FUNCTION'],
  ['eval(1)', 'UNKNOWN_FUNCTION'],
  ['Function(1)', 'UNKNOWN_FUNCTION'],
  ['require(1)', 'UNKNOWN_FUNCTION'],
  ['import(1)', 'UNKNOWN_FUNCTION'],
  ['max(1)(2)', 'FORBIDDEN'],
  ['value++', 'SYNTAX'],
  ['delete value', 'FORBIDDEN'],
  ['typeof value', 'FORBIDDEN'],
  ['void 0', 'FORBIDDEN'],
  ['value ?? 1', 'FORBIDDEN'],
  ['value in freight', 'FORBIDDEN'],
  ['1 instanceof max', 'FORBIDDEN'],
  ['/x/.test(1)', 'SYNTAX'],
  ['freight // comment', 'SYNTAX'],
  ['x'.repeat(100 * 1024), 'TOO_LONG'],
  ['('.repeat(10_000) + '1' + ')'.repeat(10_000), 'TOO_LONG'],
  ['('.repeat(900) + '1' + ')'.repeat(900), 'TOO_DEEP'],
  ['!'.repeat(1999) + '1', 'TOO_DEEP'],
  ['-'.repeat(1999) + '1', 'TOO_DEEP'],
  [Array.from({ length: 600 }, () => '1').join('+'), 'TOO_DEEP'],
  [Array.from({ length: 200 }, () => '1 ? 1').join(' : ') + ' : 1', 'TOO_DEEP'],
  ['max(' + 'max('.repeat(300) + '1' + ')'.repeat(301), 'TOO_DEEP'],
];

describe('hostile formulas', () => {
  it.each(HOSTILE.map(([source, kind]) => [source.slice(0, 60), source, kind]))(
    'refuses %s',
    (_label, source, kind) => {
      const compiled = compileFormula(source, { variables: VARIABLES });
      expect(compiled.ok).toBe(false);
      expect(!compiled.ok && compiled.error.kind).toBe(kind);
      expect(testFormula(source, { freight: '1', value: '1', W: '1', remote: '0' })).toMatchObject({
        ok: false,
        error: { kind },
      });
    },
  );

  it('leaves Object.prototype and the global object untouched', () => {
    for (const [source] of HOSTILE) compileFormula(source, { variables: VARIABLES });
    expect(Object.getOwnPropertyNames(Object.prototype)).not.toContain('polluted');
    expect(({} as Record<string, unknown>).constructor).toBe(Object);
  });

  it('treats names of Object.prototype members as unknown even when given as sample keys are not', () => {
    // A sample object's own keys are the only variables; inherited names stay unknown.
    expect(testFormula('toString', { value: '1' })).toMatchObject({ ok: false, error: { kind: 'UNKNOWN_VARIABLE' } });
    // A variable literally named __proto__ is looked up in a Map, so it is just a name.
    const sample = JSON.parse('{"__proto__": "5"}') as Record<string, string>;
    expect(testFormula('__proto__ * 2', sample)).toEqual({ ok: true, value: '10', inputs: { __proto__: '5' } });
  });
});
