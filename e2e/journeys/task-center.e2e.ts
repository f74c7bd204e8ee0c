import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openJourney, type Journey } from '../helpers/journey';

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
      await page.goto('/address/book');
      await page.locator('[data-testid^="address-row-"]').first().waitFor();
      await j.byTestId('address-import').click();
      // Clicks during the dialog's opening animation can be lost: wait until it has settled.
      await j.byTestId('address-import-submit').waitFor();
      await page.locator('.ant-zoom-appear, .ant-zoom-enter').waitFor({ state: 'detached' });

      // The template comes in the user's language.
      const [template] = await Promise.all([page.waitForEvent('download'), j.byTestId('address-template').click()]);
      expect(template.suggestedFilename()).toBe('address-import-template.xlsx');

      // Nothing chosen: said at once, nothing sent.
      await j.byTestId('address-import-submit').click();
      await page.getByText('Choose a file to import first').waitFor();

      const book = new ExcelJS.Workbook();
      await book.xlsx.readFile((await template.path())!);
      const sheet = book.worksheets[0]!;
      // Over the example row, and the one below it (the template's drop-down lists reach far down the sheet).
      sheet.getRow(2).values = [
        'Recipient',
        'Imported One',
        'US',
        'CA',
        'LA',
        '90001',
        '1 Import St',
        '',
        '',
        '+1 213 555 0101',
        '',
        'No',
      ];
      sheet.getRow(3).values = [
        'Recipient',
        'Imported Bad',
        'US',
        'CA',
        'LA',
        'ABCDE',
        '2 Import St',
        '',
        '',
        '+1 213 555 0102',
        '',
        'No',
      ];
      const file = Buffer.from(await book.xlsx.writeBuffer());
      await page.locator('.ant-modal input[type="file"]').setInputFiles({
        name: 'my-addresses.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: file,
      });
      await j.byTestId('address-import-submit').click();
      await page.getByText('Import task submitted, check the task list').waitFor();

      await page.goto('/download/index');
      const row = page.locator('[data-testid^="task-row-"]').filter({ hasText: 'Address book import' }).first();
      await row.waitFor();
      for (let i = 0; i < 20 && !(await row.getByText('Completed').count()); i++) {
        await page.waitForTimeout(500);
        await j.byTestId('tasks-refresh').click();
      }
      expect(await row.textContent()).toContain('1 / 2 rows');
      const [report] = await Promise.all([
        page.waitForEvent('download'),
        row.getByText('address-import-errors.xlsx').click(),
      ]);
      const errors = new ExcelJS.Workbook();
      await errors.xlsx.readFile((await report.path())!);
      const reported = errors.worksheets[0]!.getRow(2);
      expect(reported.getCell(1).value).toBe(3);
      expect(String(reported.getCell(2).value)).toMatch(/^Postcode: /);

      await page.goto('/address/book');
      await page.locator('[data-testid^="address-row-"]').filter({ hasText: 'Imported One' }).waitFor();
      expect(await page.locator('[data-testid^="address-row-"]').filter({ hasText: 'Imported Bad' }).count()).toBe(0);
    });
  });
});
