import type { Language, PostcodeExportQuery } from '@parcelhub/contracts';
import type { z } from 'zod';
import type { DataScope } from '../../platform/auth/scope';
import { runSheetExport } from '../../platform/sheets/export-runner';
import type { RunningTask, TaskOutcome } from '../tasks';
import { POSTCODE_SHEET, type ExportedPostcode } from './postcodes.sheet';

export const EXPORT_QUEUE = 'postcodes.export';

export interface PostcodeExportData {
  scope: DataScope;
  filter: z.output<typeof PostcodeExportQuery>;
  lang: Language;
}

export const EXPORT_TASK_NAME: Record<Language, string> = {
  zh: '邮编导出',
  en: 'Postcode export',
  ko: '우편번호 내보내기',
};
const FILE_NAME: Record<Language, string> = { zh: '邮编', en: 'postcodes', ko: '우편번호' };

/** Every postcode of the matching groups in the import's columns (group id included), so the file imports back. */
export function runPostcodeExport(
  task: RunningTask<PostcodeExportData>,
  source: { count: () => Promise<number>; rows: () => AsyncIterable<ExportedPostcode> },
): Promise<TaskOutcome> {
  const { lang } = task.data;
  return runSheetExport(task, {
    sheetName: POSTCODE_SHEET.name[lang],
    columns: POSTCODE_SHEET.writerColumns(lang),
    fileName: FILE_NAME[lang],
    count: source.count,
    records: source.rows,
    rows: (r) => [POSTCODE_SHEET.cells(r, lang)],
  });
}
