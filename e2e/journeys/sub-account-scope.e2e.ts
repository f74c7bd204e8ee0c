import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser, snapshot } from '../helpers/browser';
import { startServer, type RunningServer } from '../helpers/server';

let server: RunningServer;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    locale: 'ko-KR',
    viewport: { width: 1440, height: 900 },
  });
  await context.addInitScript(() => window.localStorage.setItem('language', 'ko'));
  page = await context.newPage();
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const byTestId = (id: string) => page.locator(`[data-testid="${id}"]`);

describe('a sub-account works within what its main account granted', () => {
  it('sees only granted menus, the main account addresses, and a clear page where a screen is not built yet', async () => {
    try {
      await page.goto('/login');
      await byTestId('login-username').fill('customer-sub');
      await byTestId('login-password').fill('parcel2026');
      await byTestId('login-submit').click();
      await byTestId('home-page').waitFor();

      // Korean throughout, and only what was granted: no order placement, no finance, no sub-account management.
      const sidebar = byTestId('sidebar');
      await sidebar.getByText('홈').first().waitFor();
      expect(await byTestId('menu-/order/place').count()).toBe(0);
      expect(await byTestId('menu-dir-finance').count()).toBe(0);
      expect(await byTestId('menu-/account/sub').count()).toBe(0);

      // The main account's address book.
      await page.goto('/address/book');
      await byTestId('address-page').waitFor();
      await page.locator('[data-testid^="address-row-"]').filter({ hasText: 'John Smith' }).waitFor();
      expect(await page.locator('[data-testid^="address-row-"]').filter({ hasText: 'Emma Brown' }).count()).toBe(0);

      // A granted page whose screen comes with a later release.
      await page.goto('/order/list');
      await byTestId('coming-soon').waitFor();

      // A path nobody has: the 404 page, inside the app.
      await page.goto('/no/such/page');
      await byTestId('page-404').waitFor();
    } catch (err) {
      console.error(`screenshot: ${await snapshot(page, 'sub-account-scope')}`);
      throw err;
    }
  });
});
