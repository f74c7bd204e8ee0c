import { afterAll, beforeAll, describe, expect } from 'vitest';
import { layoutIt, textFlaws } from '../helpers/layout';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { snapshot } from '../helpers/browser';
import { openEveryDirectory } from '../helpers/menus';
import { batchRow, fillTemplate } from '../helpers/orders';
import { chooseFile, XLSX_TYPE } from '../helpers/upload';
import { choose, inputOf } from '../helpers/pricing';

let j: Journey;
let page: Page;
const consoleErrors: string[] = [];
beforeAll(async () => {
  j = await openJourney({ locale: 'en-US', language: 'en', viewport: { width: 375, height: 812 } });
  page = j.page;
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(String(e)));
});
afterAll(() => j?.close());

/** How far the page reaches past the right edge of the screen (0 when it fits). */
const overflow = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Every entry of the menu drawer with the directories above it, outermost first. */
async function menuEntries(): Promise<{ path: string; dirs: string[] }[]> {
  await openEveryDirectory(page, '[data-testid="menu-drawer"]');
  return page.locator('[data-testid="menu-drawer"] [data-testid^="menu-/"]').evaluateAll((els) =>
    els.map((leaf) => {
      const dirs: string[] = [];
      for (let li = leaf.closest('li.ant-menu-submenu'); li; li = li.parentElement!.closest('li.ant-menu-submenu')) {
        const title = li.querySelector(':scope > .ant-menu-submenu-title [data-testid^="menu-dir-"]');
        if (title) dirs.unshift(title.getAttribute('data-testid')!);
      }
      return { path: leaf.getAttribute('data-testid')!.slice('menu-'.length), dirs };
    }),
  );
}

async function openFromDrawer(entry: { path: string; dirs: string[] }) {
  const drawer = j.byTestId('menu-drawer');
  const leaf = drawer.locator(`[data-testid="menu-${entry.path}"]`);
  // A submenu opening or closing (one at a time) moves the entries below it: on a loaded machine a click can land
  // mid-motion on a neighbour, or find its submenu closed again. Each try opens the drawer and the leaf's
  // directories, waits until the leaf has stopped moving, and gives the click a few seconds; the last try's failure
  // is the test's.
  const tries = 5;
  for (let attempt = 1; ; attempt++) {
    try {
      if (!(await drawer.isVisible())) {
        await j.byTestId('menu-drawer-open').click();
        await drawer.waitFor();
      }
      for (const dir of entry.dirs) {
        const open = await drawer
          .locator(`li.ant-menu-submenu-open:has(> .ant-menu-submenu-title [data-testid="${dir}"])`)
          .count();
        if (!open) await drawer.locator(`[data-testid="${dir}"]`).click({ timeout: 5_000 });
      }
      await settled(leaf);
      await leaf.click({ timeout: 5_000 });
      await page.waitForURL((u) => u.pathname === entry.path, { timeout: 10_000 });
      return;
    } catch (e) {
      if (attempt === tries) throw e;
    }
  }
}

/** Waits until the element is visible and has not moved for a few animation frames' worth of time. */
async function settled(el: ReturnType<Page['locator']>) {
  await el.waitFor({ timeout: 5_000 });
  let last = '';
  for (let i = 0; i < 50; i++) {
    const box = JSON.stringify(await el.boundingBox());
    if (box === last) return;
    last = box;
    await page.waitForTimeout(120);
  }
}

