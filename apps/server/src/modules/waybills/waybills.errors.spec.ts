import { describe, expect, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { ERROR_BLOCKS, readCode } from '../../platform/http/error-blocks';
import { WAYBILL_ERRORS } from './waybills.errors';

describe('waybill errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(WAYBILL_ERRORS));

  it('use codes of block 25 only, from n 50 (docs/errors.md), and never a 5xx', () => {
    for (const def of Object.values(WAYBILL_ERRORS)) {
      expect(readCode(def.code)).toMatchObject({ status: def.status, block: ERROR_BLOCKS.waybills });
      expect(readCode(def.code).n).toBeGreaterThanOrEqual(50);
      expect(def.status).toBeLessThan(500);
    }
  });
});
