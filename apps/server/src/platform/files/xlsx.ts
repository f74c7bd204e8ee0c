import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';

export interface SheetColumn {
  header: string;
  /** Width in characters. */
  width?: number;
}

/**
 * Writes one sheet to `stream` as the rows arrive, committing each row at once: memory stays flat however many
 * rows there are (ExcelJS's streaming writer). Headers are in the reader's language; the header row is bold and frozen.
 */
export async function writeSheet(
  stream: Writable,
  { sheetName, columns, rows }: { sheetName: string; columns: SheetColumn[]; rows: AsyncIterable<unknown[]> },
): Promise<number> {
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c, i) => ({ key: String(i), width: c.width ?? 16 }));
  const head = sheet.addRow(columns.map((c) => c.header));
  head.font = { bold: true };
  head.commit();
  let count = 0;
  for await (const values of rows) {
    sheet.addRow(values).commit();
    count++;
  }
  sheet.commit();
  await book.commit();
  return count;
}
