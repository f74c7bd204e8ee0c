import { MAX_ID, PostcodeEntryInput, type Language } from '@parcelhub/contracts';
import type { DataScope } from '../../platform/auth/scope';
import { toFieldErrors } from '../../platform/http/validation';
import { interpolate } from '../../platform/i18n/language';
import { readImport, writeImportReport } from '../../platform/sheets/parse';
import type { RunningTask, TaskOutcome } from '../tasks';
import { POSTCODE_ERRORS } from './postcodes.errors';
import type { EntryWrite } from './postcodes.repository';
import { MAX_IMPORT_ROWS, POSTCODE_SHEET } from './postcodes.sheet';
import { entryWrite } from './postcode-entry';

export const IMPORT_QUEUE = 'postcodes.import';

export interface PostcodeImportData {
  fileKey: string;
  lang: Language;
  /** Whose groups the rows may go to: the scope of whoever uploaded. */
  scope: DataScope;
  /** The group rows without a group id go to. */
  groupId?: number;
}

export const IMPORT_TASK_NAME: Record<Language, string> = {
  zh: '邮编导入',
  en: 'Postcode import',
  ko: '우편번호 가져오기',
};

const WORDS = {
  noGroup: {
    zh: '请填写分组 ID，或在上传时选择分组',
    en: 'Fill in the group ID, or choose a group when uploading',
    ko: '그룹 ID를 채우거나 업로드할 때 그룹을 고르세요',
  },
  unknownGroup: { zh: '分组不存在：{v}', en: 'No such group: {v}', ko: '존재하지 않는 그룹: {v}' },
  duplicate: { zh: '与第 {v} 行重复', en: 'Same postcode as row {v}', ko: '{v}행과 같은 우편번호입니다' },
  report: { zh: '邮编导入错误', en: 'postcode-import-errors', ko: '우편번호 가져오기 오류' },
} satisfies Record<string, Record<Language, string>>;

/** A field no column holds is named by the first column (the postcode). */
const header = (lang: Language, field: string) =>
  POSTCODE_SHEET.headerOf(POSTCODE_SHEET.columns.some((c) => c.key === field) ? field : 'start', lang);

export type GroupLookup = (id: number) => Promise<{ countryCode: string } | null>;

/** One row of the sheet read as a postcode of a group, or the reasons it cannot be one, worded in `lang`. */
export async function parsePostcodeRow(
  cells: string[],
  lang: Language,
  defaultGroupId: number | undefined,
  groupOf: GroupLookup,
): Promise<{ ok: true; entry: EntryWrite } | { ok: false; reasons: string[] }> {
  const values = POSTCODE_SHEET.values(cells);
  const groupText = values.groupId!;
  let groupId = defaultGroupId;
  if (groupText !== '') groupId = /^\d{1,10}$/.test(groupText) && Number(groupText) <= MAX_ID ? Number(groupText) : -1;
  const end = values.end!;
  const parsed = PostcodeEntryInput.safeParse({
    groupId: groupId === undefined || groupId < 1 ? 1 : groupId,
    kind: end === '' ? 'SINGLE' : 'RANGE',
    start: values.start,
    end,
  });
  const reasons: string[] = [];
  const group = groupId !== undefined && groupId > 0 ? await groupOf(groupId) : null;
  if (groupId === undefined) reasons.push(`${header(lang, 'groupId')}: ${WORDS.noGroup[lang]}`);
  else if (!group)
    reasons.push(`${header(lang, 'groupId')}: ${interpolate(WORDS.unknownGroup[lang], { v: groupText })}`);
  if (!parsed.success) {
    for (const e of toFieldErrors(parsed.error.issues, lang)) reasons.push(`${header(lang, e.field)}: ${e.message}`);
  }
  if (!parsed.success || !group || groupId === undefined) return { ok: false, reasons };
  const result = entryWrite(group.countryCode, { ...parsed.data, groupId });
  if (!result.ok) {
    const words = interpolate(POSTCODE_ERRORS[result.key].message[lang], result.params);
    return { ok: false, reasons: [`${header(lang, result.field)}: ${words}`] };
  }
  return { ok: true, entry: result.write };
}

export interface PostcodeImportTarget {
  /** A group of the uploader's scope by its id, else null. */
  groupOf: GroupLookup;
  /** Writes the good rows, all or none; those a group already holds stay as they are. */
  save: (rows: EntryWrite[]) => Promise<void>;
}

/**
 * The import job: counts the rows (for the progress bar), keeps every good row, reports every bad one with its row
 * number and reasons. A postcode repeated within the file is refused after its first row; the good rows land in
 * one transaction.
 */
export async function runPostcodeImport(
  task: RunningTask<PostcodeImportData>,
  target: PostcodeImportTarget,
): Promise<TaskOutcome> {
  const { lang, fileKey, groupId } = task.data;
  const groups = new Map<number, Promise<{ countryCode: string } | null>>();
  const groupOf: GroupLookup = (id) => {
    let found = groups.get(id);
    if (!found) groups.set(id, (found = target.groupOf(id)));
    return found;
  };
  const { good, bad, total } = await readImport(task, fileKey, {
    sheet: POSTCODE_SHEET,
    maxRows: MAX_IMPORT_ROWS,
    async parse(row) {
      const result = await parsePostcodeRow(row.cells, lang, groupId, groupOf);
      return result.ok ? { ok: true, value: result.entry } : result;
    },
    unique: {
      key: (entry) => `${entry.groupId}\u0000${entry.fromKey}\u0000${entry.toKey}`,
      reason: (first) => `${header(lang, 'start')}: ${interpolate(WORDS.duplicate[lang], { v: first })}`,
    },
  });
  await target.save(good);
  const outcome: TaskOutcome = { done: good.length, total };
  const report = await writeImportReport(task, POSTCODE_SHEET, lang, bad, WORDS.report);
  if (report) outcome.report = report;
  return outcome;
}
