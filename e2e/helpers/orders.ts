import type { apiLogin } from './api';
import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';

/** A money figure as the pages show it ('10,000.00', '166.15 CNY') as a number of cents. */
export function centsOf(text: string | null): number {
  const m = /-?[\d,]+\.\d{2}/.exec(text ?? '');
  if (!m) throw new Error(`no amount in "${text}"`);
  return Math.round(Number(m[0].replace(/,/g, '')) * 100);
}

/** The customer's available balance, in cents, as the wallet page shows it. */
export async function availableCents(page: Page): Promise<number> {
  await page.goto('/finance/wallet');
  const figure = page.locator('[data-testid="wallet-available"]');
  await figure.waitFor();
  return centsOf(await figure.textContent());
}

/** One order of the batch sheet, by the template's English headers (one box, one declaration). */
export function batchRow(referenceNo: string, patch: Record<string, string | number> = {}) {
  return {
    'Reference number': referenceNo,
    'Product code': 'US-EXP',
    'Receiver name': 'John Smith',
    'Receiver country/region': 'US',
    'Receiver province/state': 'NY',
    'Receiver city': 'New York',
    'Receiver postcode': '10001',
    'Receiver address 1': '350 5th Ave',
    'Receiver phone': '+1 212 555 0100',
    'Sender name': 'Li Lei',
    'Sender country/region': 'CN',
    'Sender province/state': 'Guangdong',
    'Sender city': 'Shenzhen',
    'Sender postcode': '518000',
    'Sender address 1': '1 Keji Road',
    'Sender phone': '13800138000',
    'Length (cm)': 20,
    'Width (cm)': 15,
    'Height (cm)': 10,
    'Weight (kg)': 1,
    'Declared name (English)': 'T-shirt',
    Quantity: 1,
    'Unit value (USD)': '9.50',
    'Unit weight (kg)': '0.2',
    ...patch,
  } as Record<string, string | number>;
}

/**
 * Fills the downloaded template: its first sheet's header row says where each column is (required ones start with
 * '*'); the rows go under it and everything else of the file (notes, lists) stays.
 */
export async function fillTemplate(template: string, rows: Record<string, string | number>[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(template);
  const sheet = book.worksheets[0]!;
  const columns = new Map<string, number>();
  sheet.getRow(1).eachCell((cell, col) => columns.set(String(cell.value ?? '').replace(/^\*/, ''), col));
  // The template's example row goes: the file holds only the orders below.
  if (sheet.rowCount > 1) sheet.spliceRows(2, sheet.rowCount - 1);
  rows.forEach((r, i) => {
    const row = sheet.getRow(i + 2);
    for (const [header, value] of Object.entries(r)) {
      const col = columns.get(header);
      if (!col) throw new Error(`the template has no column "${header}"`);
      row.getCell(col).value = value;
    }
    row.commit();
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The rows of a report's first sheet, header included, as text. */
export async function sheetRows(file: string): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const out: string[][] = [];
  book.worksheets[0]!.eachRow((row) => {
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (c) => cells.push(c.text));
    out.push(cells);
  });
  return out;
}

/**
 * One US Express order by the API (the receiver in New York unless `receiver` says otherwise): the journeys that need
 * an order to look at place it so, rather than through the wizard.
 */
export async function placeApiOrder(
  customer: Awaited<ReturnType<typeof apiLogin>>,
  referenceNo: string,
  receiver: Record<string, string> = {},
) {
  const boxes = [{ length: '40', width: '30', height: '20', weight: '3' }];
  const quote = await customer.call('POST', '/api/quote/calc', { countryCode: 'US', postcode: '10001', boxes });
  const usExp = (quote.rows as { productId: number; productCode: string }[]).find((r) => r.productCode === 'US-EXP');
  return customer.call('POST', '/api/order/place', {
    productId: usExp!.productId,
    referenceNo,
    boxes,
    declarations: [
      { nameEn: 'T-shirt', nameZh: 'T恤', hsCode: '610910', quantity: 2, unitValue: '12.50', unitWeight: '0.2' },
    ],
    sender: {
      name: 'Li Lei',
      countryCode: 'CN',
      province: 'Guangdong',
      city: 'Shenzhen',
      zipCode: '518000',
      address1: '1 Keji Road',
      phone: '13800138000',
    },
    receiver: {
      name: 'John Smith',
      countryCode: 'US',
      province: 'NY',
      city: 'New York',
      zipCode: '10001',
      address1: '350 5th Ave',
      phone: '+1 212 555 0100',
      email: 'john@example.com',
      ...receiver,
    },
  });
}
