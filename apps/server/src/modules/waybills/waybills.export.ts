import type { Language, WaybillFilter } from '@parcelhub/contracts';
import type { z } from 'zod';
import { runSheetExport } from '../../platform/sheets/export-runner';
import type { RunningTask, TaskOutcome } from '../tasks';
import type { WaybillRow } from './waybills.repository';
import { WAYBILL_SHEET } from './waybills.sheet';

export const EXPORT_QUEUE = 'waybills.export';

export interface WaybillExportData {
  filter: z.output<typeof WaybillFilter>;
  lang: Language;
}

export const EXPORT_TASK_NAME: Record<Language, string> = {
  zh: '运单导出',
  en: 'Waybill export',
  ko: '운송장 내보내기',
};
const FILE_NAME: Record<Language, string> = { zh: '运单', en: 'waybills', ko: '운송장' };

/** The matching waybills in the import's columns (with status and parcel count to read), so the file imports back. */
export function runWaybillExport(
  task: RunningTask<WaybillExportData>,
  source: { count: () => Promise<number>; rows: () => AsyncIterable<WaybillRow> },
): Promise<TaskOutcome> {
  const { lang } = task.data;
  return runSheetExport(task, {
    sheetName: WAYBILL_SHEET.name[lang],
    columns: WAYBILL_SHEET.writerColumns(lang),
    fileName: FILE_NAME[lang],
    count: source.count,
    records: source.rows,
    rows: (r) => [WAYBILL_SHEET.cells(r, lang)],
  });
}
