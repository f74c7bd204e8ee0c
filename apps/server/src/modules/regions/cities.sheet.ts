import type { Language } from '@parcelhub/contracts';
import { countryCodeOf } from '../../platform/sheets/cells';
import { defineSheet } from '../../platform/sheets/define-sheet';
import { writeSheetTemplate } from '../../platform/sheets/template';
import type { CityRow } from './cities.repository';

export const MAX_IMPORT_ROWS = 10_000;

/**
 * The city sheet, shared by the import template, the import and the export (an export imports back). Column keys
 * are CityInput's fields, so a row's validation errors name their column.
 */
export const CITY_SHEET = defineSheet<CityRow>({
  name: { zh: '城市', en: 'Cities', ko: '도시' },
  maxRows: MAX_IMPORT_ROWS,
  columns: [
    {
      key: 'countryCode',
      header: { zh: '国家/地区代码', en: 'Country code', ko: '국가 코드' },
      width: 14,
      required: true,
      parse: countryCodeOf,
      format: (r) => r.countryCode,
    },
    {
      key: 'provinceCode',
      header: { zh: '省/州代码', en: 'Province/state code', ko: '주/도 코드' },
      width: 16,
      required: true,
      format: (r) => r.provinceCode,
    },
    {
      key: 'provinceName',
      header: { zh: '省/州名称', en: 'Province/state name', ko: '주/도 이름' },
      width: 20,
      required: true,
      format: (r) => r.provinceName,
    },
    {
      key: 'provinceNameEn',
      header: { zh: '省/州英文名', en: 'Province/state English name', ko: '주/도 영문 이름' },
      width: 24,
      format: (r) => r.provinceNameEn,
    },
    {
      key: 'code',
      header: { zh: '城市代码', en: 'City code', ko: '도시 코드' },
      width: 16,
      required: true,
      format: (r) => r.code,
    },
    {
      key: 'name',
      header: { zh: '城市名称', en: 'City name', ko: '도시 이름' },
      width: 20,
      required: true,
      format: (r) => r.name,
    },
    {
      key: 'nameEn',
      header: { zh: '城市英文名', en: 'City English name', ko: '도시 영문 이름' },
      width: 24,
      format: (r) => r.nameEn,
    },
    {
      key: 'description',
      header: { zh: '描述', en: 'Description', ko: '설명' },
      width: 40,
      format: (r) => r.description,
    },
  ],
});

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

/** The headers must be the template's, in any of the three languages, in order. */
export const matchesTemplate = (headers: string[]) => CITY_SHEET.matches(headers);

/**
 * The import template. The country drop-down points at a sheet of its own: 249 codes are too long for a list
 * written into the validation itself (Excel stops at 255 characters).
 */
export function writeCityTemplate(
  lang: Language,
  countries: { code: string; name: string }[],
): Promise<{ name: string; bytes: Buffer }> {
  return writeSheetTemplate(CITY_SHEET, lang, {
    example: ['CN', '440000', '广东省', 'Guangdong', '440300', '深圳市', 'Shenzhen', ''],
    notesName: SHEET_WORDS.notes[lang],
    notes: NOTES[lang],
    notesWidth: 110,
    fileName: SHEET_WORDS.template[lang],
    listSheet: {
      key: 'countryCode',
      name: SHEET_WORDS.countries[lang],
      widths: [10, 30],
      header: [CITY_SHEET.headerOf('countryCode', lang), SHEET_WORDS.countryName[lang]],
      rows: countries.map((c) => [c.code, c.name]),
    },
  });
}
