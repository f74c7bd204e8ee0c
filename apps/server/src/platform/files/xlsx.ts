import { Readable, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { checkInflatedSizes } from './inflate-cap';
import { openFirstSheet, SheetUnsupported, type FastRow } from './xlsx-fast';

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

const pad2 = (n: number) => String(n).padStart(2, '0');

/**
 * A date cell as its text: `YYYY-MM-DD`, with `HH:mm:ss` when it has a time. ExcelJS reads a serial number with a
 * date format (how Excel, LibreOffice and WPS all store dates) as that wall-clock time in UTC.
 */
function dateText(d: Date): string {
  if (Number.isNaN(d.getTime())) return '';
  const day = `${d.getUTCFullYear()}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
  const ms = d.getTime() % 86_400_000;
  if (ms === 0) return day;
  return `${day} ${pad2(d.getUTCHours())}:${pad2(d.getUTCMinutes())}:${pad2(d.getUTCSeconds())}`;
}

/**
 * A number as the sheet shows it where that matters for text fields: a zero-padding format (`00000`, how a
 * postcode like 02134 is kept as a number) pads; integers never turn into exponent notation.
 */
function numberText(n: number, numFmt?: string): string {
  if (!Number.isFinite(n)) return '';
  const text = Number.isInteger(n) && Math.abs(n) >= 1e21 ? BigInt(n).toString() : String(n);
  if (numFmt && /^0+$/.test(numFmt) && Number.isInteger(n) && n >= 0) return text.padStart(numFmt.length, '0');
  return text;
}

/** A cell as text, whatever ExcelJS made of it (rich text, a link, a formula's result, a number, a date). */
export function cellText(value: unknown, numFmt?: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return numberText(value, numFmt);
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return dateText(value);
  if (typeof value === 'object') {
    const v = value as { richText?: { text: string }[]; text?: unknown; result?: unknown; error?: unknown };
    if (v.richText)
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if (v.text !== undefined) return cellText(v.text, numFmt);
    if (v.result !== undefined) return cellText(v.result, numFmt);
  }
  return '';
}

/**
 * ExcelJS's streaming reader pipes the file into unzipper's `Parse`, whose constructor emits `end` as soon as its
 * input is written, before the readable side has handed out every entry. ExcelJS pauses the entry stream while it
 * works on an entry (a worksheet copied to a temporary file), so the entries parsed meanwhile (sharedStrings,
 * workbook.xml) can still be waiting when that early `end` arrives: its loop stops short and the read fails with
 * "Cannot read properties of undefined (reading 'sheets')" (seen in CI; 3 to 112 reads in 1,000 failed so in a
 * stress script, 25 at a time on a busy event loop; none after). The parser also ends its readable side properly
 * once it has read the central directory, so the early `end` is removed when ExcelJS pipes the file in (exceljs 4.4,
 * unzipper 0.10; xlsx.spec.ts fails if an upgrade moves it). A truncated file still fails: the parser reports that
 * the file ended.
 */
export function endingWhenRead(input: Readable): Readable {
  const pipe = input.pipe.bind(input);
  input.pipe = (<T extends NodeJS.WritableStream>(dest: T, options?: { end?: boolean }): T => {
    const emitter = dest as unknown as NodeJS.EventEmitter;
    for (const listener of emitter.listeners('finish'))
      if (/emit\(\s*['"]end['"]\s*\)/.test(String(listener)))
        emitter.removeListener('finish', listener as (...args: unknown[]) => void);
    return pipe(dest, options);
  }) as Readable['pipe'];
  return input;
}

/**
 * The rows of a workbook's first sheet as cell texts (row 1 included), rows with no text skipped (the formatted but
 * empty rows Excel and WPS leave below the data). Styles are read so that dates stored as serial numbers come out as
 * dates and zero-padded numbers keep their zeros. Throws for a file ExcelJS cannot read.
 *
 * A file up to FAST_READ_BYTES is read whole and scanned (`xlsx-fast.ts`: what ExcelJS's streaming reader reads,
 * several times faster; docs/decisions-2.md, 94; it inflates no part past its declared size); a larger one, or one
 * that reader does not take, goes through ExcelJS once its parts' real sizes were counted (`inflate-cap.ts`).
 */
export async function* readSheetRows(input: Readable): AsyncGenerator<SheetRowText> {
  const chunks: Buffer[] = [];
  let size = 0;
  let whole = true;
  // One iterator for both reads, stepped by hand: leaving a `for await` over a stream destroys it, and the rest of
  // a large file then read from it failed with ABORT_ERR (a big sheet refused as unreadable, not by its row limit).
  const reader = input[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  for (let next = await reader.next(); !next.done; next = await reader.next()) {
    chunks.push(next.value);
    size += next.value.length;
    if (size > FAST_READ_BYTES) {
      whole = false;
      break;
    }
  }
  const bytes = Buffer.concat(chunks);
  // Rows handed over so far: a reader that takes over after them skips as many.
  let given = 0;
  const sheet = whole ? await openFirstSheet(bytes, cellText).catch(unlessUnsupported) : null;
  if (sheet) {
    // The first rows come from the sheet's start alone: a caller that wants only the header (the upload's check)
    // stops before the rest is unpacked and scanned.
    const head = readOr(() => sheet.head(HEAD_PACKED_BYTES));
    if (head) {
      for (const row of withText(head.rows)) {
        given++;
        yield row;
      }
      if (head.whole) return;
    }
    const rows = readOr(() => sheet.rows());
    if (rows) {
      yield* withText(rows, given);
      return;
    }
  }
  // ExcelJS inflates without a limit of its own: the parts' real sizes are counted first (a zip whose directory
  // lies about them is refused), so the file is read whole (an upload is at most 20 MB).
  if (!whole) for (let next = await reader.next(); !next.done; next = await reader.next()) chunks.push(next.value);
  const all = whole ? bytes : Buffer.concat(chunks);
  await checkInflatedSizes(all);
  for await (const row of readWithExcelJs(Readable.from([all]))) if (given-- <= 0) yield row;
}

/** A sheet row as `readSheetRows` hands it over: its cells' texts, '' where a cell has none. */
export interface SheetRowText {
  number: number;
  cells: string[];
}

/** A row as `readSheetRows` hands it over ('' in its holes), or null when it holds no text (it is skipped). */
function withTextOf(number: number, cells: readonly (string | undefined)[]): SheetRowText | null {
  const values = Array.from(cells, (v) => v ?? '');
  return values.every((v) => v === '') ? null : { number, cells: values };
}

/** The rows with any text, after the first `skip` of them. */
function* withText(rows: readonly FastRow[], skip = 0): Generator<SheetRowText> {
  for (const row of rows) {
    const text = withTextOf(row.number, row.cells);
    if (text && skip-- <= 0) yield text;
  }
}

const unlessUnsupported = (err: unknown): null => {
  if (err instanceof SheetUnsupported) return null;
  throw err;
};

function readOr<T>(read: () => T): T | null {
  try {
    return read();
  } catch (err) {
    return unlessUnsupported(err);
  }
}

/** The stored bytes of a sheet read for its first rows: some hundred rows of a batch sheet. */
const HEAD_PACKED_BYTES = 16 * 1024;

/** Files read whole by the fast reader: a 20,000-row batch sheet is about 2 MB. */
export const FAST_READ_BYTES = 32 * 1024 * 1024;

/** The same rows through ExcelJS's streaming reader alone. */
export async function* readWithExcelJs(input: Readable): AsyncGenerator<SheetRowText> {
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(endingWhenRead(input), {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'cache',
    worksheets: 'emit',
  });
  let sheets = 0;
  for await (const sheet of reader) {
    if (sheets++ > 0) break; // the first sheet holds the data; notes follow it
    for await (const row of sheet as AsyncIterable<ExcelJS.Row>) {
      const cells: string[] = [];
      row.eachCell((cell, col) => {
        cells[col - 1] = cellText(cell.value, cell.numFmt);
      });
      const text = withTextOf(row.number, cells);
      if (text) yield text;
    }
  }
}

export interface TemplateSpec {
  sheetName: string;
  /** `list`: a drop-down of these values; `listSheet`: a drop-down of the first column of the list sheet. */
  columns: (SheetColumn & { required?: boolean; list?: string[]; listSheet?: boolean })[];
  example: unknown[];
  /** Rows of the notes sheet: how to fill the template in. */
  notes: string[];
  notesName: string;
  /** Width of the notes sheet's column. */
  notesWidth?: number;
  /**
   * A sheet of its own holding a long drop-down list (Excel stops at 255 characters in a list written into the
   * validation): its header row, then rows whose first cell is a value.
   */
  listSheet?: { name: string; widths: number[]; header: string[]; rows: unknown[][] };
  /** Rows the drop-down lists cover. */
  rows: number;
}

/** An import template: headers in the reader's language (required ones marked *), an example row, drop-down lists. */
export async function writeTemplate(spec: TemplateSpec): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(spec.sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = spec.columns.map((c) => ({ width: c.width ?? 16 }));
  const head = sheet.addRow(spec.columns.map((c) => (c.required ? `*${c.header}` : c.header)));
  head.font = { bold: true };
  sheet.addRow(spec.example);
  const listSheet = spec.listSheet;
  const listRange = listSheet && `'${listSheet.name}'!$A$2:$A$${listSheet.rows.length + 1}`;
  spec.columns.forEach((c, i) => {
    const formula = c.list ? `"${c.list.join(',')}"` : c.listSheet ? listRange : undefined;
    if (!formula) return;
    const letter = sheet.getColumn(i + 1).letter;
    for (let r = 2; r <= spec.rows + 1; r++) {
      sheet.getCell(`${letter}${r}`).dataValidation = {
        type: 'list',
        allowBlank: !c.required,
        formulae: [formula],
        showErrorMessage: true,
      };
    }
  });
  const notes = book.addWorksheet(spec.notesName.slice(0, 31));
  notes.getColumn(1).width = spec.notesWidth ?? 100;
  for (const line of spec.notes) notes.addRow([line]);
  if (listSheet) {
    const list = book.addWorksheet(listSheet.name.slice(0, 31));
    list.columns = listSheet.widths.map((width) => ({ width }));
    list.addRow(listSheet.header).font = { bold: true };
    for (const row of listSheet.rows) list.addRow(row);
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}
