import type { CityExportQuery, Language } from '@parcelhub/contracts';
import type { z } from 'zod';
import { runSheetExport } from '../../platform/sheets/export-runner';
import type { RunningTask, TaskOutcome } from '../tasks';
import type { CityRow } from './cities.repository';
import { CITY_SHEET } from './cities.sheet';

export const EXPORT_QUEUE = 'regions.cityExport';

export interface CityExportData {
  filter: z.output<typeof CityExportQuery>;
  lang: Language;
}

export const EXPORT_TASK_NAME: Record<Language, string> = { zh: '城市导出', en: 'City export', ko: '도시 내보내기' };
const FILE_NAME: Record<Language, string> = { zh: '城市', en: 'cities', ko: '도시' };

/** Every matching city in the import's columns, so the file can be edited and imported back. */
export function runCityExport(
  task: RunningTask<CityExportData>,
  source: { count: () => Promise<number>; rows: () => AsyncIterable<CityRow> },
): Promise<TaskOutcome> {
  const { lang } = task.data;
  return runSheetExport(task, {
    sheetName: CITY_SHEET.name[lang],
    columns: CITY_SHEET.writerColumns(lang),
    fileName: FILE_NAME[lang],
    count: source.count,
    records: source.rows,
    rows: (r) => [CITY_SHEET.cells(r, lang)],
  });
}
