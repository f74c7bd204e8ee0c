import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { layoutIt, screenProblems } from '../helpers/layout';

let j: Journey;
let page: Page;
const consoleErrors: string[] = [];
beforeAll(async () => {
  // Not openJourney's `language`: it sets the language again at every page load, and the rounds below change it.
  j = await openJourney({ locale: 'en-US' });
  page = j.page;
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => consoleErrors.push(`${page.url()}: ${String(e)}`));
  await page.goto('/login');
  await setLanguage('en');
  await j.signIn('admin', 'parcel2026');
  await j.byTestId('home-page').waitFor();
});
afterAll(() => j?.close());

/** The platform's administration screens (menu seed `system.*`), by path and the test id each page shows. */
const SCREENS = [
  ['/system/users', 'users'],
  ['/system/roles', 'role'],
  ['/system/sessions', 'sessions'],
  ['/system/menu', 'menu'],
  ['/system/dict', 'dict'],
  ['/system/region', null],
  ['/system/city', null],
  ['/system/oplog', null],
  ['/system/due-work', 'due-work'],
  ['/system/outbox', 'outbox'],
  ['/download/index', 'tasks'],
] as const;

async function setLanguage(lang: 'zh' | 'en' | 'ko') {
  await page.evaluate((l) => window.localStorage.setItem('language', l), lang);
}

describe('the platform administration in a browser', () => {
  // One test per round: a round is ten page loads, and on a busy 2-core machine the four rounds together outlast one test's time.
  const ROUNDS = [
    [1440, 'en'],
    [1440, 'zh'],
    [1440, 'ko'],
    [375, 'en'],
  ] as const;
  layoutIt.each(ROUNDS)(
    'opens every administration screen at %i px in %s: no 404, no overflow, no console error',
    async (width, lang) => {
      await j.steps(`admin-screens-${width}-${lang}`, async () => {
        await page.setViewportSize({ width, height: width > 400 ? 900 : 812 });
        if (width < 400) {
          // A phone is told the back office is for computers, once a session; the operator continues.
          await page.goto('/');
          await j.byTestId('phone-continue').click();
          await j.byTestId('home-page').waitFor();
        }
        await setLanguage(lang);
        const problems: string[] = [];
        consoleErrors.length = 0;
        for (const [path, testId] of SCREENS) {
          // Every screen shows a table or an empty state once loaded; some also a test id of their own first.
          const own = testId ? [`[data-testid="${testId}-page"], [data-testid="${testId}-screen"]`] : [];
          const ready = [...own, '.ant-table, .ant-empty'];
          const shot = `admin${path.replace(/\//g, '_')}`;
          problems.push(...(await screenProblems(page, { path, ready, lang, width, shot })));
        }
        expect(problems).toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    },
    240_000,
  );

  it('renames a menu entry on the menu screen: the sidebar shows the new title after a reload', async () => {
    await j.steps('admin-menu-edit', async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await setLanguage('en');
      await page.goto('/system/menu');
      await j.byTestId('menu-page').waitFor();
      await j.byTestId('menu-page').locator('[data-testid="menu-search"] input').first().fill('Operation log');
      await page.keyboard.press('Enter');
      // Pages stay open in their tabs (hidden): look inside the menu page only.
      const row = j.byTestId('menu-page').locator('.ant-table-row').filter({ hasText: 'system/oplog/index' }).first();
      await row.waitFor();
      await row.locator('[data-testid^="menu-edit-"]').click();
      const titleEn = page.locator('[data-testid="menu-form-titleEn"] input, input[data-testid="menu-form-titleEn"]');
      await titleEn.first().waitFor();
      await page.locator('.ant-zoom-appear, .ant-zoom-enter').waitFor({ state: 'detached' });
      await titleEn.first().fill('Audit trail');
      await j.byTestId('menu-save').click();
      await titleEn.first().waitFor({ state: 'hidden' });

      await page.reload();
      await page.locator('[data-testid="menu-dir-system"], [data-testid^="menu-dir-"]').first().waitFor();
      await expect.poll(async () => (await page.locator('aside').textContent()) ?? '').toContain('Audit trail');
    });
  });
});
