import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';
import { importAddresses } from '../helpers/address-tasks';

let j: Journey;
let page: Page;
beforeAll(async () => {
  j = await openJourney({ locale: 'en-US', language: 'en' });
  page = j.page;
});
afterAll(() => j?.close());

describe('the task center', () => {
  it('follows an address book export to the end and downloads the spreadsheet', async () => {
    await j.steps('task-center', async () => {
      await j.signIn('customer', 'parcel2026');
      await j.byTestId('home-page').waitFor();

      // Nothing yet: the header's window is empty.
      await j.byTestId('task-center').click();
      await j.byTestId('task-center-empty').waitFor();
      await page.keyboard.press('Escape');

      await page.goto('/address/book');
      await page.locator('[data-testid^="address-row-"]').first().waitFor();
      await j.byTestId('address-export').click();
      await page.getByText('Export task submitted, check the task list').waitFor();

      // The full list: the export, done, with its file (the list is refreshed by hand if it was still running).
      await page.goto('/download/index');
      const row = page.locator('[data-testid^="task-row-"]').first();
      await row.waitFor();
      for (let i = 0; i < 20 && !(await row.getByText('Completed').count()); i++) {
        await page.waitForTimeout(500);
        await j.byTestId('tasks-refresh').click();
      }
      await row.getByText('Completed').waitFor();
      expect(await row.textContent()).toContain('Address book export');
      expect(await row.textContent()).toMatch(/(\d+) \/ \1 rows/);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        row.locator('[data-testid^="task-file-"]').first().click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^address-book-\d{14}\.xlsx$/);
      const file = await download.path();
      const bytes = fs.readFileSync(file!);
      expect(bytes.subarray(0, 2).toString()).toBe('PK'); // an xlsx is a zip
      expect(bytes.length).toBeGreaterThan(3000);

      // The header's window lists it too, with its progress and its file.
      await j.byTestId('task-center').click();
      const item = page.locator('[data-testid="task-center-panel"] [data-testid^="task-"]').filter({
        hasText: 'Address book export',
      });
      await item.first().waitFor();
      expect(await item.first().textContent()).toContain('Completed');
      await page.keyboard.press('Escape');
    });
  });

  it('imports a spreadsheet with a bad row: the good rows land, the error report downloads', async () => {
    await j.steps('task-center-import', async () => {
      // Nothing chosen: said at once, nothing sent.
      await page.goto('/address/book');
      await j.byTestId('address-import').click();
      await j.byTestId('address-import-submit').waitFor();
      await page.locator('.ant-zoom-appear, .ant-zoom-enter').waitFor({ state: 'detached' });
      await j.byTestId('address-import-submit').click();
      await page.getByText('Choose a file to import first').waitFor();
      await page.keyboard.press('Escape');

      const row = (name: string, postcode: string) => [
        'Recipient',
        name,
        'US',
        'CA',
        'LA',
        postcode,
        '1 Import St',
        '',
        '',
        '+1 213 555 0101',
        '',
        'No',
      ];
      const { text, report } = await importAddresses(j, [row('Imported One', '90001'), row('Imported Bad', 'ABCDE')]);
      expect(text).toContain('Address book import');
      expect(text).toContain('1 / 2 rows');
      expect(report).toEqual([[3, expect.stringMatching(/^Postcode: /)]]);

      await page.goto('/address/book');
      await page.locator('[data-testid^="address-row-"]').filter({ hasText: 'Imported One' }).waitFor();
      expect(await page.locator('[data-testid^="address-row-"]').filter({ hasText: 'Imported Bad' }).count()).toBe(0);
    });
  });
});
