import { z } from 'zod';
import { emailField, newPasswordPlain, smsCodeField } from '@parcelhub/contracts';

/** A password as typed, before it is encrypted for the call: anything but blank (old ones predate today's rules). */
const typedPassword = z.string().refine((v) => v.trim() !== '', { error: 'required' });

/** The change-password form: the contract's plain-text rules, checked before the passwords are encrypted. */
export const ChangePasswordForm = z
  .object({ oldPass: typedPassword, newPass: newPasswordPlain, confirmPass: typedPassword })
  .refine((v) => v.confirmPass === v.newPass, { path: ['confirmPass'], error: 'passwordMismatch' });

/** The change-email form: the contract's email and code, and the current password typed to prove it is the owner. */
export const ChangeEmailForm = z.object({ email: emailField, code: smsCodeField, password: typedPassword });
