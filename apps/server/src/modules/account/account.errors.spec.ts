import { describe, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { ACCOUNT_ERRORS } from './account.errors';

describe('account errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(ACCOUNT_ERRORS));
});
