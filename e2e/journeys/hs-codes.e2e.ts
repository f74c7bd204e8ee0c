import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import type { Page } from 'playwright-core';
import { apiLogin } from '../helpers/api';
import { snapshot } from '../helpers/browser';
import { openJourney, type Journey, screenAt } from '../helpers/journey';
import { layoutIt, screenProblems } from '../helpers/layout';
import { consoleErrors as collectErrors } from '../helpers/pricing';
import { layoutNow } from '../helpers/layout-now';
import { chooseFile, XLSX_TYPE } from '../helpers/upload';
import { taskEnded } from '../helpers/address-tasks';

let j: Journey;
let page: Page;
let consoleErrors: string[];
beforeAll(async () => {
  j = await openJourney({ locale: 'en-US' });
  page = j.page;
  consoleErrors = collectErrors(page);
  await j.signIn('customer', 'parcel2026');
  await j.byTestId('home-page').waitFor();
});
afterAll(() => j?.close());

/** On the task list page: waits for the newest task to end, downloads its file and answers the sheet's rows. */
async function newestTaskFile(): Promise<unknown[][]> {
  await page.goto('/download/index');
  const first = page.locator('[data-testid^="task-row-"]').first();
  await first.waitFor();
  const id = (await first.getAttribute('data-testid'))!.replace('task-row-', '');
  expect(await taskEnded(j, id)).toBe('PROCESSDINGCOMPLETED');
  const [download] = await Promise.all([page.waitForEvent('download'), j.byTestId(`task-file-${id}-0`).click()]);
  expect(download.suggestedFilename()).toMatch(/-\d{14}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(fs.readFileSync((await download.path())!) as unknown as ArrayBuffer);
  const rows: unknown[][] = [];
  book.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('a customer matches a goods list to HS codes in a browser', () => {
  const ROUNDS = [
    [1440, 'zh'],
    [1440, 'en'],
    [1440, 'ko'],
    [375, 'zh'],
    [375, 'en'],
    [375, 'ko'],
  ] as const;
  layoutIt.each(ROUNDS)(
    'pastes names, sees candidates, confirms one, exports the list, at %i px in %s',
    async (width, lang) => {
      const shot = `hs-codes-${lang}-${width}`;
      await j.steps(shot, async () => {
        await screenAt(j, width, lang);
        consoleErrors.length = 0;

        const problems = await screenProblems(page, {
          path: '/clearance/hs-code',
          ready: ['[data-testid="hs-code-page"]', '[data-testid="hs-names"]'],
          lang,
          width,
          shot: 'hs-code',
        });

        // A blank line inside the list is refused, naming its line.
        await j.byTestId('hs-names').fill('cotton t-shirt\n\n手机');
        await j.byTestId('hs-match').click();
        await expect.poll(() => j.byTestId('hs-names-error').innerText()).toMatch(/2/);

        const name = `E2E gadget ${lang} ${width}`;
        await j.byTestId('hs-names').fill(`cotton t-shirt\n手机\n蓝牙耳机\n${name}`);
        await j.byTestId('hs-match').click();
        await j.byTestId('hs-row-3').waitFor();
        await expect.poll(() => j.byTestId('hs-row-0').innerText()).toContain('610910');
        await expect.poll(() => j.byTestId('hs-row-1').innerText()).toContain('8517');
        problems.push(...(await layoutNow(page, `${shot}-rows`)));
        await snapshot(page, `hs-code-rows-${lang}-${width}`);

        // Confirm a code typed for the unknown gadget, and pick the second candidate of the phone.
        await j.byTestId('hs-other-3').fill('950300');
        await j.byTestId('hs-confirm-3').click();
        await expect.poll(() => j.byTestId('hs-row-3').innerText()).toContain('950300');
        const second = j.byTestId('hs-row-1').locator('[data-testid^="hs-cand-1-"]').nth(1);
        const secondCode = ((await second.getAttribute('data-testid')) ?? '').replace('hs-cand-1-', '');
        await second.click();
        await j.byTestId('hs-confirm-1').click();
        // The confirmed code moves first with 100%.
        const near = async (code: string, row: string) => {
          const text = await j.byTestId(row).innerText();
          return text.slice(text.indexOf(code), text.indexOf(code) + 30);
        };
        await expect.poll(() => near(secondCode, 'hs-row-1')).toMatch(/100%/);
        await snapshot(page, `hs-code-confirmed-${lang}-${width}`);

        // Matching again: the confirmed codes come first for this customer.
        await j.byTestId('hs-match').click();
        await expect.poll(() => near('950300', 'hs-row-3')).toMatch(/100%/);
        await expect.poll(() => near(secondCode, 'hs-row-1')).toMatch(/100%/);

        await j.byTestId('hs-export').click();
        const rows = await newestTaskFile();
        expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
          ['cotton t-shirt', '610910'],
          ['手机', secondCode],
          ['蓝牙耳机', expect.stringMatching(/^85\d{4}$/)],
          [name, '950300'],
        ]);

        // The server agrees: the confirmations are the customer's.
        const api = await apiLogin(j.server.baseUrl, 'customer');
        const again = await api.call('POST', '/api/clearanceHsCode/match', { goodsNames: [name] });
        expect((again.obj as { rows: { candidates: { hsCode: string }[] }[] }).rows[0]!.candidates[0]!.hsCode).toBe(
          '950300',
        );
        expect(problems).toEqual([]);
        // The refused blank line answered 400 on purpose; nothing else may complain.
        expect(consoleErrors.filter((e) => !e.includes('status of 400'))).toEqual([]);
      });
    },
    240_000,
  );

  layoutIt(
    'uploads a goods list and sees its rows',
    async () => {
      await j.steps('hs-codes-upload', async () => {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.evaluate(() => window.localStorage.setItem('language', 'en'));
        await page.goto('/clearance/hs-code');
        await j.byTestId('hs-upload').click();
        await j.byTestId('hs-import-submit').waitFor();
        await page.locator('.ant-zoom-appear, .ant-zoom-enter').waitFor({ state: 'detached' });
        const book = new ExcelJS.Workbook();
        const sheet = book.addWorksheet('Goods list');
        sheet.addRow(['Goods name']);
        for (const n of ['leather handbag', '口红', '儿童玩具']) sheet.addRow([n]);
        await chooseFile(page.locator('.ant-modal input[type="file"]'), {
          name: 'goods.xlsx',
          mimeType: XLSX_TYPE,
          buffer: Buffer.from(await book.xlsx.writeBuffer()),
        });
        await j.byTestId('hs-import-submit').click();
        await j.byTestId('hs-row-2').waitFor({ timeout: 30_000 });
        await expect.poll(() => j.byTestId('hs-row-0').innerText()).toContain('4202');
        await expect.poll(() => j.byTestId('hs-row-1').innerText()).toContain('3304');
        await snapshot(page, 'hs-code-uploaded-en-1440');
      });
    },
    120_000,
  );
});
