import { describe, expect, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { ERROR_BLOCKS, readCode } from '../../platform/http/error-blocks';
import { POSTCODE_ERRORS } from './postcodes.errors';

describe('postcode errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(POSTCODE_ERRORS));

  it('use codes of block 14 only', () => {
    for (const def of Object.values(POSTCODE_ERRORS))
      expect(readCode(def.code)).toMatchObject({ status: def.status, block: ERROR_BLOCKS.postcodes });
  });
});
