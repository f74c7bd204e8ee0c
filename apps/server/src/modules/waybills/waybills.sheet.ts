import { WAYBILL_STATUS_WORDS, type Language } from '@parcelhub/contracts';
import { defineSheet } from '../../platform/sheets/define-sheet';
import { writeSheetTemplate } from '../../platform/sheets/template';
import type { WaybillRow } from './waybills.repository';

/** Rows one import may hold past the header. */
export const MAX_IMPORT_ROWS = 5_000;

/** A whole number as a cell holds it; anything else goes to the schema as text (and is refused there, worded). */
const wholeNumber = (text: string): unknown => {
  const t = text.trim();
  if (t === '') return undefined;
  return /^-?\d{1,9}$/.test(t) ? Number(t) : t;
};
const orDefault = (text: string): unknown => (text.trim() === '' ? undefined : text);

/**
 * The waybill sheet: the template, the import and the export (an export imports back: status and parcel count are
 * for reading, optional and not imported). Keys are WaybillSave's fields, so a row's errors name their column.
 */
export const WAYBILL_SHEET = defineSheet<WaybillRow>({
  name: { zh: '运单', en: 'Waybills', ko: '운송장' },
  maxRows: MAX_IMPORT_ROWS,
  columns: [
    {
      key: 'awbNo',
      header: { zh: '空运提单号', en: 'AWB number', ko: '항공 운송장 번호' },
      width: 18,
      required: true,
      format: (r) => r.awbNo,
    },
    {
      key: 'origin',
      header: { zh: '始发机场', en: 'Origin airport', ko: '출발 공항' },
      width: 14,
      required: true,
      format: (r) => r.origin,
    },
    {
      key: 'destination',
      header: { zh: '目的机场', en: 'Destination airport', ko: '도착 공항' },
      width: 14,
      required: true,
      format: (r) => r.destination,
    },
    {
      key: 'flightNo',
      header: { zh: '航班号', en: 'Flight', ko: '항공편' },
      width: 12,
      format: (r) => r.flightNo,
    },
    {
      key: 'departureDate',
      header: { zh: '起飞日期', en: 'Departure date', ko: '출발일' },
      width: 14,
      format: (r) => r.departureDate ?? '',
    },
    {
      key: 'arrivalDate',
      header: { zh: '到达日期', en: 'Arrival date', ko: '도착일' },
      width: 14,
      format: (r) => r.arrivalDate ?? '',
    },
    {
      key: 'pieces',
      header: { zh: '件数', en: 'Pieces', ko: '개수' },
      width: 10,
      parse: wholeNumber,
      format: (r) => r.pieces,
    },
    {
      key: 'weight',
      header: { zh: '重量(kg)', en: 'Weight (kg)', ko: '중량(kg)' },
      width: 12,
      parse: orDefault,
      format: (r) => r.weight,
    },
    {
      key: 'remark',
      header: { zh: '备注', en: 'Remark', ko: '비고' },
      width: 30,
      format: (r) => r.remark,
    },
    {
      key: 'status',
      header: { zh: '状态', en: 'Status', ko: '상태' },
      width: 14,
      optional: true,
      format: (r, lang) => WAYBILL_STATUS_WORDS[r.status][lang],
    },
    {
      key: 'parcelCount',
      header: { zh: '包裹数', en: 'Parcels', ko: '소포 수' },
      width: 10,
      optional: true,
      format: (r) => r.parcelCount,
    },
  ],
});

export const SHEET_WORDS = {
  notes: { zh: '填写说明', en: 'How to fill in', ko: '작성 방법' },
  template: { zh: '运单导入模板', en: 'waybill-import-template', ko: '운송장 가져오기 템플릿' },
} satisfies Record<string, Record<Language, string>>;

const NOTES: Record<Language, string[]> = {
  zh: [
    '带 * 的列必填。第 2 行是示例，导入前请删除或替换。',
    '空运提单号：3 位航司前缀 + 8 位序号，可写作 123-12345675 或 12312345675；序号最后一位是前七位除以 7 的余数。',
    '机场填三字代码（如 PVG、LAX）；日期写作 YYYY-MM-DD；重量单位为千克，最多 3 位小数。',
    '已存在的提单号会被更新，新的提单号会被新增。状态和包裹数仅供查看，不会导入。',
    `一次最多导入 ${MAX_IMPORT_ROWS} 行。有错误的行不会导入，可在任务中心下载错误报告。`,
  ],
  en: [
    'Columns marked * are required. Row 2 is an example: delete or replace it before importing.',
    'AWB number: 3-digit airline prefix + 8-digit serial, written 123-12345675 or 12312345675; the last serial digit is the first seven mod 7.',
    'Airports as 3-letter codes (PVG, LAX); dates as YYYY-MM-DD; weight in kilograms, at most 3 decimals.',
    'A known AWB number is updated, a new one added. Status and parcels are for reading only and are not imported.',
    `At most ${MAX_IMPORT_ROWS} rows at once. Rows with errors are not imported: download the report from the task center.`,
  ],
  ko: [
    '* 표시된 열은 필수입니다. 2행은 예시이므로 가져오기 전에 지우거나 바꾸세요.',
    '항공 운송장 번호: 항공사 3자리 + 일련번호 8자리, 123-12345675 또는 12312345675로 씁니다. 일련번호 마지막 자리는 앞 7자리를 7로 나눈 나머지입니다.',
    '공항은 3자리 코드(PVG, LAX), 날짜는 YYYY-MM-DD, 중량은 킬로그램으로 소수점 이하 3자리까지 씁니다.',
    '이미 있는 번호는 수정되고 새 번호는 추가됩니다. 상태와 소포 수는 참고용이며 가져오지 않습니다.',
    `한 번에 최대 ${MAX_IMPORT_ROWS}행까지 가져올 수 있습니다. 오류가 있는 행은 가져오지 않으며, 작업 센터에서 오류 보고서를 내려받을 수 있습니다.`,
  ],
};

/** The import template in the reader's language: headers (required ones marked *), an example, notes. */
export function writeWaybillTemplate(lang: Language): Promise<{ name: string; bytes: Buffer }> {
  return writeSheetTemplate(WAYBILL_SHEET, lang, {
    notesName: SHEET_WORDS.notes[lang],
    notes: NOTES[lang],
    example: ['123-12345675', 'PVG', 'LAX', 'CA987', '2026-12-01', '2026-12-02', '12', '350.5', '', '', ''],
    fileName: SHEET_WORDS.template[lang],
  });
}
