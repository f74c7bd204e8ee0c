import ExcelJS from 'exceljs';
import type { Language } from '@parcelhub/contracts';
import { BATCH_COLUMNS } from './batch.columns';

/** A box row of the batch sheet as tests write it: column key to cell value; unnamed columns stay blank. */
export type RowSpec = Record<string, string | number>;

/** An order's first row to a US ZIP: one box 40 x 30 x 20 cm, 3 kg, one declaration (the placement spec's parcel). */
export function usRow(referenceNo: string, patch: RowSpec = {}): RowSpec {
  return {
    referenceNo,
    productCode: 'US-EXP',
    receiverName: 'John Smith',
    receiverCountry: 'US',
    receiverProvince: 'NY',
    receiverCity: 'New York',
    receiverZipCode: '10001',
    receiverAddress1: '350 5th Ave',
    receiverPhone: '+1 212 555 0100',
    receiverEmail: 'john@example.com',
    senderName: 'Li Lei',
    senderCountry: 'CN',
    senderProvince: 'Guangdong',
    senderCity: 'Shenzhen',
    senderZipCode: '518000',
    senderAddress1: '1 Keji Road',
    senderPhone: '13800138000',
    length: 40,
    width: 30,
    height: 20,
    weight: 3,
    nameEn: 'T-shirt',
    nameZh: 'T恤',
    hsCode: '610910',
    quantity: 2,
    unitValue: '12.50',
    unitWeight: '0.2',
    ...patch,
  };
}

/** A further box of an order: only the reference number and the box. */
export const boxRow = (referenceNo: string, patch: RowSpec = {}): RowSpec => ({
  referenceNo,
  length: 30,
  width: 20,
  height: 15,
  weight: 1.5,
  ...patch,
});

export const headers = (lang: Language) =>
  BATCH_COLUMNS.map((c) => (c.required ? `*${c.header[lang]}` : c.header[lang]));

/** An xlsx holding the template's header (in `lang`, or the given one) and these rows. */
export async function batchSheet(
  rows: RowSpec[],
  lang: Language = 'en',
  head: string[] = headers(lang),
): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Batch');
  sheet.addRow(head);
  for (const r of rows) sheet.addRow(BATCH_COLUMNS.map((c) => r[c.key] ?? null));
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The cell texts of a sheet row as the reader gives them (for the pure parser). */
export const cellsOf = (r: RowSpec) => BATCH_COLUMNS.map((c) => (r[c.key] === undefined ? '' : String(r[c.key])));
