import { describe, it } from 'vitest';
import { expectWordsInEveryLanguage } from '../../../test/helpers/error-words';
import { AUTH_ERRORS } from './auth.errors';

describe('auth errors', () => {
  it('say each error in Chinese, English and Korean', () => expectWordsInEveryLanguage(AUTH_ERRORS));
});
