// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, loadSettings, saveSettings } from '../settings/settings';
import { loadRecent, MAX_RECENT, pushRecent, saveRecent } from './recentMenus';
import { isPublicPath, loginUrl } from '../navigation';

beforeEach(() => window.localStorage.clear());

describe('recent menu entries', () => {
  it('keeps the 5 most recent, newest first, without duplicates', () => {
    let list: string[] = [];
    for (const p of ['/a', '/b', '/c', '/d', '/e', '/f', '/b']) list = pushRecent(list, p);
    expect(list).toEqual(['/b', '/f', '/e', '/d', '/c']);
    expect(list).toHaveLength(MAX_RECENT);
    saveRecent(list);
    expect(loadRecent()).toEqual(list);
  });
  it('survives garbage in storage', () => {
    window.localStorage.setItem('recentMenus', '{oops');
    expect(loadRecent()).toEqual([]);
  });
});

describe('layout settings', () => {
  it('defaults to theme #2b80ff, tabs shown, fixed header, logo, unique-opened', () => {
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS.themeColor).toBe('#2b80ff');
  });
  it('remembers changes and rejects malformed values', () => {
    saveSettings({ ...DEFAULT_SETTINGS, showTabs: false, themeColor: '#52c41a' });
    expect(loadSettings()).toMatchObject({ showTabs: false, themeColor: '#52c41a' });
    window.localStorage.setItem('settings', JSON.stringify({ themeColor: 'red', showLogo: 'yes' }));
    expect(loadSettings()).toEqual(DEFAULT_SETTINGS);
  });
});

describe('public paths and the login redirect', () => {
  it('knows the public pages', () => {
    for (const p of [
      '/login',
      '/register',
      '/forgetPassword',
      '/404',
      '/401',
      '/registrationAgreement',
      '/privacyAgreement',
      '/calculator',
    ]) {
      expect(isPublicPath(p)).toBe(true);
    }
    expect(isPublicPath('/address/book')).toBe(false);
  });
  it('remembers where the user was going', () => {
    expect(loginUrl('/address/book?type=SENDER')).toBe('/login?redirect=%2Faddress%2Fbook%3Ftype%3DSENDER');
    expect(loginUrl('/')).toBe('/login');
    expect(loginUrl('/login')).toBe('/login');
  });
});
