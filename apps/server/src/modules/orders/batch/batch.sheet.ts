import type { Readable, Writable } from 'node:stream';
import { MAX_BATCH_ROWS, type Language } from '@parcelhub/contracts';
import { AppError, isAppError } from '../../../platform/http/app-error';
import { readSheetRows, writeSheet } from '../../../platform/files/xlsx';
import { dataRows, findHeader } from '../../../platform/sheets/parse';
import { BATCH_COLUMNS, WORDS } from './batch.columns';
import { headerMap, sheetRow, type SheetRow } from './batch.parse';

/**
 * Checks that a stored upload is a readable sheet with the template's header (reads only its first rows):
 * SHEET_WRONG_TEMPLATE when none of the first rows is the template's header, SHEET_UNREADABLE when the bytes are not
 * a workbook.
 */
export async function checkHeader(input: Readable): Promise<void> {
  const rows = readSheetRows(input);
  try {
    await findHeader(rows, headerMap);
    await rows.return(undefined);
  } catch (err) {
    if (isAppError(err)) throw err;
    throw new AppError('SHEET_UNREADABLE');
  } finally {
    input.destroy();
  }
}

/** Every data row of the sheet below its header (rows with no text skipped), at most MAX_BATCH_ROWS. */
export async function readBatchRows(input: Readable): Promise<SheetRow[]> {
  const out: SheetRow[] = [];
  let columns = new Map<string, number>();
  const rows = dataRows(input, { matches: headerMap, maxRows: MAX_BATCH_ROWS }, (header) => (columns = header));
  for await (const row of rows) out.push(sheetRow(row.number, row.cells, columns));
  return out;
}

/** One line of the failed-records file: a sheet row, and why its order was not placed. */
export interface ReportLine {
  row: SheetRow;
  reason: string;
}

const REST = BATCH_COLUMNS.filter((c) => c.key !== 'referenceNo');

/**
 * The failed records: row number, reference number and reason, then the row's other columns in the template's
 * order and words. Fixed, the file can be uploaded again as it is: the extra columns are ignored.
 */
export async function writeReport(stream: Writable, lines: ReportLine[], lang: Language): Promise<void> {
  await writeSheet(stream, {
    sheetName: WORDS.report[lang],
    columns: [
      { header: WORDS.row[lang], width: 8 },
      { header: BATCH_COLUMNS[0]!.header[lang], width: 18 },
      { header: WORDS.reason[lang], width: 60 },
      ...REST.map((c) => ({ header: c.header[lang], width: c.width })),
    ],
    rows: (async function* () {
      for (const { row, reason } of lines)
        yield [row.number, row.values.referenceNo ?? '', reason, ...REST.map((c) => row.values[c.key] ?? '')];
    })(),
  });
}
