import { z } from 'zod';
import { PATTERNS, isAccount, isNewPassword, isRegisterPassword } from './rules';

/** A required trimmed string, worded with the shared message keys. */
export const requiredText = (max: number) =>
  z
    .string({ error: 'required' })
    .trim()
    .min(1, { error: 'required' })
    .max(max, { error: `tooLong|max=${max}` });

/** An optional trimmed string; empty becomes ''. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `tooLong|max=${max}` })
    .optional()
    .default('');

export const countryCodeField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .regex(PATTERNS.upper2, { error: 'upper2' });

export const accountField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .refine(isAccount, { error: 'account' });

export const mobileField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .regex(PATTERNS.mainlandMobile, { error: 'mobile' });

export const emailField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .max(254, { error: 'tooLong|max=254' })
  .regex(PATTERNS.email, { error: 'email' });

export const smsCodeField = z
  .string({ error: 'required' })
  .trim()
  .min(1, { error: 'required' })
  .regex(PATTERNS.smsCode, { error: 'smsCode' });

/** A password field as it travels: RSA-OAEP ciphertext in base64. Plain-text rules apply after decryption. */
export const encryptedField = z.string({ error: 'required' }).min(1, { error: 'required' }).max(2048);

/** Plain-text password rules, checked by the web form before encrypting and by the server after decrypting. */
export const registerPasswordPlain = z.string().refine(isRegisterPassword, { error: 'registerPassword' });
export const newPasswordPlain = z.string().refine(isNewPassword, { error: 'newPassword' });

export const idField = z.coerce.number({ error: 'required' }).int().positive();
