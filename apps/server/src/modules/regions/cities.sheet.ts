import ExcelJS from 'exceljs';
import type { Language } from '@parcelhub/contracts';

/** The city sheet's columns, shared by the import template, the import and the export (an export imports back). */
export const CITY_HEADERS: Record<Language, string[]> = {
  zh: ['国家/地区代码', '省/州代码', '省/州名称', '省/州英文名', '城市代码', '城市名称', '城市英文名', '描述'],
  en: [
    'Country code',
    'Province/state code',
    'Province/state name',
    'Province/state English name',
    'City code',
    'City name',
    'City English name',
    'Description',
  ],
  ko: ['국가 코드', '주/도 코드', '주/도 이름', '주/도 영문 이름', '도시 코드', '도시 이름', '도시 영문 이름', '설명'],
};
export const CITY_WIDTHS = [14, 16, 20, 24, 16, 20, 24, 40];
const REQUIRED = [true, true, true, false, true, true, false, false];
export const MAX_IMPORT_ROWS = 10_000;

export const SHEET_WORDS = {
  sheet: { zh: '城市', en: 'Cities', ko: '도시' },
  notes: { zh: '填写说明', en: 'How to fill in', ko: '작성 방법' },
  countries: { zh: '国家代码', en: 'Country codes', ko: '국가 코드' },
  countryName: { zh: '国家/地区', en: 'Country', ko: '국가' },
  template: { zh: '城市导入模板', en: 'city-import-template', ko: '도시 가져오기 템플릿' },
} satisfies Record<string, Record<Language, string>>;

const NOTES: Record<Language, string[]> = {
  zh: [
    '带 * 的列必填。第 2 行是示例，导入前请删除或替换。',
    '国家/地区填两位代码（如 CN、US），可从下拉列表选择，代码表见“国家代码”工作表。',
    '同一国家内城市代码唯一：已有的代码会被更新，新的代码会被新增。',
    '代码只能包含字母、数字、"."、"_" 或 "-"，最多 32 位；名称最多 100 字，描述最多 500 字。',
    `一次最多导入 ${MAX_IMPORT_ROWS} 行。有错误的行不会导入，可在任务中心下载错误报告。`,
  ],
  en: [
    'Columns marked * are required. Row 2 is an example: delete or replace it before importing.',
    'Write the country as its two-letter code (CN, US) or pick it from the list; the "Country codes" sheet lists them.',
    'A city code is unique within its country: an existing code is updated, a new one is added.',
    "Codes hold letters, digits, '.', '_' or '-', at most 32; names at most 100 characters, descriptions 500.",
    `At most ${MAX_IMPORT_ROWS} rows at once. Rows with errors are not imported: download the report from the task center.`,
  ],
  ko: [
    '* 표시된 열은 필수입니다. 2행은 예시이므로 가져오기 전에 지우거나 바꾸세요.',
    '국가는 두 글자 코드(CN, US)로 적거나 목록에서 고르세요. "국가 코드" 시트에 목록이 있습니다.',
    '도시 코드는 국가 안에서 고유합니다. 이미 있는 코드는 수정되고 새 코드는 추가됩니다.',
    "코드는 문자, 숫자, '.', '_', '-'로 최대 32자, 이름은 최대 100자, 설명은 최대 500자입니다.",
    `한 번에 최대 ${MAX_IMPORT_ROWS}행까지 가져올 수 있습니다. 오류가 있는 행은 가져오지 않으며, 작업 센터에서 오류 보고서를 내려받을 수 있습니다.`,
  ],
};

const norm = (s: string) => s.replace(/^\*/, '').trim().toLowerCase();

/** The headers must be the template's, in any of the three languages, in order. */
export const matchesTemplate = (headers: string[]) =>
  (Object.keys(CITY_HEADERS) as Language[]).some((l) =>
    CITY_HEADERS[l].every((h, i) => norm(headers[i] ?? '') === norm(h)),
  );

/**
 * The import template. The country drop-down points at a sheet of its own: 249 codes are too long for a list
 * written into the validation itself (Excel stops at 255 characters).
 */
export async function writeCityTemplate(
  lang: Language,
  countries: { code: string; name: string }[],
): Promise<{ name: string; bytes: Buffer }> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(SHEET_WORDS.sheet[lang], { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = CITY_WIDTHS.map((width) => ({ width }));
  const head = sheet.addRow(CITY_HEADERS[lang].map((h, i) => (REQUIRED[i] ? `*${h}` : h)));
  head.font = { bold: true };
  sheet.addRow(['CN', '440000', '广东省', 'Guangdong', '440300', '深圳市', 'Shenzhen', '']);

  const notes = book.addWorksheet(SHEET_WORDS.notes[lang]);
  notes.getColumn(1).width = 110;
  for (const line of NOTES[lang]) notes.addRow([line]);

  const listName = SHEET_WORDS.countries[lang];
  const list = book.addWorksheet(listName);
  list.columns = [{ width: 10 }, { width: 30 }];
  list.addRow([CITY_HEADERS[lang][0], SHEET_WORDS.countryName[lang]]).font = { bold: true };
  for (const c of countries) list.addRow([c.code, c.name]);
  const range = `'${listName}'!$A$2:$A$${countries.length + 1}`;
  for (let r = 2; r <= MAX_IMPORT_ROWS + 1; r++) {
    sheet.getCell(`A${r}`).dataValidation = {
      type: 'list',
      allowBlank: false,
      formulae: [range],
      showErrorMessage: true,
    };
  }
  return { name: `${SHEET_WORDS.template[lang]}.xlsx`, bytes: Buffer.from(await book.xlsx.writeBuffer()) };
}
