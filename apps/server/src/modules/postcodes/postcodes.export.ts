import type { Language, PostcodeExportQuery } from '@parcelhub/contracts';
import type { z } from 'zod';
import type { DataScope } from '../../platform/auth/scope';
import { writeSheet } from '../../platform/files/xlsx';
import type { RunningTask, TaskOutcome } from '../tasks';
import type { EntryRow } from './postcodes.repository';
import { POSTCODE_HEADERS, POSTCODE_WIDTHS, SHEET_WORDS } from './postcodes.sheet';

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
export async function runPostcodeExport(
  task: RunningTask<PostcodeExportData>,
  source: { count: () => Promise<number>; rows: () => AsyncIterable<{ entry: EntryRow; groupName: string }> },
): Promise<TaskOutcome> {
  const { lang } = task.data;
  const total = await source.count();
  await task.progress(0, total);
  const out = task.files.writer('tasks');
  let done = 0;
  async function* cells() {
    for await (const { entry, groupName } of source.rows()) {
      yield [entry.startPostcode, entry.endPostcode, entry.groupId, groupName];
      await task.progress(++done, total);
    }
  }
  try {
    await writeSheet(out.stream, {
      sheetName: SHEET_WORDS.sheet[lang],
      columns: POSTCODE_HEADERS[lang].map((header, i) => ({ header, width: POSTCODE_WIDTHS[i] })),
      rows: cells(),
    });
    await out.done();
  } catch (err) {
    // Cancelled (progress throws) or failed: the half-written file is nobody's; it goes.
    out.stream.destroy();
    await out.done().catch(() => undefined);
    await task.files.remove(out.key).catch(() => undefined);
    throw err;
  }
  const stamp = new Date().toISOString().slice(0, 19).replace(/[-:T]/g, '');
  return { result: { name: `${FILE_NAME[lang]}-${stamp}.xlsx`, key: out.key }, done, total };
}
