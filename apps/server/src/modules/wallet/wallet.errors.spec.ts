import { describe, expect, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { WALLET_ERRORS } from './wallet.errors';

describe('wallet errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(WALLET_ERRORS));

  it('use codes ending 30-39 of their own status only', () => {
    for (const def of Object.values(WALLET_ERRORS)) {
      expect(def.code % 100).toBeGreaterThanOrEqual(30);
      expect(def.code % 100).toBeLessThanOrEqual(39);
      expect(Math.floor(def.code / 100)).toBe(def.status);
    }
  });

  it('words the spec’s messages as the spec does', () => {
    expect(WALLET_ERRORS.WALLET_NOT_ENOUGH_BALANCE.message.en).toBe('Sorry, not enough balance');
    expect(WALLET_ERRORS.WALLET_VOUCHER_REQUIRED.message.en).toBe('Please upload voucher');
  });
});
