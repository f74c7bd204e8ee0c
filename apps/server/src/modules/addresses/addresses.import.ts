import { ADDRESS_TYPES, AddressInput, LANGUAGES, type AddressType, type Language } from '@parcelhub/contracts';
import { fieldReasons, readImport, writeImportReport } from '../../platform/sheets/parse';
import { templateSpec as sheetTemplateSpec } from '../../platform/sheets/template';
import { writeTemplate } from '../../platform/files/xlsx';
import type { RunningTask, TaskOutcome } from '../tasks';
import { ADDRESS_SHEET, MAX_IMPORT_ROWS, TYPE_WORDS, YES } from './addresses.sheet';
import type { AddressWrite } from './addresses.repository';

export { MAX_IMPORT_ROWS } from './addresses.sheet';

export const IMPORT_QUEUE = 'addresses.import';

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

const norm = (s: string) => s.replace(/^\*/, '').trim().toLowerCase();
const TYPE_BY_WORD = new Map<string, AddressType>(
  ADDRESS_TYPES.flatMap((type) => [type, ...LANGUAGES.map((l) => TYPE_WORDS[type][l])].map((w) => [norm(w), type])),
);

/** The headers must be the template's, in any of the three languages, in order. */
export const matchesTemplate = (headers: string[]) => ADDRESS_SHEET.matches(headers);

export function templateSpec(lang: Language) {
  return sheetTemplateSpec(ADDRESS_SHEET, lang, {
    sheetName: IMPORT_TASK_NAME[lang],
    notesName: WORDS.notes[lang],
    notes: NOTES[lang],
    fileName: WORDS.template[lang],
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
  });
}

export const importTemplate = async (lang: Language) => ({
  name: `${WORDS.template[lang]}.xlsx`,
  bytes: await writeTemplate(templateSpec(lang)),
});

/** One row of the sheet read as an address, or the reasons it cannot be one, worded in `lang`. */
export function parseRow(
  cells: string[],
  lang: Language,
  countryExists: (code: string) => boolean,
): { ok: true; input: ReturnType<typeof AddressInput.parse> } | { ok: false; reasons: string[] } {
  const reasons: string[] = [];
  const text = ADDRESS_SHEET.values(cells);
  const type = TYPE_BY_WORD.get(norm(text.type!));
  if (!type) reasons.push(ADDRESS_SHEET.reason('type', lang, WORDS.unknownType[lang].replace('{v}', text.type!)));
  const countryText = text.countryCode!;
  const parsed = AddressInput.safeParse({ ...ADDRESS_SHEET.read(cells), type: type ?? 'RECIPIENT' });
  if (!parsed.success) reasons.push(...fieldReasons(ADDRESS_SHEET, parsed.error.issues, lang));
  else if (!countryExists(parsed.data.countryCode))
    reasons.push(ADDRESS_SHEET.reason('countryCode', lang, WORDS.unknownCountry[lang].replace('{v}', countryText)));
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
  const codes = await target.countryCodes();
  const { good, bad, total } = await readImport(task, fileKey, {
    sheet: ADDRESS_SHEET,
    maxRows: MAX_IMPORT_ROWS,
    parse(row) {
      const result = parseRow(row.cells, lang, (c) => codes.has(c));
      if (!result.ok) return result;
      const { id: _ignored, ...fields } = result.input;
      return { ok: true, value: fields };
    },
  });
  // The report is written first and the rows are saved with the task's end (task.commit): an import that fails
  // anywhere keeps nothing, and a retried job finds its task ended and saves nothing twice.
  const outcome: TaskOutcome = { done: good.length, total };
  const report = await writeImportReport(task, ADDRESS_SHEET, lang, bad, WORDS.report);
  if (report) outcome.report = report;
  await task.commit(outcome, () => target.save(settleDefaults(good)));
  return outcome;
}
