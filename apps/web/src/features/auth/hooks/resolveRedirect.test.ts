import { describe, expect, it } from 'vitest';
import { resolveRedirect } from './useAfterLogin';

describe('where the login page sends a logged-in user', () => {
  it('follows an internal redirect', () => {
    expect(resolveRedirect('/address/book?type=SENDER', '/home')).toEqual({
      external: false,
      to: '/address/book?type=SENDER',
    });
  });
  it('leaves the app for a redirect starting with http', () => {
    expect(resolveRedirect('https://host.example/app', '/home')).toEqual({
      external: true,
      to: 'https://host.example/app',
    });
  });
  it('falls back to the first menu page, then /home', () => {
    expect(resolveRedirect(null, '/order/list')).toEqual({ external: false, to: '/order/list' });
    expect(resolveRedirect(null, null)).toEqual({ external: false, to: '/home' });
  });
  it('ignores protocol-relative and login redirects', () => {
    expect(resolveRedirect('//evil.example', '/home').to).toBe('/home');
    expect(resolveRedirect('/login?redirect=/x', '/home').to).toBe('/home');
  });
});
