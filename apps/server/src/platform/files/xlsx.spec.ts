import { createRequire } from 'node:module';
import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { endingWhenRead, readSheetRows } from './xlsx';

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  sheet.addRow(['code', 'weight']);
  for (let i = 1; i <= 2; i++) sheet.addRow([`A-${i}`, i + 0.5]);
  sheet.addRow([]);
  sheet.addRow(['last', 0]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

async function numbers(rows: AsyncIterable<{ number: number }>): Promise<number[]> {
  const out: number[] = [];
  for await (const row of rows) out.push(row.number);
  return out;
}

/** unzipper's Parse, the one ExcelJS's streaming reader pipes a file into. */
function zipParser(): NodeJS.ReadWriteStream {
  const fromExcelJs = createRequire(createRequire(import.meta.url).resolve('exceljs'));
  return fromExcelJs('unzipper').Parse({ forceStream: true });
}

describe('readSheetRows', () => {
  it('reads the first sheet as text, row numbers kept, empty rows skipped', async () => {
    const rows: string[] = [];
    for await (const row of readSheetRows(Readable.from([await workbook()])))
      rows.push(`${row.number}:${row.cells.join('|')}`);
    expect(rows).toEqual(['1:code|weight', '2:A-1|1.5', '3:A-2|2.5', '5:last|0']);
  });

  it('the zip parser ends only once its entries are read, not as soon as the file is written', async () => {
    const parser = zipParser();
    let ended = false;
    parser.on('end', () => (ended = true));
    const finished = new Promise((resolve) => parser.on('finish', resolve));
    endingWhenRead(Readable.from([await workbook()])).pipe(parser);
    await finished; // every entry parsed, none read yet
    await new Promise((resolve) => setImmediate(resolve));
    expect(ended).toBe(false);
    const paths: string[] = [];
    for await (const entry of parser as AsyncIterable<{ path: string; autodrain(): void }>) {
      paths.push(entry.path);
      entry.autodrain();
    }
    expect(paths).toContain('xl/workbook.xml');
    expect(ended).toBe(true);
  });

  it('a truncated file fails rather than waiting for an end that never comes', async () => {
    const bytes = await workbook();
    await expect(numbers(readSheetRows(Readable.from([bytes.subarray(0, bytes.length - 200)])))).rejects.toThrow();
  });
});
