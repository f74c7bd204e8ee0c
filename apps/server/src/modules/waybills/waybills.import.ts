import { WaybillSave, type Language } from '@parcelhub/contracts';
import { interpolate } from '../../platform/i18n/language';
import { fieldReasons, readImport, writeImportReport } from '../../platform/sheets/parse';
import type { RunningTask, TaskOutcome } from '../tasks';
import { WAYBILL_ERRORS } from './waybills.errors';
import type { WaybillWrite } from './waybills.repository';
import { MAX_IMPORT_ROWS, WAYBILL_SHEET } from './waybills.sheet';
import { waybillWrite } from './waybill-write';

export const IMPORT_QUEUE = 'waybills.import';

export interface WaybillImportData {
  fileKey: string;
  lang: Language;
}

export const IMPORT_TASK_NAME: Record<Language, string> = {
  zh: '运单导入',
  en: 'Waybill import',
  ko: '운송장 가져오기',
};

const WORDS = {
  duplicate: { zh: '与第 {v} 行的提单号重复', en: 'Same AWB number as row {v}', ko: '{v}행과 같은 운송장 번호입니다' },
  report: { zh: '运单导入错误', en: 'waybill-import-errors', ko: '운송장 가져오기 오류' },
} satisfies Record<string, Record<Language, string>>;

/** One row read as a waybill, or the reasons it cannot be one, worded in `lang` and named by their column. */
export function parseWaybillRow(
  cells: string[],
  lang: Language,
): { ok: true; value: WaybillWrite } | { ok: false; reasons: string[] } {
  const parsed = WaybillSave.safeParse(WAYBILL_SHEET.read(cells));
  if (!parsed.success) return { ok: false, reasons: fieldReasons(WAYBILL_SHEET, parsed.error.issues, lang) };
  const checked = waybillWrite(parsed.data);
  if (checked.ok) return { ok: true, value: checked.write };
  const words = interpolate(WAYBILL_ERRORS[checked.key].message[lang], checked.params);
  return { ok: false, reasons: [WAYBILL_SHEET.reason(checked.field, lang, words)] };
}

/**
 * The import job: every good row lands in one statement (a known AWB number updated, a new one added), every bad
 * one is reported with its row number and reasons; an AWB number repeated in the file is refused after its first row.
 */
export async function runWaybillImport(
  task: RunningTask<WaybillImportData>,
  save: (rows: WaybillWrite[]) => Promise<void>,
): Promise<TaskOutcome> {
  const { lang, fileKey } = task.data;
  const { good, bad, total } = await readImport(task, fileKey, {
    sheet: WAYBILL_SHEET,
    maxRows: MAX_IMPORT_ROWS,
    parse: (row) => parseWaybillRow(row.cells, lang),
    unique: {
      key: (w) => w.awbNo,
      reason: (first) => WAYBILL_SHEET.reason('awbNo', lang, interpolate(WORDS.duplicate[lang], { v: first })),
    },
  });
  await save(good);
  const outcome: TaskOutcome = { done: good.length, total };
  const report = await writeImportReport(task, WAYBILL_SHEET, lang, bad, WORDS.report);
  if (report) outcome.report = report;
  return outcome;
}
