import { describe, expect, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { ERROR_BLOCKS, readCode } from '../../platform/http/error-blocks';
import { TRACE_ERRORS } from './trace.errors';

describe('trace errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(TRACE_ERRORS));

  it('use codes of block 40 only, from n 50 (docs/errors.md), and never a 5xx', () => {
    for (const def of Object.values(TRACE_ERRORS)) {
      expect(readCode(def.code)).toMatchObject({ status: def.status, block: ERROR_BLOCKS.trace });
      expect(readCode(def.code).n).toBeGreaterThanOrEqual(50);
      expect(def.status).toBeLessThan(500);
    }
  });
});
