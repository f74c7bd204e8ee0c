import { afterAll, beforeAll, describe, expect } from 'vitest';
import { layoutIt } from '../helpers/layout';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { openEveryDirectory } from '../helpers/menus';

let j: Journey;
let page: Page;
beforeAll(async () => {
  j = await openJourney({ locale: 'en-US', language: 'en', viewport: { width: 1280, height: 900 } });
  page = j.page;
});
afterAll(() => j?.close());

/**
 * Visible text under `root` cut short with no title to read it whole: `tag "text"` for each. `titled`: text cut
 * short counts even with a title (the menu's entries: nobody hovers over a menu to read it).
 */
const cutWithoutTitle = (root = 'body', { titled = false } = {}) =>
  page.evaluate(
    ([root, titled]) => {
      const cut: string[] = [];
      for (const el of Array.from(document.querySelectorAll<HTMLElement>(`${root} *`))) {
        if (!el.childNodes.length || el.offsetParent === null) continue;
        const ownText = Array.from(el.childNodes).some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim());
        if (!ownText) continue;
        let cutShort = el.scrollWidth > el.clientWidth + 1 && getComputedStyle(el).overflowX !== 'visible';
        // Or it runs past the edge of a box that clips it (a label in a cell, an entry under the menu's arrow).
        const right = el.getBoundingClientRect().right;
        for (let box = el.parentElement; box && !cutShort && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.overflowX === 'visible') continue;
          cutShort = right > box.getBoundingClientRect().right - parseFloat(style.paddingRight) + 1;
        }
        if (!cutShort) continue;
        if ((!titled && el.closest('[title]')) || el.closest('.ant-select-selector, .ant-input, input, textarea'))
          continue;
        cut.push(`${el.tagName.toLowerCase()} "${el.textContent?.trim().slice(0, 40)}"`);
      }
      return cut;
    },
    [root, titled] as const,
  );

/** Tables wider than their card: the page would scroll sideways. */
const wideTables = () =>
  page
    .locator('.ant-table-content')
    .evaluateAll((els) => els.filter((e) => e.scrollWidth > e.clientWidth + 1).map((e) => e.scrollWidth));

describe('English labels at 1,280 px', () => {
  layoutIt('fit or carry a title, in the menu, the user review and the address book; tables fit', async () => {
    await j.steps('labels-fit', async () => {
      await j.signIn('admin', 'parcel2026');
      await j.byTestId('home-page').waitFor();
      await openEveryDirectory(page, '[data-testid="sidebar"]', async (dir) => {
        expect(await cutWithoutTitle(), `labels under ${dir}`).toEqual([]);
        expect(await cutWithoutTitle('[data-testid="sidebar"]', { titled: true }), `menu under ${dir}`).toEqual([]);
      });
      await page.goto('/system/users');
      await page.locator('.ant-table-row').first().waitFor();
      expect(await cutWithoutTitle()).toEqual([]);
      expect(await wideTables()).toEqual([]);
      await j.signOut();

      await j.signIn('customer', 'parcel2026');
      await j.byTestId('home-page').waitFor();
      await page.goto('/address/book');
      await page.locator('[data-testid^="address-row-"]').first().waitFor();
      expect(await wideTables()).toEqual([]);
      expect(await cutWithoutTitle()).toEqual([]);
      await j.byTestId('address-add').click();
      await page.locator('#address-form_name').waitFor();
      expect(await cutWithoutTitle()).toEqual([]);
    });
  });
});
