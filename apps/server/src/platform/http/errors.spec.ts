import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@parcelhub/contracts';
import { MODULES } from '../../app'; // registers the platform's and every listed module's catalogue
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { defineErrors, errorDef, registerErrors, registeredErrors, type ErrorCatalogue } from './errors';
import { ERROR_BLOCKS, PLANNED_ERROR_BLOCKS, blockOf, errorCode, readCode } from './error-blocks';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error catalogue', () => {
  const all = registeredErrors();

  it('holds the platform and each module that declares errors', () => {
    const owners = new Set(all.map(([, , owner]) => owner));
    const modules = MODULES.filter((m) => m.errors).map((m) => m.name);
    expect(modules).toEqual(expect.arrayContaining(['account', 'addresses', 'auth', 'tasks', 'users']));
    expect([...owners].sort()).toEqual(['files', 'platform', ...modules].sort());
    expect(errorDef('ADDRESS_NOT_FOUND')).toMatchObject({ status: 404, code: 4041010 });
  });

  it('gives every key a unique code, an HTTP error status and its words in every language', () => {
    const codes = all.map(([, def]) => def.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [key, def] of all) {
      expect(def.status, key).toBeGreaterThanOrEqual(400);
      expect(def.status, key).toBeLessThan(600);
      const names = placeholders(def.message.en);
      for (const lang of LANGUAGES) {
        expect(def.message[lang]?.trim(), `${key} in ${lang}`).toBeTruthy();
        expect(placeholders(def.message[lang]), `${key}'s placeholders in ${lang}`).toEqual(names);
      }
    }
  });

  it('gives every code its owner’s block and its HTTP status: status × 10000 + block × 100 + n', () => {
    for (const [key, def, owner] of all) {
      const block = blockOf(owner);
      expect(block, `${owner} (of ${key}) has a block in ERROR_BLOCKS`).toBeTypeOf('number');
      expect(readCode(def.code), `${key} (${def.code}) of ${owner}`).toMatchObject({ status: def.status, block });
      expect(String(def.code), `${key}: seven digits for a module, five for the platform`).toHaveLength(
        block === 0 ? 5 : 7,
      );
    }
    expect(errorDef('ORDER_NOT_FOUND').code).toBe(errorCode('orders', 404, 22));
  });

  it('gives each module its own block and keeps room for at least 30 more', () => {
    const blocks = [...Object.values(ERROR_BLOCKS), ...Object.values(PLANNED_ERROR_BLOCKS)];
    expect(new Set(blocks).size).toBe(blocks.length);
    for (const block of blocks) expect(block).toBeGreaterThanOrEqual(1);
    expect(99 - Math.max(...Object.values(ERROR_BLOCKS))).toBeGreaterThanOrEqual(30);
    const declaring = MODULES.filter((m) => m.errors).map((m) => m.name);
    expect(Object.keys(ERROR_BLOCKS)).toEqual(expect.arrayContaining(declaring));
  });

  it('reads a code back into its status and block', () => {
    expect(readCode(4091922)).toEqual({ status: 409, block: 19, n: 22 });
    expect(readCode(40001)).toEqual({ status: 400, block: 0, n: 1 });
    expect(errorCode('platform', 503, 0)).toBe(50300);
    expect(() => errorCode('nobody', 400, 1)).toThrow(/nobody has no error block/);
  });

  it('writes each language in its own script', () => {
    expectWordsInEveryLanguage(Object.fromEntries(all.map(([key, def]) => [key, def])) as ErrorCatalogue);
  });

  it('refuses a key or a code declared twice', () => {
    const one = { status: 400, code: 40099, message: { zh: '甲', en: 'a', ko: '가' } };
    registerErrors('test-a', defineErrors({ TEST_ONLY_KEY: one }));
    expect(() => registerErrors('test-b', { TEST_ONLY_KEY: { ...one, code: 40098 } })).toThrow(
      /declared by both test-a and test-b/,
    );
    expect(() => registerErrors('test-b', { OTHER_TEST_KEY: { ...one } })).toThrow(/40099 is used by both/);
  });

  it('names an unknown key instead of answering with undefined', () => {
    expect(() => errorDef('NO_SUCH_KEY' as never)).toThrow(/NO_SUCH_KEY is not registered/);
  });
});
