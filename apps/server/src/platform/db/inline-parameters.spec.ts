import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeLiteral as ours, inlineParameters, MAX_INLINE_CHARS } from './inline-parameters';
import { statementText } from './actor-session';

const pgUtils = createRequire(import.meta.url)('pg/lib/utils') as {
  prepareValue: (v: unknown) => unknown;
  escapeLiteral: (v: string) => string;
};
const { prepareValue } = pgUtils;

// node-postgres's own escape, the reference `escapeLiteral` below is held to.
const inline = (text: string, values: unknown[]) => inlineParameters(text, values, pgUtils.escapeLiteral);

describe('inlineParameters', () => {
  it('writes each value in as a literal of unknown type, null as NULL', () => {
    expect(
      inline('update t set a = $1, b = $2, c = $3, d = $4, e = $5 where id = $6', ['x', 2.5, true, null, 10n, 7]),
    ).toBe("update t set a = 'x', b = '2.5', c = 'true', d = null, e = '10' where id = '7'");
  });

  it('escapes quotes and backslashes (an E literal)', () => {
    expect(inline('select $1', ["it's"])).toBe("select 'it''s'");
    expect(inline('select $1', ['a\\b'])).toBe("select  E'a\\\\b'");
  });

  it('places $10 after $1 without mixing them up, and a value used twice twice', () => {
    const values = Array.from({ length: 11 }, (_, i) => `v${i + 1}`);
    expect(inline('select $10, $1, $11, $1', values)).toBe("select 'v10', 'v1', 'v11', 'v1'");
  });

  it('leaves $n alone inside literals, quoted identifiers, dollar quotes, comments and identifiers', () => {
    const text = [
      "select '$1', 'it''s $1', E'\\' $1', \"col$1\", a$1,",
      '$$ $1 $$, $body$ $1 $body$, $1 -- $1',
      '/* $1 /* nested $1 */ $1 */ from t where x = $2',
    ].join('\n');
    expect(inline(text, ['A', 'B'])).toBe(
      [
        "select '$1', 'it''s $1', E'\\' $1', \"col$1\", a$1,",
        "$$ $1 $$, $body$ $1 $body$, 'A' -- $1",
        "/* $1 /* nested $1 */ $1 */ from t where x = 'B'",
      ].join('\n'),
    );
  });

  it('an identifier ending in e before a literal is not an E literal', () => {
    expect(inline("select name'x' , $1", ['A'])).toBe("select name'x' , 'A'");
    expect(inline("select e'\\'' , $1", ['A'])).toBe("select e'\\'' , 'A'");
  });

  it('writes a date as the text node-postgres sends for it', () => {
    const at = new Date('2026-01-02T03:04:05.678Z');
    expect(inline('select $1', [at])).toBe(`select '${prepareValue(at) as string}'`);
  });

  it('answers null (send it as it was) for what it does not write in', () => {
    expect(inline('select $1', ['a\0b'])).toBeNull();
    expect(inline('select $1', [Number.NaN])).toBeNull();
    expect(inline('select $1', [Number.POSITIVE_INFINITY])).toBeNull();
    expect(inline('select $1', [new Date(Number.NaN)])).toBeNull();
    expect(inline('select $1', [Buffer.from('x')])).toBeNull();
    expect(inline('select $1', [[1, 2]])).toBeNull();
    expect(inline('select $1', [{ a: 1 }])).toBeNull();
    expect(inline('select $2', ['only one'])).toBeNull();
    expect(inline('select $0', ['x'])).toBeNull();
    expect(inline('select $tag$ never closed $1', ['x'])).toBeNull();
    // Texts past MAX_INLINE_CHARS in all go as parameters: the server takes those as they are, without lexing them.
    const half = 'x'.repeat(MAX_INLINE_CHARS / 2);
    expect(inline('select $1, $2', [half, half])).not.toBeNull();
    expect(inline('select $1, $2, $3', [half, half, 'x'])).toBeNull();
  });

  it('a statement without parameters comes back as it was', () => {
    expect(inline("select 1, '$1'", [])).toBe("select 1, '$1'");
  });
});

describe('escapeLiteral', () => {
  it('writes every string as node-postgres does', () => {
    const text = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.string({ unit: fc.constantFrom("'", '\\', 'a', ' ', 'E', '\n', '"') }),
    );
    fc.assert(
      fc.property(text, (s) => ours(s) === pgUtils.escapeLiteral(s)),
      { numRuns: 2000 },
    );
    expect(ours("it's a\\b")).toBe(" E'it''s a\\\\b'");
  });
});

describe('statementText', () => {
  it('drops the trailing blanks and semicolons, as /[\\s;]+$/ does, and nothing else', () => {
    const text = fc.string({ unit: fc.constantFrom(' ', ';', '\n', '\t', 'x', '\u00a0', '\u2028', '$') });
    fc.assert(
      fc.property(text, (s) => statementText(s) === s.replace(/[\s;]+$/, '')),
      { numRuns: 2000 },
    );
    expect(statementText({ text: 'select 1 ;\n  ' })).toBe('select 1');
  });
});
