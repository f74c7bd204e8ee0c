import { describe, expect, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { ERROR_BLOCKS, readCode } from '../../platform/http/error-blocks';
import { ROBOTS_ERRORS } from './robots.errors';

describe('robots errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(ROBOTS_ERRORS));

  it('use codes of block 29 only, from n 50 (docs/errors.md), and never a 5xx', () => {
    for (const def of Object.values(ROBOTS_ERRORS)) {
      expect(readCode(def.code)).toMatchObject({ status: def.status, block: ERROR_BLOCKS.robots });
      expect(readCode(def.code).n).toBeGreaterThanOrEqual(50);
      expect(def.status).toBeLessThan(500);
    }
  });
});
