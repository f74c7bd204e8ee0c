import { describe, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { ADDRESS_ERRORS } from './addresses.errors';

describe('addresses errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(ADDRESS_ERRORS));
});
