import { describe, expect, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { CARRIER_ERRORS } from './carriers.errors';

describe('carrier errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(CARRIER_ERRORS));

  it('use codes ending 56-61 only, and never a 5xx', () => {
    for (const def of Object.values(CARRIER_ERRORS)) {
      expect(def.code % 100).toBeGreaterThanOrEqual(56);
      expect(def.code % 100).toBeLessThanOrEqual(61);
      expect(Math.floor(def.code / 100)).toBe(def.status);
      expect(def.status).toBeLessThan(500);
    }
  });
});
