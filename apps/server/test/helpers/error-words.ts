import { expect } from 'vitest';
import { LANGUAGES } from '@parcelhub/contracts';
import type { ErrorCatalogue } from '../../src/platform/http/errors';

const HAN = /\p{Script=Han}/u;
const HANGUL = /\p{Script=Hangul}/u;
const LATIN = /[A-Za-z]{2}/;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

/**
 * A module's error words: present in every language and written in it (Chinese holds Han characters, Korean
 * Hangul, English Latin letters and neither of the others), with the same placeholders everywhere.
 */
export function expectWordsInEveryLanguage(catalogue: ErrorCatalogue) {
  const keys = Object.keys(catalogue);
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) {
    const { message } = catalogue[key as keyof typeof catalogue]!;
    for (const lang of LANGUAGES) expect(message[lang]?.trim().length, `${key} in ${lang}`).toBeGreaterThan(1);
    expect(message.zh, `${key} in zh`).toMatch(HAN);
    expect(message.ko, `${key} in ko`).toMatch(HANGUL);
    expect(message.en, `${key} in en`).toMatch(LATIN);
    expect(message.en, `${key} in en`).not.toMatch(HAN);
    expect(message.en, `${key} in en`).not.toMatch(HANGUL);
    for (const lang of LANGUAGES)
      expect(placeholders(message[lang]), `${key} in ${lang}`).toEqual(placeholders(message.en));
  }
}
