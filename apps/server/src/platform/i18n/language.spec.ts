import { describe, expect, it } from 'vitest';
import { interpolate, languageFromHeader } from './language';

describe('language from Accept-Language', () => {
  it('takes the best supported language', () => {
    expect(languageFromHeader('ko-KR,ko;q=0.9,en;q=0.8')).toBe('ko');
    expect(languageFromHeader('fr-FR,en;q=0.5,zh;q=0.9')).toBe('zh');
    expect(languageFromHeader('en-US')).toBe('en');
    expect(languageFromHeader('fr')).toBe('zh');
    expect(languageFromHeader(undefined)).toBe('zh');
  });

  it('fills placeholders and leaves unknown ones', () => {
    expect(interpolate('in {minutes} min {x}', { minutes: 5 })).toBe('in 5 min {x}');
  });
});
