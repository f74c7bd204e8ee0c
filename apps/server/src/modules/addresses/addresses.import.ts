import { ADDRESS_TYPES, AddressInput, LANGUAGES, type AddressType, type Language } from '@parcelhub/contracts';
import { toFieldErrors } from '../../platform/http/validation';
import { AppError } from '../../platform/http/app-error';
import { readSheetRows, writeSheet, writeTemplate } from '../../platform/files/xlsx';
import type { RunningTask, TaskOutcome } from '../tasks';
import { HEADERS, TYPE_WORDS, WIDTHS, YES } from './addresses.export';
import type { AddressWrite } from './addresses.repository';

export const IMPORT_QUEUE = 'addresses.import';
/** Rows one import may hold past the header (the issue's goal: 10,000 with a per-row report). */
export const MAX_IMPORT_ROWS = 10_000;

export interface ImportJobData {
  fileKey: string;
  lang: Language;
}

export const IMPORT_TASK_NAME: Record<Language, string> = {
  zh: '地址簿导入',
  en: 'Address book import',
  ko: '주소록 가져오기',
};

const WORDS = {
  row: { zh: '行号', en: 'Row', ko: '행' },
  reasons: { zh: '错误原因', en: 'Why it was not imported', ko: '가져오지 못한 이유' },
  unknownType: { zh: '类型不存在：{v}', en: 'Unknown type: {v}', ko: '알 수 없는 유형: {v}' },
  unknownCountry: { zh: '国家/地区不存在：{v}', en: 'Unknown country: {v}', ko: '알 수 없는 국가: {v}' },
  notes: { zh: '填写说明', en: 'How to fill in', ko: '작성 방법' },
  template: { zh: '地址导入模板', en: 'address-import-template', ko: '주소 가져오기 템플릿' },
  report: { zh: '地址导入错误', en: 'address-import-errors', ko: '주소 가져오기 오류' },
} satisfies Record<string, Record<Language, string>>;

const NOTES: Record<Language, string[]> = {
  zh: [
    '带 * 的列必填。第 2 行是示例，导入前请删除或替换。',
    '类型从下拉列表选择；国家/地区填两位代码（如 US），或 "名称 (US)"。',
    '默认填"是"或"否"；同一类型有多行为"是"时，最后一行成为默认地址。',
    `一次最多导入 ${MAX_IMPORT_ROWS} 行。有错误的行不会导入，可在任务中心下载错误报告。`,
    '导出的地址簿文件可直接修改后再导入。',
  ],
  en: [
    'Columns marked * are required. Row 2 is an example: delete or replace it before importing.',
    'Pick the type from the list; write the country as its two-letter code (US) or as "Name (US)".',
    'Default is Yes or No; when several rows of one type say Yes, the last one becomes the default.',
    `At most ${MAX_IMPORT_ROWS} rows at once. Rows with errors are not imported: download the report from the task center.`,
    'An exported address book can be edited and imported again as it is.',
  ],
  ko: [
    '* 표시된 열은 필수입니다. 2행은 예시이므로 가져오기 전에 지우거나 바꾸세요.',
    '유형은 목록에서 고르고, 국가는 두 글자 코드(US) 또는 "이름 (US)"로 적으세요.',
    '기본은 예 또는 아니요이며, 같은 유형에 예가 여러 행이면 마지막 행이 기본 주소가 됩니다.',
    `한 번에 최대 ${MAX_IMPORT_ROWS}행까지 가져올 수 있습니다. 오류가 있는 행은 가져오지 않으며, 작업 센터에서 오류 보고서를 내려받을 수 있습니다.`,
    '내보낸 주소록 파일을 고쳐서 그대로 다시 가져올 수 있습니다.',
  ],
};

const REQUIRED = [true, true, true, true, true, true, true, false, false, true, false, false];
const FIELD_COLUMN: Record<string, number> = {
  type: 0,
  name: 1,
  countryCode: 2,
  province: 3,
  city: 4,
  zipCode: 5,
  address1: 6,
  address2: 7,
  customsNo: 8,
  phone: 9,
  email: 10,
  isDefault: 11,
};

const norm = (s: string) => s.replace(/^\*/, '').trim().toLowerCase();
const TYPE_BY_WORD = new Map<string, AddressType>(
  ADDRESS_TYPES.flatMap((type) => [type, ...LANGUAGES.map((l) => TYPE_WORDS[type][l])].map((w) => [norm(w), type])),
);
const YES_WORDS = new Set(['true', '1', 'y', ...LANGUAGES.map((l) => norm(YES[l][0]))]);
const NO_WORDS = new Set(['', 'false', '0', 'n', ...LANGUAGES.map((l) => norm(YES[l][1]))]);

/** The headers must be the template's, in any of the three languages, in order. */
export function matchesTemplate(headers: string[]): boolean {
  return LANGUAGES.some((l) => HEADERS[l].every((h, i) => norm(headers[i] ?? '') === norm(h)));
}

export function templateSpec(lang: Language) {
  return {
    sheetName: IMPORT_TASK_NAME[lang],
    notesName: WORDS.notes[lang],
    rows: MAX_IMPORT_ROWS,
    columns: HEADERS[lang].map((header, i) => ({
      header,
      width: WIDTHS[i],
      required: REQUIRED[i],
      ...(i === 0 ? { list: ADDRESS_TYPES.map((t) => TYPE_WORDS[t][lang]) } : {}),
      ...(i === 11 ? { list: [...YES[lang]] } : {}),
    })),
    example: [
      TYPE_WORDS.RECIPIENT[lang],
      'John Smith',
      'US',
      'CA',
      'Los Angeles',
      '90001',
      '1200 S Figueroa St',
      'Apt 4B',
      '',
      '+1 213 555 0100',
      'john@example.com',
      YES[lang][1],
    ],
    notes: NOTES[lang],
  };
}