describe('a phone-width screen', () => {
  layoutIt('opens / as a browser does and lands on a login page that fits', async () => {
    await j.steps('narrow-login', async () => {
      const res = await page.goto('/');
      expect(res?.status()).toBe(200);
      expect(res?.headers()['content-type']).toContain('text/html');
      await j.byTestId('login-submit').waitFor();
      expect(new URL(page.url()).pathname).toBe('/login');
      expect(await overflow()).toBe(0);
    });
  });

  layoutIt(
    'says the app is for larger screens after login, lets the customer continue, and reaches every menu entry',
    async () => {
      await j.steps('narrow-menus', async () => {
        await j.byTestId('login-username').fill('customer');
        await j.byTestId('login-password').fill('parcel2026');
        await j.byTestId('login-submit').click();
        await j.byTestId('phone-notice').waitFor();
        expect(await overflow()).toBe(0);
        await j.byTestId('phone-continue').click();
        await j.byTestId('home-page').waitFor();
        expect(await overflow()).toBe(0);

        // The header folds into the menu button, the page title and one "more" menu; the task center is in it.
        await j.byTestId('header-more').click();
        // A click while the menu is still sliding in can be lost on a loaded machine: wait until it has settled.
        await j.byTestId('more-tasks').waitFor();
        await page.locator('.ant-slide-up-appear, .ant-slide-up-enter').waitFor({ state: 'detached' });
        await j.byTestId('more-tasks').click();
        await j.byTestId('task-center-empty').waitFor();
        await page.locator('.ant-drawer-open .ant-drawer-close').click();
        await j.byTestId('task-center-empty').waitFor({ state: 'hidden' });

        await j.byTestId('menu-drawer-open').click();
        await j.byTestId('menu-drawer').waitFor();
        const entries = await menuEntries();
        // Entries whose screen is not built yet are hidden (issue 37): the customer keeps ten built ones today.
        expect(entries.length).toBeGreaterThanOrEqual(10);
        await page.mouse.click(370, 400); // on the mask, beside the drawer
        await j.byTestId('menu-drawer').waitFor({ state: 'hidden' });

        const wide: string[] = [];
        for (const entry of entries) {
          await openFromDrawer(entry);
          await j.byTestId('menu-drawer').waitFor({ state: 'hidden' });
          expect(await j.byTestId('page-404').count(), entry.path).toBe(0);
          const cut = await textFlaws(page);
          if ((await overflow()) > 0 || cut.length > 0)
            wide.push(
              `${entry.path}: ${cut.join('; ')} ${await snapshot(page, `narrow${entry.path.replace(/\//g, '_')}`)}`,
            );
        }
        expect(wide, 'pages wider than the screen, or cutting text').toEqual([]);
        expect(consoleErrors).toEqual([]);
      });
    },
  );

  layoutIt('offers the live quotes of the order wizard with each product readable', async () => {
    await j.steps('narrow-quotes', async () => {
      await page.goto('/order/place');
      await j.byTestId('order-wizard').waitFor();
      await choose(page, j.byTestId('order-country'), /\(US\)/, 'US');
      await j.byTestId('order-postcode').fill('10001');
      for (const [field, value] of Object.entries({ length: '20', width: '15', height: '10', weight: '1.2' }))
        await inputOf(j.byTestId(`order-quick-${field}`)).fill(value);
      await page.locator('[data-testid^="order-quote-total-"]').first().waitFor();
      // The product's cell keeps room for its code on one line (it was squeezed to a letter a line at 375 px).
      const cell = page.locator('[data-testid^="order-quote-row-"] td').filter({ hasText: 'US-EXP' }).first();
      const code = cell.getByText('US-EXP', { exact: true });
      expect((await cell.boundingBox())!.width).toBeGreaterThan(120);
      expect((await code.boundingBox())!.height).toBeLessThan(30);
      expect(await overflow()).toBe(0);
      expect(consoleErrors).toEqual([]);
    });
  });

  layoutIt('shows a finished batch, its counts and its charge, within the screen', async () => {
    await j.steps('narrow-batch', async () => {
      await page.goto('/order/batch');
      await j.byTestId('order-batch-page').waitFor();
      const [template] = await Promise.all([page.waitForEvent('download'), j.byTestId('order-batch-template').click()]);
      const rows = [batchRow('NARROW-1'), batchRow('NARROW-2', { 'Product code': 'NO-SUCH' })];
      const file = await fillTemplate((await template.path())!, rows);
      await j.byTestId('order-batch-next').click();
      await j.byTestId('order-batch-next').click();
      await chooseFile(page.locator('input[type="file"]').first(), {
        name: 'narrow.xlsx',
        mimeType: XLSX_TYPE,
        buffer: file,
      });
      await j.byTestId('order-batch-submit').click();
      await j.byTestId('order-batch-counts').waitFor({ timeout: 60_000 });
      expect(await j.byTestId('order-batch-success').textContent()).toBe('1');
      // The history below lists it ended, without a refresh.
      await page.locator('[data-testid^="order-batch-status-"]').first().filter({ hasText: 'Completed' }).waitFor();
      expect(await overflow()).toBe(0);
      expect(consoleErrors).toEqual([]);
    });
  });
});
