import {
  TRACE_IMPORT_MAX_ROWS,
  TRACKING_STATUSES,
  TRACKING_STATUS_WORDS,
  TRACKING_SUB_STATUSES,
  TRACKING_SUB_STATUS_WORDS,
  type Language,
} from '@parcelhub/contracts';
import { defineSheet } from '../../platform/sheets/define-sheet';
import { writeSheetTemplate } from '../../platform/sheets/template';
import { wallTimeText } from './event-time';

/** A record as the export writes it: its station's code and zone, and the order it matched. */
export interface ExportedRecord {
  deliveryNumber: string;
  status: string;
  subStatus: string | null;
  eventTime: Date;
  location: string;
  description: string;
  stationCode: string | null;
  stationTimezone: string | null;
  orderNo: string | null;
}

/**
 * The trace DB sheet, shared by the template, the import and the export (an export imports back: its times are
 * written on the station's clock, as a file gives them). Column keys are TraceDbRecordInput's fields.
 */
export const TRACE_SHEET = defineSheet<ExportedRecord>({
  name: { zh: '轨迹库', en: 'Trace database', ko: '추적 데이터베이스' },
  maxRows: TRACE_IMPORT_MAX_ROWS,
  columns: [
    {
      key: 'deliveryNumber',
      header: { zh: '派送单号', en: 'Delivery number', ko: '배송 번호' },
      width: 24,
      required: true,
      format: (r) => r.deliveryNumber,
    },
    {
      key: 'status',
      header: { zh: '轨迹状态', en: 'Status', ko: '추적 상태' },
      width: 22,
      required: true,
      list: () => [...TRACKING_STATUSES],
      format: (r) => r.status,
    },
    {
      key: 'subStatus',
      header: { zh: '子状态', en: 'Sub-status', ko: '하위 상태' },
      width: 28,
      format: (r) => r.subStatus ?? '',
    },
    {
      key: 'eventTime',
      header: { zh: '轨迹时间', en: 'Event time', ko: '이벤트 시간' },
      width: 22,
      required: true,
      format: (r) => wallTimeText(r.eventTime, r.stationTimezone ?? 'UTC'),
    },
    {
      key: 'location',
      header: { zh: '地点', en: 'Location', ko: '위치' },
      width: 24,
      format: (r) => r.location,
    },
    {
      key: 'description',
      header: { zh: '描述', en: 'Description', ko: '설명' },
      width: 36,
      format: (r) => r.description,
    },
    {
      key: 'stationCode',
      header: { zh: '站点代码', en: 'Station code', ko: '스테이션 코드' },
      width: 16,
      format: (r) => r.stationCode ?? '',
    },
    {
      key: 'orderNo',
      header: { zh: '匹配订单号', en: 'Matched order', ko: '매칭 주문 번호' },
      width: 22,
      // The export's reading aid: not imported, and a file without it is the template's.
      optional: true,
      format: (r) => r.orderNo ?? '',
    },
  ],
});

const WORDS = {
  notes: { zh: '填写说明', en: 'How to fill in', ko: '작성 방법' },
  subStatuses: { zh: '子状态', en: 'Sub-statuses', ko: '하위 상태' },
  words: { zh: '含义', en: 'Meaning', ko: '의미' },
  template: { zh: '轨迹库导入模板', en: 'trace-db-import-template', ko: '추적 데이터 가져오기 템플릿' },
} satisfies Record<string, Record<Language, string>>;

