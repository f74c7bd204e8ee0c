import type { Language } from '@parcelhub/contracts';
import { runSheetExport } from '../../platform/sheets/export-runner';
import type { RunningTask, TaskOutcome } from '../tasks';
import type { PortFilter, PortRow } from './clearance-ports.repository';
import { PORT_SHEET } from './clearance-ports.sheet';

export const PORT_EXPORT_QUEUE = 'clearancePorts.export';

export interface PortExportData {
  filter: PortFilter;
  lang: Language;
}

export const PORT_EXPORT_TASK_NAME: Record<Language, string> = {
  zh: '清关口岸导出',
  en: 'Clearance port export',
  ko: '통관 항구 내보내기',
};
const FILE_NAME: Record<Language, string> = { zh: '清关口岸', en: 'clearance-ports', ko: '통관 항구' };

/** The matching ports in the import's columns, so the file imports back. */
export function runPortExport(
  task: RunningTask<PortExportData>,
  source: { count: () => Promise<number>; rows: () => AsyncIterable<PortRow> },
): Promise<TaskOutcome> {
  const { lang } = task.data;
  return runSheetExport(task, {
    sheetName: PORT_SHEET.name[lang],
    columns: PORT_SHEET.writerColumns(lang),
    fileName: FILE_NAME[lang],
    count: source.count,
    records: source.rows,
    rows: (r) => [PORT_SHEET.cells(r, lang)],
  });
}
