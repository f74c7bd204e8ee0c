import type { Language, TraceDbExportQuery } from '@parcelhub/contracts';
import type { z } from 'zod';
import { runSheetExport } from '../../platform/sheets/export-runner';
import type { RunningTask, TaskOutcome } from '../tasks';
import { TRACE_SHEET, type ExportedRecord } from './trace.sheet';

export const EXPORT_QUEUE = 'trace.export';

export interface TraceExportData {
  filter: z.output<typeof TraceDbExportQuery>;
  lang: Language;
}

export const EXPORT_TASK_NAME: Record<Language, string> = {
  zh: '轨迹库导出',
  en: 'Trace database export',
  ko: '추적 데이터 내보내기',
};
const FILE_NAME: Record<Language, string> = { zh: '轨迹库', en: 'trace-db', ko: '추적데이터' };

/** Every matching record in the import's columns (and the order it matched), so the file imports back. */
export function runTraceExport(
  task: RunningTask<TraceExportData>,
  source: { count: () => Promise<number>; rows: () => AsyncIterable<ExportedRecord> },
): Promise<TaskOutcome> {
  const { lang } = task.data;
  return runSheetExport(task, {
    sheetName: TRACE_SHEET.name[lang],
    columns: TRACE_SHEET.writerColumns(lang),
    fileName: FILE_NAME[lang],
    count: source.count,
    records: source.rows,
    rows: (r) => [TRACE_SHEET.cells(r, lang)],
  });
}
