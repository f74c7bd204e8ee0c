import type { CityExportQuery, Language } from '@parcelhub/contracts';
import type { z } from 'zod';
import { writeSheet } from '../../platform/files/xlsx';
import type { RunningTask, TaskOutcome } from '../tasks';
import type { CityRow } from './cities.repository';
import { CITY_HEADERS, CITY_WIDTHS, SHEET_WORDS } from './cities.sheet';

export const EXPORT_QUEUE = 'regions.cityExport';

export interface CityExportData {
  filter: z.output<typeof CityExportQuery>;
  lang: Language;
}

export const EXPORT_TASK_NAME: Record<Language, string> = { zh: '城市导出', en: 'City export', ko: '도시 내보내기' };
const FILE_NAME: Record<Language, string> = { zh: '城市', en: 'cities', ko: '도시' };

/** Every matching city in the import's columns, so the file can be edited and imported back. */
export async function runCityExport(
  task: RunningTask<CityExportData>,
  source: { count: () => Promise<number>; rows: () => AsyncIterable<CityRow> },
): Promise<TaskOutcome> {
  const { lang } = task.data;
  const total = await source.count();
  await task.progress(0, total);
  const out = task.files.writer('tasks');
  let done = 0;
  async function* cells() {
    for await (const r of source.rows()) {
      yield [r.countryCode, r.provinceCode, r.provinceName, r.provinceNameEn, r.code, r.name, r.nameEn, r.description];
      await task.progress(++done, total);
    }
  }
  await writeSheet(out.stream, {
    sheetName: SHEET_WORDS.sheet[lang],
    columns: CITY_HEADERS[lang].map((header, i) => ({ header, width: CITY_WIDTHS[i] })),
    rows: cells(),
  });
  await out.done();
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
  return { result: { name: `${FILE_NAME[lang]}-${stamp}.xlsx`, key: out.key }, done, total };
}
