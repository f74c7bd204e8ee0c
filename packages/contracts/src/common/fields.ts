import { z } from 'zod';
import {
  ID_TEXT_PATTERN,
  MAX_ID,
  MAX_PAGE_NO,
  PATTERNS,
  isAccount,
  isNewPassword,
  isRegisterPassword,
  isWellFormedText,
} from './rules';

/*
 * The shared field types. Every id and every piece of text a request carries goes through one of these, so the
 * bounds the database needs (32-bit keys, no NUL in text) are checked once, worded in zh, en and ko, and answered
 * as a field error instead of a database failure. Wrong types and missing values are worded by the server's
 * validator (`required`, `boolean`, `requiredNumber`...), so the types carry no message of their own.
 */

interface TextOptions {
  /** Allow tab and line breaks (notes, remarks); other control characters are refused either way. */
  multiLine?: boolean;
}

/** Trimmed text, bounded, without control characters or broken UTF-16 (a lone surrogate). */
const text = (max: number, { multiLine = false }: TextOptions = {}) =>
  z
    .string()
    .trim()
    .max(max, { error: `tooLong|max=${max}` })
    .regex(multiLine ? PATTERNS.multiLine : PATTERNS.singleLine, { error: 'controlChars' })
    .refine(isWellFormedText, { error: 'brokenText' });

/** A required trimmed string, worded with the shared message keys. */
export const requiredText = (max: number, options?: TextOptions) => text(max, options).min(1, { error: 'required' });

/** An optional trimmed string; empty becomes ''. */
export const optionalText = (max: number, options?: TextOptions) => text(max, options).optional().default('');

/** A search or filter string: absent means no filter. */
export const filterText = (max: number, options?: TextOptions) => text(max, options).optional();

/** An opaque token the server handed out (uuid, pass token, captcha answer): letters, digits, '-' and '_'. */
export const tokenText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `tooLong|max=${max}` })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'invalid' });

/** An id in a JSON body: a whole number from 1 to 2^31 - 1 (the database's integer keys). */
export const idField = z
  .number()
  .min(1, { error: 'greaterThanZero' })
  .max(MAX_ID, { error: `numberTooLarge|max=${MAX_ID}` })
  .int({ error: 'integer' });

/**
 * An id in a path or query string: plain decimal digits (ID_TEXT_PATTERN), then the same bounds as idField. Read as
 * text, not coerced: `Number()` would take `0x1`, `1e0`, `+1`, `1.0` and ` 1` for 1. Past ten digits it is too
 * large before it is read, so no digit string reaches the database as an out-of-range integer or an inexact float.
 */
export const idParam = z.coerce
  .string()
  .regex(ID_TEXT_PATTERN, { error: 'idDigits' })
  .max(String(MAX_ID).length, { error: `numberTooLarge|max=${MAX_ID}` })
  .transform(Number)
  .pipe(
    z
      .number()
      .min(1, { error: 'greaterThanZero' })
      .max(MAX_ID, { error: `numberTooLarge|max=${MAX_ID}` }),
  );

/** Page number, from 0 (spec §7). */
export const pageNoField = z.coerce
  .number()
  .min(0, { error: 'notNegative' })
  .max(MAX_PAGE_NO, { error: `numberTooLarge|max=${MAX_PAGE_NO}` })
  .int({ error: 'integer' })
  .default(0);

/** Page size, capped so one request stays bounded. */
export const pageSizeField = (max: number, fallback: number) =>
  z.coerce
    .number()
    .min(1, { error: 'greaterThanZero' })
    .max(max, { error: `numberTooLarge|max=${max}` })
    .int({ error: 'integer' })
    .default(fallback);

export const countryCodeField = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .regex(PATTERNS.upper2, { error: 'upper2' });

export const accountField = z.string().trim().min(1, { error: 'required' }).refine(isAccount, { error: 'account' });

export const mobileField = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .regex(PATTERNS.mainlandMobile, { error: 'mobile' });

export const emailField = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .max(254, { error: 'tooLong|max=254' })
  .regex(PATTERNS.email, { error: 'email' });

export const smsCodeField = z
  .string()
  .trim()
  .min(1, { error: 'required' })
  .regex(PATTERNS.smsCode, { error: 'smsCode' });

/**
 * A password field as it travels: RSA-OAEP ciphertext in base64 (line breaks tolerated, as some encoders wrap).
 * Plain-text rules apply after decryption.
 */
export const encryptedField = z
  .string()
  .min(1, { error: 'required' })
  .max(2048, { error: 'tooLong|max=2048' })
  .regex(PATTERNS.multiLine, { error: 'controlChars' });

/** Plain-text password rules, checked by the web form before encrypting and by the server after decrypting. */
export const registerPasswordPlain = z.string().refine(isRegisterPassword, { error: 'registerPassword' });
export const newPasswordPlain = z.string().refine(isNewPassword, { error: 'newPassword' });
