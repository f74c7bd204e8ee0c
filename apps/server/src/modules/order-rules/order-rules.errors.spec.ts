import { describe, expect, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { ERROR_BLOCKS, readCode } from '../../platform/http/error-blocks';
import { ORDER_RULE_ERRORS } from './order-rules.errors';

describe('order rule errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(ORDER_RULE_ERRORS));

  it('use codes of block 18 only, as status * 10000 + 1800 + n', () => {
    for (const def of Object.values(ORDER_RULE_ERRORS))
      expect(readCode(def.code)).toMatchObject({ status: def.status, block: ERROR_BLOCKS.orderRules });
  });
});
