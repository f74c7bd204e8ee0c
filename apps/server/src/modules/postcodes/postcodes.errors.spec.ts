import { describe, expect, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { POSTCODE_ERRORS } from './postcodes.errors';

describe('postcode errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(POSTCODE_ERRORS));

  it('use codes ending 52-59 only', () => {
    for (const def of Object.values(POSTCODE_ERRORS)) expect(def.code % 100).toBeGreaterThanOrEqual(52);
    for (const def of Object.values(POSTCODE_ERRORS)) expect(def.code % 100).toBeLessThanOrEqual(59);
  });
});
