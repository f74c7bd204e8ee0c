import type { Language } from '@parcelhub/contracts';
import { defineSheet } from '../../platform/sheets/define-sheet';
import { writeSheetTemplate } from '../../platform/sheets/template';
import type { PortRow } from './clearance-ports.repository';

/** Rows one port import may hold past the header. */
export const MAX_PORT_IMPORT_ROWS = 5_000;

const ENABLED: Record<Language, [string, string]> = {
  zh: ['启用', '停用'],
  en: ['Enabled', 'Disabled'],
  ko: ['사용', '중지'],
};

/** A cell of the enabled column in any language (or true/false, 1/0, yes/no) to a boolean; blank is enabled. */
export function readEnabled(text: string): unknown {
  const t = text.trim().toLowerCase();
  if (t === '') return true;
  for (const [on, off] of Object.values(ENABLED)) {
    if (t === on.toLowerCase()) return true;
    if (t === off.toLowerCase()) return false;
  }
  if (['true', '1', 'yes', 'y'].includes(t)) return true;
  if (['false', '0', 'no', 'n'].includes(t)) return false;
  return text;
}

/**
 * The port sheet, shared by the template, the import and the export (an export imports back). Column keys are
 * ClearancePortSave's fields, so a row's validation errors name their column.
 */
export const PORT_SHEET = defineSheet<PortRow>({
  name: { zh: '清关口岸', en: 'Clearance ports', ko: '통관 항구' },
  maxRows: MAX_PORT_IMPORT_ROWS,
  columns: [
    {
      key: 'code',
      header: { zh: '口岸代码', en: 'Port code', ko: '항구 코드' },
      width: 12,
      required: true,
      format: (r) => r.code,
    },
    {
      key: 'nameZh',
      header: { zh: '中文名称', en: 'Chinese name', ko: '중국어 이름' },
      width: 20,
      required: true,
      format: (r) => r.nameZh,
    },
    {
      key: 'nameEn',
      header: { zh: '英文名称', en: 'English name', ko: '영어 이름' },
      width: 20,
      format: (r) => r.nameEn,
    },
    { key: 'country', header: { zh: '国家', en: 'Country', ko: '국가' }, width: 16, format: (r) => r.country },
    {
      key: 'countryCode',
      header: { zh: '国家代码', en: 'Country code', ko: '국가 코드' },
      width: 12,
      required: true,
      format: (r) => r.countryCode,
    },
    { key: 'province', header: { zh: '省/州', en: 'Province', ko: '주/도' }, width: 16, format: (r) => r.province },
    { key: 'district', header: { zh: '区域', en: 'District', ko: '지역' }, width: 16, format: (r) => r.district },
    {
      key: 'clearanceCity',
      header: { zh: '清关城市', en: 'Clearance city', ko: '통관 도시' },
      width: 16,
      format: (r) => r.clearanceCity,
    },
    { key: 'address', header: { zh: '地址', en: 'Address', ko: '주소' }, width: 30, format: (r) => r.address },
    { key: 'postcode', header: { zh: '邮编', en: 'Postcode', ko: '우편번호' }, width: 12, format: (r) => r.postcode },
    { key: 'attribute', header: { zh: '属性', en: 'Attribute', ko: '속성' }, width: 12, format: (r) => r.attribute },
    { key: 'alliance', header: { zh: '联盟', en: 'Alliance', ko: '연합' }, width: 12, format: (r) => r.alliance },
    {
      key: 'enabled',
      header: { zh: '状态', en: 'Status', ko: '상태' },
      width: 10,
      list: (lang) => ENABLED[lang],
      parse: readEnabled,
      format: (r, lang) => ENABLED[lang][r.enabled ? 0 : 1],
    },
    { key: 'remark', header: { zh: '备注', en: 'Remark', ko: '비고' }, width: 30, format: (r) => r.remark },
  ],
});

export const PORT_SHEET_WORDS = {
  notes: { zh: '填写说明', en: 'How to fill in', ko: '작성 방법' },
  template: { zh: '清关口岸导入模板', en: 'clearance-port-import-template', ko: '통관 항구 가져오기 템플릿' },
} satisfies Record<string, Record<Language, string>>;

const NOTES: Record<Language, string[]> = {
  zh: [
    '带 * 的列必填。第 2 行是示例，导入前请删除或替换。',
    '口岸代码为三位大写字母（如 ICN），国家代码为两位大写字母（如 KR）。',
    '已有的口岸代码会更新该口岸，新的代码会新增口岸。状态留空为启用。',
    `一次最多导入 ${MAX_PORT_IMPORT_ROWS} 行。有错误的行不会导入，可在任务中心下载错误报告。导出的文件可修改后再导入。`,
  ],
  en: [
    'Columns marked * are required. Row 2 is an example: delete or replace it before importing.',
    'The port code is three uppercase letters (ICN), the country code two (KR).',
    'A code that exists updates that port; a new code adds one. A blank status is enabled.',
    `At most ${MAX_PORT_IMPORT_ROWS} rows at once. Rows with errors are not imported: download the report from the task center. An exported file can be edited and imported again.`,
  ],
  ko: [
    '* 표시된 열은 필수입니다. 2행은 예시이므로 가져오기 전에 지우거나 바꾸세요.',
    '항구 코드는 대문자 3자리(ICN), 국가 코드는 대문자 2자리(KR)입니다.',
    '이미 있는 코드는 그 항구를 수정하고, 새 코드는 항구를 추가합니다. 상태를 비워 두면 사용입니다.',
    `한 번에 최대 ${MAX_PORT_IMPORT_ROWS}행까지 가져올 수 있습니다. 오류가 있는 행은 가져오지 않으며, 작업 센터에서 오류 보고서를 내려받을 수 있습니다. 내보낸 파일을 고쳐서 다시 가져올 수 있습니다.`,
  ],
};

/** The import template in the reader's language: headers (required ones marked *), an example port, notes. */
export function writePortTemplate(lang: Language): Promise<{ name: string; bytes: Buffer }> {
  return writeSheetTemplate(PORT_SHEET, lang, {
    notesName: PORT_SHEET_WORDS.notes[lang],
    notes: NOTES[lang],
    example: ['ICN', '仁川', 'Incheon', 'Korea', 'KR', 'Incheon', '', 'Incheon', '', '', '', '', ENABLED[lang][0], ''],
    fileName: PORT_SHEET_WORDS.template[lang],
  });
}
