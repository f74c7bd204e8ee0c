import type { Readable } from 'node:stream';
import type { Language } from '@parcelhub/contracts';
import type { z } from 'zod';
import { AppError, isAppError } from '../http/app-error';
import { toFieldErrors } from '../http/validation';
import { readSheetRows, writeSheet, type SheetRowText } from '../files/xlsx';
import type { FileStorage } from '../files/storage';
import type { Sheet, Words } from './define-sheet';

/** A sheet of any record type: reading an import needs its columns, not how it exports. */
type AnySheet = Sheet<never>;

/** Rows a sheet may hold above its header: a title, often merged across the columns, or a line of instructions. */
export const MAX_ROWS_ABOVE_HEADER = 5;

/** What an import reads of its task (the task center's `RunningTask` is one). */
export interface ImportTask {
  files: Pick<FileStorage, 'read' | 'writer'>;
  progress(done: number, total: number): Promise<void>;
}

export type RowResult<T> = { ok: true; value: T } | { ok: false; reasons: string[] };

/** A row not imported: its sheet row number, why (worded in the reader's language), and its cells as they came. */
export interface BadRow {
  number: number;
  reasons: string[];
  cells: string[];
}

export interface ImportReading<T> {
  sheet: AnySheet;
  /** Rows past the header one import may hold. */
  maxRows: number;
  /** Rows that may stand above the header; 0: the header is the first row with text. */
  rowsAboveHeader?: number;
  /** One data row read as a value, or the reasons it cannot be one. */
  parse(row: SheetRowText): RowResult<T> | Promise<RowResult<T>>;
  /** A value's identity within the file: a repeat is refused after its first row, `reason` saying which. */
  unique?: { key: (value: T) => string; reason: (firstRow: number) => string };
}

type Rows = AsyncGenerator<SheetRowText>;

/**
 * Reads up to the header row (the first rows may be titles): SHEET_WRONG_TEMPLATE when none of the first rows is
 * the template's header. Answers what `matches` made of the header.
 */
export async function findHeader<H>(
  rows: Rows,
  matches: (cells: string[]) => H | null | false,
  rowsAboveHeader = MAX_ROWS_ABOVE_HEADER,
): Promise<H> {
  for (let i = 0; i <= rowsAboveHeader; i++) {
    const next = await rows.next();
    if (next.done) break;
    const header = matches(next.value.cells);
    if (header) return header;
  }
  await rows.return(undefined);
  throw new AppError('SHEET_WRONG_TEMPLATE');
}

/**
 * The data rows below the header, read to their end; more than `maxRows` throws SHEET_TOO_MANY_ROWS as soon as the
 * one row too many is read (a million-row sheet is not read through). Whatever else goes wrong reading the bytes is
 * SHEET_UNREADABLE, except what the reader throws while being closed after the limit: the limit is the answer.
 */
export async function* dataRows<H>(
  input: Readable,
  options: { matches: (cells: string[]) => H | null | false; maxRows: number; rowsAboveHeader?: number },
  onHeader?: (header: H) => void,
): AsyncGenerator<SheetRowText> {
  let tooMany = false;
  const refuse = () => new AppError('SHEET_TOO_MANY_ROWS', { max: options.maxRows });
  try {
    const rows = readSheetRows(input);
    const header = await findHeader(rows, options.matches, options.rowsAboveHeader);
    onHeader?.(header);
    let n = 0;
    for await (const row of rows) {
      if (++n > options.maxRows) {
        tooMany = true;
        break; // closes the reader, which may throw on its way out
      }
      yield row;
    }
  } catch (err) {
    if (tooMany) throw refuse();
    if (isAppError(err)) throw err;
    throw new AppError('SHEET_UNREADABLE');
  } finally {
    input.destroy();
  }
  if (tooMany) throw refuse();
}

/** The data rows of a stored sheet: a first pass counts them (the progress bar's total), within the limit. */
export async function countDataRows(
  read: () => Readable,
  options: { matches: (cells: string[]) => unknown; maxRows: number; rowsAboveHeader?: number },
): Promise<number> {
  let total = 0;
  for await (const _ of dataRows(read(), options)) total++;
  return total;
}

/**
 * An import's reading of a stored sheet: counts the rows (progress), then reads each through `parse`, keeping the
 * good values and every bad row with its number and reasons. Saving, and when, is the caller's.
 */
export async function readImport<T>(
  task: ImportTask,
  fileKey: string,
  reading: ImportReading<T>,
): Promise<{ good: T[]; bad: BadRow[]; total: number }> {
  const options = {
    matches: (cells: string[]) => reading.sheet.matches(cells),
    maxRows: reading.maxRows,
    rowsAboveHeader: reading.rowsAboveHeader,
  };
  const total = await countDataRows(() => task.files.read(fileKey), options);
  await task.progress(0, total);
  const good: T[] = [];
  const bad: BadRow[] = [];
  const firstRow = new Map<string, number>();
  let seen = 0;
  for await (const row of dataRows(task.files.read(fileKey), options)) {
    const result = await reading.parse(row);
    if (!result.ok) bad.push({ number: row.number, reasons: result.reasons, cells: row.cells });
    else if (!reading.unique) good.push(result.value);
    else {
      const key = reading.unique.key(result.value);
      const first = firstRow.get(key);
      if (first === undefined) {
        firstRow.set(key, row.number);
        good.push(result.value);
      } else bad.push({ number: row.number, reasons: [reading.unique.reason(first)], cells: row.cells });
    }
    await task.progress(++seen, total);
  }
  return { good, bad, total };
}

export const REPORT_WORDS = {
  row: { zh: '行号', en: 'Row', ko: '행' },
  reasons: { zh: '错误原因', en: 'Why it was not imported', ko: '가져오지 못한 이유' },
} satisfies Record<string, Words>;

/**
 * The rows not imported, into a file the task offers: row number, reasons, then the row's cells under the sheet's
 * headers (fixed, the file imports again). Nothing when every row was taken.
 */
export async function writeImportReport(
  task: ImportTask,
  sheet: AnySheet,
  lang: Language,
  bad: BadRow[],
  name: Words,
): Promise<{ name: string; key: string } | undefined> {
  if (bad.length === 0) return undefined;
  const out = task.files.writer('tasks');
  await writeSheet(out.stream, {
    sheetName: name[lang],
    columns: [
      { header: REPORT_WORDS.row[lang], width: 8 },
      { header: REPORT_WORDS.reasons[lang], width: 60 },
      ...sheet.writerColumns(lang),
    ],
    rows: (async function* () {
      for (const b of bad) yield [b.number, b.reasons.join('; '), ...b.cells];
    })(),
  });
  await out.done();
  return { name: `${name[lang]}.xlsx`, key: out.key };
}

/** A row's validation failures, each named by its column's header in `lang` (`<header>: <message>`). */
export function fieldReasons(sheet: AnySheet, issues: z.core.$ZodIssue[], lang: Language): string[] {
  return toFieldErrors(issues, lang).map((e) => sheet.reason(e.field, lang, e.message));
}
