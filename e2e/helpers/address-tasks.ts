import fs from 'node:fs';
import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import type { Journey } from './journey';
import { chooseFile, XLSX_TYPE } from './upload';

type Cells = (string | number)[];

/** Waits on the task list page until task `id` has ended (refreshing by hand), and answers its status. */
export async function taskEnded(j: Journey, id: string): Promise<string> {
  const status = j.byTestId(`task-status-${id}`).first();
  for (let i = 0; i < 40; i++) {
    await status.waitFor();
    const now = await status.getAttribute('data-status');
    // A failed task answers with its row's words (the error it shows), so a failing check says why.
    if (now === 'PROCESSDFAIL') return `${now}: ${await j.byTestId(`task-row-${id}`).textContent()}`;
    if (now !== 'BEINGPROCESSD') return now!;
    await j.page.waitForTimeout(500);
    await j.byTestId('tasks-refresh').click();
  }
  throw new Error(`task ${id} still in progress`);
}

const newestTaskId = async (j: Journey) =>
  (await j.page.locator('[data-testid^="task-row-"]').first().getAttribute('data-testid'))!.replace('task-row-', '');

/**
 * Imports rows through the address book's dialog, over the template's example row, and follows the task on the task
 * list page: answers the task's row text and, when it has one, the error report's rows (row number, reason).
 */
export async function importAddresses(j: Journey, rows: Cells[]) {
  const { page } = j;
  await page.goto('/address/book');
  await j.byTestId('address-import').click();
  // Clicks during the dialog's opening animation can be lost: wait until it has settled.
  await j.byTestId('address-import-submit').waitFor();
  await page.locator('.ant-zoom-appear, .ant-zoom-enter').waitFor({ state: 'detached' });
  const [template] = await Promise.all([page.waitForEvent('download'), j.byTestId('address-template').click()]);
  expect(template.suggestedFilename()).toMatch(/\.xlsx$/); // named in the user's language

  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile((await template.path())!);
  rows.forEach((cells, i) => (book.worksheets[0]!.getRow(2 + i).values = cells));
  await chooseFile(page.locator('.ant-modal input[type="file"]'), {
    name: 'my-addresses.xlsx',
    mimeType: XLSX_TYPE,
    buffer: Buffer.from(await book.xlsx.writeBuffer()),
  });
  await j.byTestId('address-import-submit').click();
  await j.byTestId('address-import-submit').waitFor({ state: 'detached' });

  await page.goto('/download/index');
  const id = await newestTaskId(j);
  expect(await taskEnded(j, id)).toBe('PROCESSDINGCOMPLETED');
  const text = (await j.byTestId(`task-row-${id}`).textContent()) ?? '';
  const reportLink = j.byTestId(`task-file-${id}-0`);
  if (!(await reportLink.count())) return { text, report: [] as Cells[] };
  const [report] = await Promise.all([page.waitForEvent('download'), reportLink.click()]);
  const errors = new ExcelJS.Workbook();
  await errors.xlsx.readFile((await report.path())!);
  const reported: Cells[] = [];
  errors.worksheets[0]!.eachRow((row, n) => {
    if (n > 1) reported.push([Number(row.getCell(1).value), String(row.getCell(2).value)]);
  });
  return { text, report: reported };
}

/**
 * Exports the address book, watches the task in the header's task center until it is done (its progress shown),
 * downloads the file from there and answers the spreadsheet's data rows.
 */
export async function exportAddresses(j: Journey): Promise<Cells[]> {
  const { page } = j;
  await page.goto('/address/book');
  await page.locator('[data-testid^="address-row-"]').first().waitFor();
  await j.byTestId('address-export').click();
  await j.byTestId('task-center').click();
  const panel = j.byTestId('task-center-panel');
  const status = panel.locator('[data-testid^="task-status-"]').first();
  await status.waitFor();
  const id = (await status.getAttribute('data-testid'))!.replace('task-status-', '');
  // The window polls every 30 s while a task runs; reopening it asks at once.
  for (let i = 0; i < 40 && (await status.getAttribute('data-status')) === 'BEINGPROCESSD'; i++) {
    await page.keyboard.press('Escape');
    await page.waitForTimeout(500);
    await j.byTestId('task-center').click();
  }
  expect(await status.getAttribute('data-status')).toBe('PROCESSDINGCOMPLETED');
  expect(await panel.locator('.ant-progress').count()).toBeGreaterThan(0);
  const [download] = await Promise.all([page.waitForEvent('download'), j.byTestId(`task-file-${id}-0`).click()]);
  expect(download.suggestedFilename()).toMatch(/-\d{14}\.xlsx$/); // named in the language, stamped with the time
  const bytes = fs.readFileSync((await download.path())!);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const rows: Cells[] = [];
  book.worksheets[0]!.eachRow((row, n) => {
    if (n > 1) rows.push((row.values as Cells).slice(1));
  });
  await page.keyboard.press('Escape');
  return rows;
}
