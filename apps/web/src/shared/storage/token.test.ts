import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from './token';

/** A document whose cookie setter records what the app writes. */
function stubPage(protocol: 'http:' | 'https:') {
  const written: string[] = [];
  vi.stubGlobal('location', { protocol });
  vi.stubGlobal('document', {
    set cookie(v: string) {
      written.push(v);
    },
    get cookie() {
      return '';
    },
  });
  return written;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('token cookie', () => {
  it('is Secure when the page is served over https', () => {
    const written = stubPage('https:');
    setToken('abc');
    expect(written[0]).toMatch(/^HD-TOEKN=abc; .*; Secure$/);
  });

  it('is not Secure over plain http (a browser would drop it)', () => {
    const written = stubPage('http:');
    setToken('abc');
    expect(written[0]).not.toContain('Secure');
    expect(written[0]).toContain('SameSite=Lax');
  });
});
