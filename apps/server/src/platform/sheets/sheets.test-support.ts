import { PassThrough, Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** Files held in memory, as the sheet helpers use a task's file store. */
export function memoryFiles(initial: Record<string, Buffer> = {}) {
  const stored = new Map(Object.entries(initial));
  let next = 0;
  return {
    stored,
    read(key: string): Readable {
      const bytes = stored.get(key);
      if (!bytes) throw new Error(`no file ${key}`);
      return Readable.from([bytes]);
    },
    writer(prefix: string) {
      const key = `${prefix}/${++next}`;
      const chunks: Buffer[] = [];
      const stream = new PassThrough();
      stream.on('data', (c: Buffer) => chunks.push(c));
      const ended = new Promise<void>((resolve, reject) => {
        stream.on('end', resolve);
        stream.on('close', resolve);
        stream.on('error', reject);
      });
      return {
        key,
        stream,
        done: async () => {
          await ended;
          stored.set(key, Buffer.concat(chunks));
        },
      };
    },
    async remove(key: string) {
      stored.delete(key);
    },
  };
}

/** A workbook of one sheet holding `rows`. */
export async function bookOf(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Data');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The first sheet's rows of a workbook, as values. */
export async function rowsOf(bytes: Buffer, sheetIndex = 0): Promise<unknown[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  book.worksheets[sheetIndex]!.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
}
