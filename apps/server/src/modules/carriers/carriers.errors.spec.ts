import { describe, expect, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { ERROR_BLOCKS, readCode } from '../../platform/http/error-blocks';
import { CARRIER_ERRORS } from './carriers.errors';

describe('carrier errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(CARRIER_ERRORS));

  it('use codes of block 20 only, and never a 5xx', () => {
    for (const def of Object.values(CARRIER_ERRORS)) {
      expect(readCode(def.code)).toMatchObject({ status: def.status, block: ERROR_BLOCKS.carriers });
      expect(def.status).toBeLessThan(500);
    }
  });
});
