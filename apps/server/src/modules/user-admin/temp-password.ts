import crypto from 'node:crypto';
import { isNewPassword } from '@parcelhub/contracts';

const LETTERS = 'abcdefghijkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const ALL = LETTERS + DIGITS;

/**
 * A temporary password an operator hands on: 16 characters (the new-password maximum) of letters and digits
 * without look-alikes (0/O, 1/l/I), drawn from the system's CSPRNG: about 93 bits.
 */
export function temporaryPassword(): string {
  for (;;) {
    const chars = Array.from({ length: 16 }, () => ALL[crypto.randomInt(ALL.length)]!);
    const candidate = chars.join('');
    if (isNewPassword(candidate)) return candidate;
  }
}
