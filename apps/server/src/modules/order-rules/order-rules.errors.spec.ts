import { describe, expect, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { ORDER_RULE_ERRORS } from './order-rules.errors';

describe('order rule errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(ORDER_RULE_ERRORS));

  it('use codes ending 80-84, 88 or 89 only, as status * 100 + suffix', () => {
    for (const def of Object.values(ORDER_RULE_ERRORS)) {
      expect([80, 81, 82, 83, 84, 88, 89]).toContain(def.code % 100);
      expect(Math.floor(def.code / 100)).toBe(def.status);
    }
  });
});
