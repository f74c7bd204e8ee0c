import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { findNul, validatorCompiler } from './zod-compilers';
import { RequestValidationError } from './validation';

const compile = (schema: z.ZodType) =>
  validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' }) as (data: unknown) => {
    value?: unknown;
    error?: Error;
  };

describe('request validator', () => {
  it('refuses a NUL in any string, even where the schema forgot the shared text type', () => {
    const check = compile(z.object({ note: z.string(), tags: z.array(z.string()) }));
    expect(check({ note: 'fine', tags: ['a'] }).value).toEqual({ note: 'fine', tags: ['a'] });
    const bad = check({ note: 'fine', tags: ['a', 'b\u0000'] }).error;
    expect(bad).toBeInstanceOf(RequestValidationError);
    expect((bad as RequestValidationError).issues[0]).toMatchObject({ path: ['tags', 1], message: 'controlChars' });
  });

  it('finds NUL in keys and nested values', () => {
    expect(findNul({ a: [{ b: 'x' }] })).toBeNull();
    expect(findNul({ a: [{ b: 'x\u0000' }] })).toEqual(['a', 0, 'b']);
    expect(findNul({ 'k\u0000': 1 })).toEqual(['k\u0000']);
  });

  it('answers the path of the NUL alone, after siblings without one', () => {
    const body = { a: 'x', b: ['y', { c: 'z', e: [1, null, true] }, { d: 'ok', f: 'w\u0000' }], g: 'v\u0000' };
    expect(findNul(body)).toEqual(['b', 2, 'f']);
    expect(findNul('\u0000')).toEqual([]);
    expect(findNul({ a: ['x', { b: 'y' }], c: 2, d: null })).toBeNull();
    expect(findNul(Object.create({ inherited: 'x\u0000' }))).toBeNull();
  });
});
