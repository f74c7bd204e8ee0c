import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { filterText, idField, idParam, optionalText, pageNoField, requiredText, tokenText } from './fields';
import { MAX_ID } from './rules';
import { VALIDATION_MESSAGES } from './validation-messages';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  return r.success ? null : r.error.issues[0]?.message;
};

describe('shared id type', () => {
  it('takes 1 to 2^31 - 1 and refuses the rest with a worded key', () => {
    expect(idField.parse(1)).toBe(1);
    expect(idField.parse(MAX_ID)).toBe(MAX_ID);
    expect(firstMessage(idField, MAX_ID + 1)).toBe(`numberTooLarge|max=${MAX_ID}`);
    expect(firstMessage(idField, 1e20)).toBe(`numberTooLarge|max=${MAX_ID}`);
    expect(firstMessage(idField, 0)).toBe('greaterThanZero');
    expect(firstMessage(idField, -1)).toBe('greaterThanZero');
    expect(firstMessage(idField, 1.5)).toBe('integer');
    expect(idField.safeParse('5').success).toBe(false);
  });

  it('reads path and query ids from text with the same bounds', () => {
    expect(idParam.parse('42')).toBe(42);
    expect(firstMessage(idParam, '2147483648')).toBe(`numberTooLarge|max=${MAX_ID}`);
    expect(idParam.safeParse('abc').success).toBe(false);
  });

  it('reads a path id only from plain decimal digits: no other spelling of 1 is 1', () => {
    for (const form of ['0x1', '1e0', '+1', '1.0', ' 1', '1 ', '01', '00', '-1', '', '1_0', '１', 'Infinity', 'NaN']) {
      expect(firstMessage(idParam, form), JSON.stringify(form)).toBe('idDigits');
    }
    expect(firstMessage(idParam, '0')).toBe('greaterThanZero');
    // Past 2^31 - 1, past 2^53 and past a double's range: too large, never an inexact or infinite number.
    for (const form of ['2147483648', '9007199254740993', '9'.repeat(400)]) {
      expect(firstMessage(idParam, form), form).toBe(`numberTooLarge|max=${MAX_ID}`);
    }
    expect(idParam.parse(String(MAX_ID))).toBe(MAX_ID);
    // The web's typed calls pass numbers; they travel as their digits.
    expect(idParam.parse(7)).toBe(7);
    expect(firstMessage(idParam, 1.5)).toBe('idDigits');
  });

  it('bounds page numbers', () => {
    expect(pageNoField.parse(undefined)).toBe(0);
    expect(firstMessage(pageNoField, 18446744073709551616)).toMatch(/^numberTooLarge\|max=/);
  });
});

describe('shared text type', () => {
  it('refuses NUL and other control characters in one-line text', () => {
    for (const bad of ['a\u0000b', 'a\u0001b', 'a\nb', 'a\tb', 'a\u007Fb']) {
      expect(firstMessage(requiredText(100), bad)).toBe('controlChars');
      expect(firstMessage(optionalText(100), bad)).toBe('controlChars');
      expect(firstMessage(filterText(100), bad)).toBe('controlChars');
    }
    expect(requiredText(100).parse('  Zhongshan Rd. 12号  ')).toBe('Zhongshan Rd. 12号');
  });

  it('refuses half a surrogate pair (it cannot be stored), and keeps whole ones such as emoji', () => {
    for (const bad of ['\ud800', 'a\udc00b', 'x\ud83d']) {
      expect(firstMessage(requiredText(100), bad)).toBe('brokenText');
      expect(firstMessage(filterText(100), bad)).toBe('brokenText');
    }
    expect(requiredText(100).parse('ok 📦')).toBe('ok 📦');
    expect(VALIDATION_MESSAGES.brokenText.en).toBeTruthy();
  });

  it('allows tab and line breaks in multi-line text, and nothing else', () => {
    const notes = requiredText(100, { multiLine: true });
    expect(notes.parse('line one\n\tline two')).toBe('line one\n\tline two');
    expect(firstMessage(notes, 'a\u0000b')).toBe('controlChars');
  });

  it('bounds lengths and opaque tokens', () => {
    expect(firstMessage(requiredText(10), 'x'.repeat(100_000))).toBe('tooLong|max=10');
    expect(firstMessage(tokenText(64), 'abc\u0000')).toBe('invalid');
    expect(tokenText(64).parse('0b0f6c1e-3d4f-4b8a-9c1e-5f2a7d9e8b10')).toHaveLength(36);
  });

  it('has words for every key it uses', () => {
    for (const key of ['controlChars', 'numberTooLarge', 'boolean', 'number', 'integer', 'greaterThanZero'])
      expect(VALIDATION_MESSAGES).toHaveProperty(key);
  });
});
