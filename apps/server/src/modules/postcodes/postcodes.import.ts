import { MAX_ID, PostcodeEntryInput, type Language } from '@parcelhub/contracts';
import type { DataScope } from '../../platform/auth/scope';
import { AppError } from '../../platform/http/app-error';
import { toFieldErrors } from '../../platform/http/validation';
import { interpolate } from '../../platform/i18n/language';
import { readSheetRows, writeSheet } from '../../platform/files/xlsx';
import type { RunningTask, TaskOutcome } from '../tasks';
import { POSTCODE_ERRORS } from './postcodes.errors';
import type { EntryWrite } from './postcodes.repository';
import { MAX_IMPORT_ROWS, POSTCODE_HEADERS, POSTCODE_WIDTHS, matchesTemplate } from './postcodes.sheet';
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
  row: { zh: '行号', en: 'Row', ko: '행' },
  reasons: { zh: '错误原因', en: 'Why it was not imported', ko: '가져오지 못한 이유' },
  noGroup: {
    zh: '请填写分组 ID，或在上传时选择分组',
    en: 'Fill in the group ID, or choose a group when uploading',
    ko: '그룹 ID를 채우거나 업로드할 때 그룹을 고르세요',
  },
  unknownGroup: { zh: '分组不存在：{v}', en: 'No such group: {v}', ko: '존재하지 않는 그룹: {v}' },
  duplicate: { zh: '与第 {v} 行重复', en: 'Same postcode as row {v}', ko: '{v}행과 같은 우편번호입니다' },
  report: { zh: '邮编导入错误', en: 'postcode-import-errors', ko: '우편번호 가져오기 오류' },
} satisfies Record<string, Record<Language, string>>;

const FIELD_COLUMN: Record<string, number> = { start: 0, end: 1, groupId: 2 };
const header = (lang: Language, field: string) => POSTCODE_HEADERS[lang][FIELD_COLUMN[field] ?? 0] ?? field;

export type GroupLookup = (id: number) => Promise<{ countryCode: string } | null>;

/** One row of the sheet read as a postcode of a group, or the reasons it cannot be one, worded in `lang`. */
export async function parsePostcodeRow(
  cells: string[],
  lang: Language,
  defaultGroupId: number | undefined,
  groupOf: GroupLookup,
): Promise<{ ok: true; entry: EntryWrite } | { ok: false; reasons: string[] }> {
  const cell = (i: number) => cells[i] ?? '';
  const groupText = cell(2);
  let groupId = defaultGroupId;
  if (groupText !== '') groupId = /^\d{1,10}$/.test(groupText) && Number(groupText) <= MAX_ID ? Number(groupText) : -1;
  const end = cell(1);
  const parsed = PostcodeEntryInput.safeParse({
    groupId: groupId === undefined || groupId < 1 ? 1 : groupId,
    kind: end === '' ? 'SINGLE' : 'RANGE',
    start: cell(0),
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

type SheetRows = AsyncGenerator<{ number: number; cells: string[] }>;

/** Rows a sheet may hold above its header: a title, often merged across the columns. */
const MAX_ROWS_ABOVE_HEADER = 5;

async function findHeader(rows: SheetRows): Promise<number> {
  for (let i = 0; i <= MAX_ROWS_ABOVE_HEADER; i++) {
    const next = await rows.next();
    if (next.done) break;
    if (matchesTemplate(next.value.cells)) return next.value.number;
  }
  await rows.return(undefined);
  throw new AppError('SHEET_WRONG_TEMPLATE');
}

async function countRows(task: RunningTask<PostcodeImportData>): Promise<number> {
  let total = 0;
  try {
    const rows = readSheetRows(task.files.read(task.data.fileKey));
    await findHeader(rows);
    for await (const _ of rows) total++;
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('SHEET_UNREADABLE');
  }
  return total;
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
  const total = await countRows(task);
  if (total > MAX_IMPORT_ROWS) throw new AppError('SHEET_TOO_MANY_ROWS', { max: MAX_IMPORT_ROWS });
  await task.progress(0, total);

  const groups = new Map<number, Promise<{ countryCode: string } | null>>();
  const groupOf: GroupLookup = (id) => {
    let found = groups.get(id);
    if (!found) groups.set(id, (found = target.groupOf(id)));
    return found;
  };
  const good: EntryWrite[] = [];
  const firstRow = new Map<string, number>();
  const bad: { number: number; reasons: string[]; cells: string[] }[] = [];
  let seen = 0;
  const rows = readSheetRows(task.files.read(fileKey));
  await findHeader(rows);
  for await (const row of rows) {
    const result = await parsePostcodeRow(row.cells, lang, groupId, groupOf);
    if (result.ok) {
      const { entry } = result;
      const key = `${entry.groupId}\u0000${entry.fromKey}\u0000${entry.toKey}`;
      const first = firstRow.get(key);
      if (first === undefined) {
        firstRow.set(key, row.number);
        good.push(entry);
      } else {
        const reason = `${header(lang, 'start')}: ${interpolate(WORDS.duplicate[lang], { v: first })}`;
        bad.push({ number: row.number, reasons: [reason], cells: row.cells });
      }
    } else bad.push({ number: row.number, reasons: result.reasons, cells: row.cells });
    await task.progress(++seen, total);
  }
  await target.save(good);

  const outcome: TaskOutcome = { done: good.length, total };
  if (bad.length > 0) {
    const out = task.files.writer('tasks');
    await writeSheet(out.stream, {
      sheetName: WORDS.report[lang],
      columns: [
        { header: WORDS.row[lang], width: 8 },
        { header: WORDS.reasons[lang], width: 60 },
        ...POSTCODE_HEADERS[lang].map((h, i) => ({ header: h, width: POSTCODE_WIDTHS[i] })),
      ],
      rows: (async function* () {
        for (const b of bad) yield [b.number, b.reasons.join('; '), ...b.cells];
      })(),
    });
    await out.done();
    outcome.report = { name: `${WORDS.report[lang]}.xlsx`, key: out.key };
  }
  return outcome;
}
