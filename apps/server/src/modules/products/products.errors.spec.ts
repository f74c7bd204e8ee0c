import { describe, expect, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { ERROR_BLOCKS, readCode } from '../../platform/http/error-blocks';
import { PRODUCT_ERRORS } from './products.errors';

describe('products errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(PRODUCT_ERRORS));

  it('use only the codes of the module’s block (15)', () => {
    for (const [key, def] of Object.entries(PRODUCT_ERRORS))
      expect(readCode(def.code), key).toMatchObject({ status: def.status, block: ERROR_BLOCKS.products });
  });
});
