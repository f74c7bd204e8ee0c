import type { AddressExportQuery, Language } from '@parcelhub/contracts';
import type { z } from 'zod';
import type { DataScope } from '../../platform/auth/scope';
import { runSheetExport } from '../../platform/sheets/export-runner';
import type { RunningTask, TaskOutcome } from '../tasks';
import type { AddressRow } from './addresses.repository';
import { ADDRESS_SHEET } from './addresses.sheet';

export { HEADERS, TYPE_WORDS, YES } from './addresses.sheet';

export const EXPORT_QUEUE = 'addresses.export';

export interface ExportJobData {
  scope: DataScope;
  filter: z.output<typeof AddressExportQuery>;
  lang: Language;
}

export const EXPORT_TASK_NAME: Record<Language, string> = {
  zh: '地址簿导出',
  en: 'Address book export',
  ko: '주소록 내보내기',
};
const FILE_NAME: Record<Language, string> = { zh: '地址簿', en: 'address-book', ko: '주소록' };

/** The export job: every matching address into one sheet, headers in the language of whoever asked. */
export async function runAddressExport(
  task: RunningTask<ExportJobData>,
  source: {
    count: () => Promise<number>;
    rows: () => AsyncIterable<AddressRow>;
    countryName: (code: string, lang: Language) => Promise<string | null>;
  },
): Promise<TaskOutcome> {
  const { lang } = task.data;
  return runSheetExport(task, {
    sheetName: EXPORT_TASK_NAME[lang],
    columns: ADDRESS_SHEET.writerColumns(lang),
    fileName: FILE_NAME[lang],
    count: source.count,
    records: source.rows,
    rows: async (r) => [
      ADDRESS_SHEET.cells({ ...r, countryName: await source.countryName(r.countryCode, lang) }, lang),
    ],
  });
}
