import { describe, expect, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { ERROR_BLOCKS, readCode } from '../../platform/http/error-blocks';
import { WALLET_ERRORS } from './wallet.errors';

describe('wallet errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(WALLET_ERRORS));

  it('use codes of block 21 of their own status only', () => {
    for (const def of Object.values(WALLET_ERRORS))
      expect(readCode(def.code)).toMatchObject({ status: def.status, block: ERROR_BLOCKS.wallet });
  });

  it('words the spec’s messages as the spec does', () => {
    expect(WALLET_ERRORS.WALLET_NOT_ENOUGH_BALANCE.message.en).toBe('Sorry, not enough balance');
    expect(WALLET_ERRORS.WALLET_VOUCHER_REQUIRED.message.en).toBe('Please upload voucher');
  });
});
