import { WAYBILL_STATUS_WORDS } from '@parcelhub/contracts';
import { declareOplogRecord } from '../oplog';

const STATUS_WORDS = Object.fromEntries(
  Object.entries(WAYBILL_STATUS_WORDS).map(([k, w]) => [k, [w.zh, w.en, w.ko] as const]),
);

/** How the operation log words changes to waybills and their events. */
declareOplogRecord('waybills', {
  record: ['运单', 'Waybill', '운송장'],
  nameColumn: 'awb_no',
  fields: {
    awb_no: { label: ['空运提单号', 'AWB number', '항공 운송장 번호'] },
    airline_prefix: { label: ['航司前缀', 'Airline prefix', '항공사 코드'] },
    origin: { label: ['始发机场', 'Origin airport', '출발 공항'] },
    destination: { label: ['目的机场', 'Destination airport', '도착 공항'] },
    flight_no: { label: ['航班号', 'Flight', '항공편'] },
    departure_date: { label: ['起飞日期', 'Departure date', '출발일'] },
    arrival_date: { label: ['到达日期', 'Arrival date', '도착일'] },
    pieces: { label: ['件数', 'Pieces', '개수'] },
    weight: { label: ['重量(kg)', 'Weight (kg)', '중량(kg)'] },
    status: { label: ['状态', 'Status', '상태'], kind: { words: STATUS_WORDS } },
    remark: { label: ['备注', 'Remark', '비고'] },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
    updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
  },
});

declareOplogRecord('waybill_events', {
  record: ['运单事件', 'Waybill event', '운송장 이벤트'],
  nameColumn: 'type',
  fields: {
    waybill_id: { label: ['运单', 'Waybill', '운송장'] },
    type: { label: ['事件', 'Event', '이벤트'], kind: { words: STATUS_WORDS } },
    event_time: { label: ['事件时间', 'Event time', '이벤트 시간'], kind: 'time' },
    location: { label: ['地点', 'Location', '위치'] },
    description: { label: ['描述', 'Description', '설명'] },
    operator_id: { label: ['操作人', 'Operator', '작업자'] },
    operator_name: { label: ['操作人姓名', 'Operator name', '작업자 이름'] },
    applied_at: { label: ['同步时间', 'Applied', '반영 시간'], kind: 'time' },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
  },
});
