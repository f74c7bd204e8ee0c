import { describe, expect, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { PRODUCT_ERRORS } from './products.errors';

describe('products errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(PRODUCT_ERRORS));

  it('use only the codes set aside for the module (last two digits 70-76 or 95-97)', () => {
    for (const [key, def] of Object.entries(PRODUCT_ERRORS)) {
      const tail = def.code % 100;
      expect((tail >= 70 && tail <= 76) || (tail >= 95 && tail <= 97), key).toBe(true);
      expect(Math.floor(def.code / 100), key).toBe(def.status);
    }
  });
});
