import { LANGUAGES, ZIP_CODE_TYPE_WORDS, type Language } from '@parcelhub/contracts';
import { defineSheet } from '../../platform/sheets/define-sheet';
import { writeSheetTemplate } from '../../platform/sheets/template';

export const MAX_ZONE_ROWS = 10_000;

export const YES_NO: Record<Language, [yes: string, no: string]> = {
  zh: ['是', '否'],
  en: ['Yes', 'No'],
  ko: ['예', '아니오'],
};

/**
 * The zone quote sheet (spec 001 §3, zone-quote import columns), shared by the template and the import: the spec's
 * eight columns in its order, then the country (a file of the spec's eight columns imports too). Column keys are
 * ZoneInput's fields, so a row's validation errors name their column.
 */
export const ZONE_SHEET = defineSheet({
  name: { zh: '分区报价', en: 'Zones', ko: '구역' },
  maxRows: MAX_ZONE_ROWS,
  columns: [
    { key: 'zipCode', header: { zh: '邮编', en: 'Zip code', ko: '우편번호' }, width: 18 },
    {
      key: 'zipCodeType',
      header: { zh: '邮编类型', en: 'Zip code type', ko: '우편번호 유형' },
      width: 14,
      list: (lang) => Object.values(ZIP_CODE_TYPE_WORDS).map((w) => w[lang]),
    },
    { key: 'deliveryPlace', header: { zh: '派送地点', en: 'Delivery place', ko: '배송지' }, width: 20 },
    { key: 'areaBelongs', header: { zh: '所属分区', en: 'Zone', ko: '소속 구역' }, width: 12, required: true },
    { key: 'zipCodeFormat', header: { zh: '邮编格式', en: 'Zip code format', ko: '우편번호 형식' }, width: 16 },
    {
      key: 'deliveryTimeType',
      header: { zh: '派送时效类型', en: 'Delivery time type', ko: '배송 시간 유형' },
      width: 18,
    },
    { key: 'remark', header: { zh: '备注', en: 'Remark', ko: '비고' }, width: 30 },
    {
      key: 'isRemote',
      header: { zh: '是否偏远', en: 'Is remote', ko: '도서산간 여부' },
      width: 12,
      list: (lang) => [...YES_NO[lang]],
    },
    {
      key: 'countryCode',
      header: { zh: '国家/地区代码', en: 'Country code', ko: '국가 코드' },
      width: 14,
      optional: true,
    },
  ],
});

/** The headers by language (the specs and fixtures build files from them). */
export const ZONE_HEADERS = Object.fromEntries(LANGUAGES.map((l) => [l, ZONE_SHEET.headers(l)])) as Record<
  Language,
  string[]
>;

export const ZONE_SHEET_WORDS = {
  notes: { zh: '填写说明', en: 'How to fill in', ko: '작성 방법' },
  template: { zh: '分区报价导入模板', en: 'zone-import-template', ko: '구역 가져오기 템플릿' },
} satisfies Record<string, Record<Language, string>>;

const notes = (lang: Language, country: string): string[] => {
  const types = Object.values(ZIP_CODE_TYPE_WORDS)
    .map((w) => w[lang])
    .join(' / ');
  switch (lang) {
    case 'zh':
      return [
        '带 * 的列必填。第 2 行是示例，导入前请删除或替换。',
        '邮编可以是一个邮编或邮编前缀（如 10001、995），也可以是起止位数相同的区间（如 995-999、99500-99999）；留空表示整个国家。',
        '邮编会转成大写并去掉空格；只能包含字母、数字、空格或“-”；美国邮编只能是数字。',
        `邮编类型：${types}（可从下拉列表选择，留空为“派送”）。是否偏远：是 / 否（留空时按邮编类型判断）。`,
        `国家/地区代码为两位代码，留空时按 ${country} 处理。`,
        '同一国家的同一邮编区间再次导入会覆盖原来的分区，不同的区间会新增。',
        `一次最多导入 ${MAX_ZONE_ROWS} 行。有错误的行不会导入，其余行照常导入；可在任务中心下载错误报告。`,
      ];
    case 'ko':
      return [
        '* 표시된 열은 필수입니다. 2행은 예시이므로 가져오기 전에 지우거나 바꾸세요.',
        '우편번호는 우편번호나 접두사(10001, 995), 또는 자릿수가 같은 구간(995-999, 99500-99999)입니다. 비워 두면 국가 전체입니다.',
        "우편번호는 대문자로 바뀌고 공백이 제거됩니다. 문자, 숫자, 공백, '-'만 쓸 수 있으며 미국 우편번호는 숫자만 가능합니다.",
        `우편번호 유형: ${types} (목록에서 선택, 비우면 '배송'). 도서산간 여부: 예 / 아니오 (비우면 유형으로 판단).`,
        `국가 코드는 두 글자 코드이며, 비우면 ${country}로 처리합니다.`,
        '같은 국가의 같은 우편번호 구간을 다시 가져오면 구역을 덮어쓰고, 다른 구간은 추가됩니다.',
        `한 번에 최대 ${MAX_ZONE_ROWS}행까지 가져올 수 있습니다. 오류가 있는 행만 빠지고 나머지는 가져오며, 작업 센터에서 오류 보고서를 내려받을 수 있습니다.`,
      ];
    default:
      return [
        'Columns marked * are required. Row 2 is an example: delete or replace it before importing.',
        'A zip code is a postcode or leading part (10001, 995), or a range whose ends have the same length (995-999, 99500-99999); empty means the whole country.',
        "Zip codes are uppercased and their spaces removed; they hold letters, digits, space or '-'; US zip codes are digits.",
        `Zip code type: ${types} (pick it from the list; empty means Delivery). Is remote: Yes / No (empty: judged by the type).`,
        `The country is its two-letter code; an empty one means ${country}.`,
        'Importing a range a country already has overwrites its zone; a different range is added.',
        `At most ${MAX_ZONE_ROWS} rows at once. Rows with errors are left out and the others imported: download the report from the task center.`,
      ];
  }
};

/** The headers must be the template's (any of the three languages), the country column optional. */
export const matchesZoneTemplate = (headers: string[]) => ZONE_SHEET.matches(headers);

/** The template in the reader's language, its example row in `country`. */
export function writeZoneTemplate(lang: Language, country: string): Promise<{ name: string; bytes: Buffer }> {
  const example =
    country === 'US'
      ? ['995-999', ZIP_CODE_TYPE_WORDS.REMOTE[lang], 'Alaska', '8', '5 digits', '5-8', '', YES_NO[lang][0], 'US']
      : ['100', ZIP_CODE_TYPE_WORDS.DELIVERY[lang], '', '1', '', '', '', YES_NO[lang][1], country];
  return writeSheetTemplate(ZONE_SHEET, lang, {
    notesName: ZONE_SHEET_WORDS.notes[lang],
    notes: notes(lang, country),
    example,
    fileName: ZONE_SHEET_WORDS.template[lang],
  });
}
