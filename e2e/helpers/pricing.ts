import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';

/** The zone import's columns in the template's order (English headers; any of the three languages imports). */
export const ZONE_COLUMNS = [
  'Zip code',
  'Zip code type',
  'Delivery place',
  'Zone',
  'Zip code format',
  'Delivery time type',
  'Remark',
  'Is remote',
  'Country code',
] as const;

export interface ZoneSheetRow {
  zipCode: string;
  zipCodeType?: string;
  deliveryPlace?: string;
  areaBelongs: string;
  zipCodeFormat?: string;
  deliveryTimeType?: string;
  remark?: string;
  isRemote?: string;
  country?: string;
}

/** A zone spreadsheet as a person would fill one in: the template's header row, then one row per zone entry. */
export async function zoneSheet(rows: ZoneSheetRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Zones');
  sheet.addRow([...ZONE_COLUMNS]);
  for (const r of rows)
    sheet.addRow([
      r.zipCode,
      r.zipCodeType ?? '',
      r.deliveryPlace ?? '',
      r.areaBelongs,
      r.zipCodeFormat ?? '',
      r.deliveryTimeType ?? '',
      r.remark ?? '',
      r.isRemote ?? '',
      r.country ?? '',
    ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet's data rows of a downloaded workbook, as text. */
export async function readSheet(file: string): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const rows: string[][] = [];
  book.worksheets[0]!.eachRow((row, n) => {
    if (n > 1)
      rows.push((row.values as unknown[]).slice(1).map((v) => (v === null || v === undefined ? '' : String(v))));
  });
  return rows;
}

/** A 1×1 PNG, for a formula image. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Waits until the modals' and drawers' opening animations are over: a click during one can be lost. */
export async function settled(page: Page) {
  await page
    .locator(
      '.ant-zoom-appear, .ant-zoom-enter, .ant-drawer-panel-motion-right-enter, .ant-slide-up-appear, .ant-slide-up-enter',
    )
    .first()
    .waitFor({ state: 'detached' });
}

/**
 * Opens an antd select (`field`: the select or anything inside it), optionally types `search` into it, and clicks
 * the option of the open dropdown whose text matches `option`.
 */
export async function choose(page: Page, field: Locator, option: string | RegExp, search?: string) {
  const select = field.locator('xpath=ancestor-or-self::*[contains(concat(" ", @class, " "), " ant-select ")][1]');
  await select.click();
  if (search !== undefined) await select.locator('input').first().fill(search);
  const item = page.locator('.ant-select-dropdown:visible .ant-select-item-option').filter({ hasText: option }).first();
  await item.waitFor();
  await item.click();
  // A single select closes; a multiple one stays open until the caller clicks elsewhere.
  await page
    .locator('.ant-select-dropdown:visible')
    .first()
    .waitFor({ state: 'hidden', timeout: 2_000 })
    .catch(() => undefined);
}

/** The input of a field whose test id sits on the input or on a wrapper around it (InputNumber). */
export const inputOf = (field: Locator) => field.locator('xpath=descendant-or-self::input').first();

/** How far the document reaches past the right edge of the window (0 when it fits). */
export const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Collects the console errors and uncaught exceptions of a page, with the address they happened on. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => errors.push(`${page.url()}: ${String(e)}`));
  return errors;
}

/** The number in a row test id such as `product-row-12`. */
export async function idOf(row: Locator, prefix: string): Promise<number> {
  return Number((await row.getAttribute('data-testid'))!.slice(prefix.length));
}

/** Runs `action` and answers the JSON the server sent back to the request it caused (`method` on a path matching `path`). */
export async function answerTo<T = { flag?: boolean; obj?: unknown; rows?: unknown[] }>(
  page: Page,
  method: string,
  path: RegExp,
  action: () => Promise<unknown>,
): Promise<T> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.request().method() === method && path.test(new URL(r.url()).pathname)),
    action(),
  ]);
  return (await response.json()) as T;
}
