import { describe, expect, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { ERROR_BLOCKS, readCode } from '../../platform/http/error-blocks';
import { PUBLIC_TRACKING_ERRORS } from './public-tracking.errors';

describe('public tracking errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(PUBLIC_TRACKING_ERRORS));

  it('use codes of block 42 only, from n 50 (docs/errors.md), and never a 5xx', () => {
    for (const def of Object.values(PUBLIC_TRACKING_ERRORS)) {
      expect(readCode(def.code)).toMatchObject({ status: def.status, block: ERROR_BLOCKS.publicTracking });
      expect(readCode(def.code).n).toBeGreaterThanOrEqual(50);
      expect(def.status).toBeLessThan(500);
    }
  });
});
