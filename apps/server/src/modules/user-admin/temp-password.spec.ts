import { describe, expect, it } from 'vitest';
import { isNewPassword } from '@parcelhub/contracts';
import { temporaryPassword } from './temp-password';

describe('temporaryPassword', () => {
  it('meets the new-password rules, 16 characters, and does not repeat', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 500; i++) {
      const p = temporaryPassword();
      expect(p).toHaveLength(16);
      expect(isNewPassword(p)).toBe(true);
      expect(p).not.toMatch(/[01lIoO]/);
      seen.add(p);
    }
    expect(seen.size).toBe(500);
  });
});