export const importTemplate = (lang: Language) =>
  writeTemplate(templateSpec(lang)).then((bytes) => ({ name: `${WORDS.template[lang]}.xlsx`, bytes }));

/** One row of the sheet read as an address, or the reasons it cannot be one, worded in `lang`. */
export function parseRow(
  cells: string[],
  lang: Language,
  countryExists: (code: string) => boolean,
): { ok: true; input: ReturnType<typeof AddressInput.parse> } | { ok: false; reasons: string[] } {
  const reasons: string[] = [];
  const cell = (i: number) => cells[i] ?? '';
  const type = TYPE_BY_WORD.get(norm(cell(0)));
  if (!type) reasons.push(`${HEADERS[lang][0]}: ${WORDS.unknownType[lang].replace('{v}', cell(0))}`);
  const countryText = cell(2);
  const code = (/\(([A-Za-z]{2})\)\s*$/.exec(countryText)?.[1] ?? countryText).toUpperCase();
  const defaultWord = norm(cell(11));
  const parsed = AddressInput.safeParse({
    type: type ?? 'RECIPIENT',
    name: cell(1),
    countryCode: code,
    province: cell(3),
    city: cell(4),
    zipCode: cell(5),
    address1: cell(6),
    address2: cell(7),
    customsNo: cell(8),
    phone: cell(9),
    email: cell(10),
    isDefault: YES_WORDS.has(defaultWord) ? true : NO_WORDS.has(defaultWord) ? false : defaultWord,
  });
  if (!parsed.success) {
    for (const e of toFieldErrors(parsed.error.issues, lang)) {
      const column = FIELD_COLUMN[e.field];
      reasons.push(`${column === undefined ? e.field : HEADERS[lang][column]}: ${e.message}`);
    }
  } else if (!countryExists(parsed.data.countryCode)) {
    reasons.push(`${HEADERS[lang][2]}: ${WORDS.unknownCountry[lang].replace('{v}', countryText)}`);
  }
  if (reasons.length > 0 || !parsed.success) return { ok: false, reasons };
  return { ok: true, input: parsed.data };
}

/** Of the rows marked default, the last of each type stays default (one per type, as the database holds). */
export function settleDefaults<T extends { type: AddressType; isDefault?: boolean }>(rows: T[]): T[] {
  const last = new Map<AddressType, number>();
  rows.forEach((r, i) => r.isDefault && last.set(r.type, i));
  return rows.map((r, i) => (r.isDefault && last.get(r.type) !== i ? { ...r, isDefault: false } : r));
}

export interface ImportTarget {
  countryCodes: () => Promise<Set<string>>;
  /** Writes the good rows, all or none (one transaction), clearing the old default of each type that gets one. */
  save: (rows: Omit<AddressWrite, 'ownerId' | 'createdBy'>[]) => Promise<void>;
}

/**
 * The import job: reads the sheet twice as a stream (a count for the progress bar, then the rows), keeps every good
 * row and reports every bad one with its row number and reasons. Good rows are written in one transaction.
 */
export async function runAddressImport(task: RunningTask<ImportJobData>, target: ImportTarget): Promise<TaskOutcome> {
  const { lang, fileKey } = task.data;
  let total = 0;
  await readRows(task, (n, header) => {
    if (n > header) total++;
  });
  if (total > MAX_IMPORT_ROWS) throw new AppError('SHEET_TOO_MANY_ROWS', { max: MAX_IMPORT_ROWS });
  await task.progress(0, total);

  const codes = await target.countryCodes();
  const good: Omit<AddressWrite, 'ownerId' | 'createdBy'>[] = [];
  const bad: { number: number; reasons: string[]; cells: string[] }[] = [];
  let seen = 0;
  const rows = readSheetRows(task.files.read(fileKey));
  await findHeader(rows);
  for await (const row of rows) {
    const result = parseRow(row.cells, lang, (c) => codes.has(c));
    if (result.ok) {
      const { id: _ignored, ...fields } = result.input;
      good.push(fields);
    } else bad.push({ number: row.number, reasons: result.reasons, cells: row.cells });
    await task.progress(++seen, total);
  }
  await target.save(settleDefaults(good));

  const outcome: TaskOutcome = { done: good.length, total };
  if (bad.length > 0) {
    const out = task.files.writer('tasks');
    await writeSheet(out.stream, {
      sheetName: WORDS.report[lang],
      columns: [
        { header: WORDS.row[lang], width: 8 },
        { header: WORDS.reasons[lang], width: 60 },
        ...HEADERS[lang].map((header, i) => ({ header, width: WIDTHS[i] })),
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

/** Rows a sheet may hold above its header: a title, often merged across the columns, or a line of instructions. */
const MAX_ROWS_ABOVE_HEADER = 5;

type SheetRows = AsyncGenerator<{ number: number; cells: string[] }>;

/** Reads up to the template's header row (the first rows may be titles); answers its sheet row number. */
async function findHeader(rows: SheetRows): Promise<number> {
  for (let i = 0; i <= MAX_ROWS_ABOVE_HEADER; i++) {
    const next = await rows.next();
    if (next.done) break;
    if (matchesTemplate(next.value.cells)) return next.value.number;
  }
  await rows.return(undefined);
  throw new AppError('SHEET_WRONG_TEMPLATE');
}

async function readRows(task: RunningTask<ImportJobData>, each: (n: number, header: number) => void) {
  try {
    const rows = readSheetRows(task.files.read(task.data.fileKey));
    const header = await findHeader(rows);
    for await (const row of rows) each(row.number, header);
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('SHEET_UNREADABLE');
  }
}
