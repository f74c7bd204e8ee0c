import { describe, expect, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { ERROR_BLOCKS, readCode } from '../../platform/http/error-blocks';
import { TAIL_LOGISTICS_ERRORS } from './tail-logistics.errors';

describe('tail logistics errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(TAIL_LOGISTICS_ERRORS));

  it('use codes of block 26 only, from n 50 (docs/errors.md), and never a 5xx', () => {
    for (const def of Object.values(TAIL_LOGISTICS_ERRORS)) {
      expect(readCode(def.code)).toMatchObject({ status: def.status, block: ERROR_BLOCKS.tailLogistics });
      expect(readCode(def.code).n).toBeGreaterThanOrEqual(50);
      expect(def.status).toBeLessThan(500);
    }
  });
});
