import { describe, expect, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { ERROR_BLOCKS, readCode } from '../../platform/http/error-blocks';
import { WAREHOUSES_ERRORS } from './warehouses.errors';

describe('warehouses errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(WAREHOUSES_ERRORS));

  it('use codes of block 27 only, from n 50 (docs/errors.md), and never a 5xx', () => {
    for (const def of Object.values(WAREHOUSES_ERRORS)) {
      expect(readCode(def.code)).toMatchObject({ status: def.status, block: ERROR_BLOCKS.warehouses });
      expect(readCode(def.code).n).toBeGreaterThanOrEqual(50);
      expect(def.status).toBeLessThan(500);
    }
  });
});
