import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@parcelhub/contracts';
import { MODULES } from '../../app'; // registers the platform's and every listed module's catalogue
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { defineErrors, errorDef, registerErrors, registeredErrors, type ErrorCatalogue } from './errors';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('error catalogue', () => {
  const all = registeredErrors();

  it('holds the platform and each module that declares errors', () => {
    const owners = new Set(all.map(([, , owner]) => owner));
    const modules = MODULES.filter((m) => m.errors).map((m) => m.name);
    expect(modules).toEqual(expect.arrayContaining(['account', 'addresses', 'auth', 'tasks', 'users']));
    expect([...owners].sort()).toEqual(['files', 'platform', ...modules].sort());
    expect(errorDef('ADDRESS_NOT_FOUND')).toMatchObject({ status: 404, code: 40410 });
  });

  it('gives every key a unique code, an HTTP error status and its words in every language', () => {
    const codes = all.map(([, def]) => def.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const [key, def] of all) {
      expect(def.status, key).toBeGreaterThanOrEqual(400);
      expect(def.status, key).toBeLessThan(600);
      expect(Math.floor(def.code / 100), `${key}'s code starts with its status`).toBe(def.status);
      const names = placeholders(def.message.en);
      for (const lang of LANGUAGES) {
        expect(def.message[lang]?.trim(), `${key} in ${lang}`).toBeTruthy();
        expect(placeholders(def.message[lang]), `${key}'s placeholders in ${lang}`).toEqual(names);
      }
    }
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
