import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '@parcelhub/contracts';
import '../../app'; // registers the platform's and every listed module's catalogue
import { scanErrorThrows } from '../../../test/helpers/error-throws';
import { registeredErrors } from './errors';

const SOURCE = fileURLToPath(new URL('../..', import.meta.url));
const words = new Map(registeredErrors().map(([key, def]) => [key, def.message]));
const placeholders = (text: string) => [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!))].sort();

/** The quote engine names its refusals without the `QUOTE_` their words are registered under. */
const keyOf = (literal: string, file: string) => {
  if (words.has(literal)) return literal;
  if (file.includes('/modules/pricing/') && words.has(`QUOTE_${literal}`)) return `QUOTE_${literal}`;
  return undefined;
};

/** `ctx.error(path, 'FORMULA_INVALID')` is a rate card's compile code; a formula's `fail('FORBIDDEN', …)` its kind. */
const NOT_RAISING = /^(ctx\.error|fail)$/;

/**
 * The places that pick their key or build their params at run time, which the scan cannot read: what each may
 * raise, and with which params. A new such place fails the first test until it is listed here.
 */
const DYNAMIC: Record<string, { keys: string[]; given: string[] }> = {
  'modules/account/codes.service.ts': { keys: ['SMS_CODE_INVALID', 'EMAIL_CODE_INVALID'], given: [] },
  // entryWrite's refusals: { postcode } and the field it names
  'modules/postcodes/postcodes.service.ts': {
    keys: ['POSTCODE_US_INVALID', 'POSTCODE_RANGE_LENGTH', 'POSTCODE_RANGE_REVERSED'],
    given: ['postcode', 'field'],
  },
  // checkLimits' box by box checks
  'modules/pricing/engine/limits.ts': {
    keys: ['QUOTE_OVER_LONGEST_SIDE', 'QUOTE_OVER_GIRTH', 'QUOTE_OVER_PIECE_WEIGHT'],
    given: ['box', 'limit', 'value'],
  },
};

const throws = scanErrorThrows(SOURCE, keyOf, NOT_RAISING);
const fileOf = (at: string) => at.replace(/:\d+$/, '');

/** What is wrong with raising `key` with `given`: a placeholder in some language that no param fills. */
function unfilled(key: string, given: readonly string[], at: string): string[] {
  const message = words.get(key);
  if (!message) return [`${at}: ${key} is not registered`];
  return LANGUAGES.flatMap((lang) => {
    const missing = placeholders(message[lang]).filter((name) => !given.includes(name));
    return missing.length
      ? [`${at}: ${key} in ${lang} needs {${missing.join('}, {')}}, given ${given.join(', ')}`]
      : [];
  });
}

describe('error params and placeholders', () => {
  it('reads every raised error of the source, except the places listed as built at run time', () => {
    expect(throws.length).toBeGreaterThan(300);
    const unread = [...new Set(throws.filter((t) => t.given === null).map((t) => fileOf(t.at)))].sort();
    expect(unread).toEqual(Object.keys(DYNAMIC).sort());
  });

  it('fills every placeholder, in every language, from the params each error is always raised with', () => {
    const wrong = throws.flatMap((t) => (t.given === null ? [] : unfilled(t.key, t.given, t.at)));
    for (const [file, { keys, given }] of Object.entries(DYNAMIC))
      for (const key of keys) wrong.push(...unfilled(key, given, file));
    expect(wrong).toEqual([]);
  });

  it('uses the same placeholders in zh, en and ko', () => {
    for (const [key, message] of words)
      for (const lang of LANGUAGES)
        expect(placeholders(message[lang]), `${key} in ${lang}`).toEqual(placeholders(message.en));
  });
});