const NOTES: Record<Language, string[]> = {
  zh: [
    '带 * 的列必填。第 2 行是示例，导入前请删除或替换。',
    '轨迹状态从下拉列表选择标准状态；子状态须属于该状态（见“子状态”表），可留空。',
    '轨迹时间格式 YYYY-MM-DD HH:mm:ss：填写了站点代码时按该站点的时区理解，否则按 UTC；也可填写带时区的 ISO 时间。晚于当前时间一天以上的轨迹不予导入。',
    '站点代码须为已启用的轨迹站点；地点留空时取站点的城市和国家。',
    '派送单号与订单的跟踪号匹配：匹配上的轨迹立即写入订单轨迹；未匹配的保留在轨迹库中，订单出现后可重新匹配。',
    `一次最多导入 ${TRACE_IMPORT_MAX_ROWS} 行。有错误的行不会导入，可在任务中心下载错误报告。同一单号、状态、时间的记录只保存一次。`,
  ],
  en: [
    'Columns marked * are required. Row 2 is an example: delete or replace it before importing.',
    'Pick the status from the list; a sub-status must belong to it (see the Sub-statuses sheet) and may be left blank.',
    "Event time as YYYY-MM-DD HH:mm:ss, read in the station's timezone when a station code is given, else in UTC; an ISO time with its offset is taken as it is. Events more than a day in the future are refused.",
    "A station code must name an enabled trace station; a blank location takes the station's city and country.",
    'Delivery numbers are matched to orders by tracking number: matched events join the parcel at once; the others stay in the trace database and can be matched again once the order exists.',
    `At most ${TRACE_IMPORT_MAX_ROWS} rows at once. Rows with errors are not imported: download the report from the task center. A record of the same number, status and time is kept once.`,
  ],
  ko: [
    '* 표시된 열은 필수입니다. 2행은 예시이므로 가져오기 전에 지우거나 바꾸세요.',
    '추적 상태는 목록에서 고르고, 하위 상태는 그 상태에 속해야 합니다(하위 상태 시트 참고). 비워 둘 수 있습니다.',
    '이벤트 시간은 YYYY-MM-DD HH:mm:ss 형식이며, 스테이션 코드가 있으면 그 스테이션의 시간대로, 없으면 UTC로 읽습니다. 오프셋이 있는 ISO 시간은 그대로 받습니다. 현재보다 하루 넘게 미래인 이벤트는 거부됩니다.',
    '스테이션 코드는 사용 중인 추적 스테이션이어야 하며, 위치를 비우면 스테이션의 도시와 국가를 씁니다.',
    '배송 번호는 주문의 운송장 번호와 매칭됩니다. 매칭된 이벤트는 바로 소포 추적에 들어가고, 나머지는 추적 데이터베이스에 남아 주문이 생긴 뒤 다시 매칭할 수 있습니다.',
    `한 번에 최대 ${TRACE_IMPORT_MAX_ROWS}행까지 가져올 수 있습니다. 오류가 있는 행은 가져오지 않으며, 작업 센터에서 오류 보고서를 내려받을 수 있습니다. 같은 번호, 상태, 시간의 기록은 한 번만 저장됩니다.`,
  ],
};

/** The import template in the reader's language: headers, an example, the status list, the sub-statuses, notes. */
export function writeTraceTemplate(lang: Language): Promise<{ name: string; bytes: Buffer }> {
  return writeSheetTemplate(TRACE_SHEET, lang, {
    notesName: WORDS.notes[lang],
    notes: NOTES[lang],
    example: ['1Z999AA10123456784', 'IN_TRANSIT', 'ARRIVED_AT_HUB', '2026-11-30 08:00:00', '', 'Arrived', '', ''],
    fileName: WORDS.template[lang],
    rows: 2000,
    listSheet: {
      key: 'subStatus',
      name: WORDS.subStatuses[lang],
      widths: [30, 22, 30],
      header: [TRACE_SHEET.headerOf('subStatus', lang), TRACE_SHEET.headerOf('status', lang), WORDS.words[lang]],
      rows: TRACKING_STATUSES.flatMap((s) =>
        TRACKING_SUB_STATUSES[s].map((sub) => [
          sub,
          s,
          `${TRACKING_STATUS_WORDS[s][lang]} / ${TRACKING_SUB_STATUS_WORDS[sub][lang]}`,
        ]),
      ),
    },
  });
}
