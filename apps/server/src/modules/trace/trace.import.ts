import { TRACE_IMPORT_MAX_ROWS, TraceDbRecordInput, type Language } from '@parcelhub/contracts';
import { interpolate } from '../../platform/i18n/language';
import { fieldReasons, readImport, writeImportReport } from '../../platform/sheets/parse';
import type { RunningTask, TaskOutcome } from '../tasks';
import { TRACE_ERRORS } from './trace.errors';
import { TRACE_SHEET } from './trace.sheet';
import { checkRecord, type RecordWrite, type StationRef } from './trace-record';
import type { AppError } from '../../platform/http/app-error';

export const IMPORT_QUEUE = 'trace.import';

export interface TraceImportData {
  fileKey: string;
  lang: Language;
}

export const IMPORT_TASK_NAME: Record<Language, string> = {
  zh: '轨迹库导入',
  en: 'Trace database import',
  ko: '추적 데이터 가져오기',
};

const WORDS = {
  duplicate: {
    zh: '与第 {v} 行的单号、状态和时间相同',
    en: 'Same number, status and time as row {v}',
    ko: '{v}행과 번호, 상태, 시간이 같습니다',
  },
  report: { zh: '轨迹库导入错误', en: 'trace-db-import-errors', ko: '추적 데이터 가져오기 오류' },
} satisfies Record<string, Record<Language, string>>;

/** An AppError in `lang`, as a row's reason under its column. */
export const wordsOf = (error: AppError, lang: Language) =>
  interpolate(TRACE_ERRORS[error.errorKey as keyof typeof TRACE_ERRORS].message[lang], error.params);

export type StationLookup = (code: string) => Promise<(StationRef & { location: string }) | null>;

/** One row of the sheet read as a record, or the reasons it cannot be one, worded in `lang`. */
export async function parseTraceRow(
  cells: string[],
  lang: Language,
  stationOf: StationLookup,
  now: Date,
): Promise<{ ok: true; value: RecordWrite } | { ok: false; reasons: string[] }> {
  const parsed = TraceDbRecordInput.safeParse(TRACE_SHEET.read(cells));
  if (!parsed.success) return { ok: false, reasons: fieldReasons(TRACE_SHEET, parsed.error.issues, lang) };
  const station = parsed.data.stationCode ? await stationOf(parsed.data.stationCode) : null;
  const checked = checkRecord(parsed.data, station, now);
  if (!checked.ok)
    return { ok: false, reasons: [TRACE_SHEET.reason(checked.field, lang, wordsOf(checked.error, lang))] };
  return { ok: true, value: checked.write };
}

export interface TraceImportTarget {
  stationOf: StationLookup;
  /** Stores the good rows (one statement a thousand; a record already stored is skipped). */
  save: (rows: RecordWrite[]) => Promise<number>;
  /** Matches a delivery number to its parcel and hands its records to tracking. */
  match: (deliveryNumber: string) => Promise<void>;
}

/**
 * The import job: counts the rows (progress), keeps every good row, reports every bad one with its row number and
 * reasons, stores the good ones in one go, then matches each delivery number of the file to its parcel.
 */
export async function runTraceImport(
  task: RunningTask<TraceImportData>,
  target: TraceImportTarget,
): Promise<TaskOutcome> {
  const { lang, fileKey } = task.data;
  const now = new Date();
  const stations = new Map<string, ReturnType<StationLookup>>();
  const stationOf: StationLookup = (code) => {
    const key = code.toLowerCase();
    let found = stations.get(key);
    if (!found) stations.set(key, (found = target.stationOf(code)));
    return found;
  };
  const { good, bad, total } = await readImport(task, fileKey, {
    sheet: TRACE_SHEET,
    maxRows: TRACE_IMPORT_MAX_ROWS,
    parse: (row) => parseTraceRow(row.cells, lang, stationOf, now),
    unique: {
      key: (w) => `${w.deliveryNumber}\u0000${w.code}\u0000${w.eventTime.getTime()}`,
      reason: (first) => TRACE_SHEET.reason('deliveryNumber', lang, interpolate(WORDS.duplicate[lang], { v: first })),
    },
  });
  await target.save(good);
  for (const number of new Set(good.map((w) => w.deliveryNumber))) await target.match(number);
  const outcome: TaskOutcome = { done: good.length, total };
  const report = await writeImportReport(task, TRACE_SHEET, lang, bad, WORDS.report);
  if (report) outcome.report = report;
  return outcome;
}
