import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../i18n/locales/en.json';
import ko from '../i18n/locales/ko.json';
import zh from '../i18n/locales/zh.json';
import { configureHttp, http } from '../shared/http';
import { bootstrap } from './bootstrap';
import { navigateTo } from './navigation';

vi.mock('./navigation', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./navigation')>()),
  navigateTo: vi.fn(),
}));

const answer = (status: number) =>
  new Response(JSON.stringify({ flag: false, code: status * 100, msg: 'no', errorKey: 'FORBIDDEN' }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

afterEach(() => vi.mocked(navigateTo).mockClear());

describe('the app wiring of a 403', () => {
  it('sends a page that loads a 403 to /401 (the no-permission page), never /404', async () => {
    bootstrap();
    configureHttp({ fetch: async () => answer(403), notify: () => undefined });
    await expect(http.request('api/anything')).rejects.toMatchObject({ status: 403 });
    expect(navigateTo).toHaveBeenCalledWith('/401');
    expect(navigateTo).not.toHaveBeenCalledWith('/404');
  });

  it('keeps the user on the page for a 403 on an action', async () => {
    bootstrap();
    configureHttp({ fetch: async () => answer(403), notify: () => undefined });
    await expect(http.request('api/anything', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 403 });
    expect(navigateTo).not.toHaveBeenCalled();
  });

  it('words the no-permission page in the three languages', () => {
    for (const locale of [zh, en, ko] as { pages: Record<string, string> }[]) {
      expect(locale.pages.noPermissionTitle).toBeTruthy();
      expect(locale.pages.noPermissionDesc).toBeTruthy();
      expect(locale.pages.backHome).toBeTruthy();
    }
  });
});
