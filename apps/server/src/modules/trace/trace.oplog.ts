import { declareOplogRecord } from '../oplog';

/** How the operation log words changes to trace stations and trace DB records. */
declareOplogRecord('trace_stations', {
  record: ['轨迹站点', 'Trace station', '추적 스테이션'],
  nameColumn: 'name',
  fields: {
    code: { label: ['代码', 'Code', '코드'] },
    name: { label: ['名称', 'Name', '이름'] },
    country_code: { label: ['国家/地区', 'Country', '국가'] },
    city: { label: ['城市', 'City', '도시'] },
    address: { label: ['地址', 'Address', '주소'] },
    timezone: { label: ['时区', 'Timezone', '시간대'] },
    enabled: { label: ['启用', 'Enabled', '사용'], kind: 'flag' },
    remark: { label: ['备注', 'Remark', '비고'] },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
    updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
  },
});

declareOplogRecord('trace_db_records', {
  record: ['轨迹库记录', 'Trace record', '추적 기록'],
  nameColumn: 'delivery_number',
  fields: {
    delivery_number: { label: ['派送单号', 'Delivery number', '배송 번호'] },
    status: { label: ['轨迹状态', 'Status', '추적 상태'] },
    sub_status: { label: ['子状态', 'Sub-status', '하위 상태'] },
    code: { label: ['轨迹代码', 'Event code', '이벤트 코드'] },
    event_time: { label: ['轨迹时间', 'Event time', '이벤트 시간'], kind: 'time' },
    location: { label: ['地点', 'Location', '위치'] },
    description: { label: ['描述', 'Description', '설명'] },
    station_id: { label: ['站点', 'Station', '스테이션'] },
    order_id: { label: ['匹配订单', 'Matched order', '매칭 주문'] },
    matched_at: { label: ['匹配时间', 'Matched at', '매칭 시간'], kind: 'time' },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
    updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
  },
});

declareOplogRecord('trace_match_records', {
  record: ['轨迹匹配记录', 'Trace match', '추적 매칭 기록'],
  nameColumn: 'delivery_number',
  fields: {
    delivery_number: { label: ['派送单号', 'Delivery number', '배송 번호'] },
    trigger: { label: ['触发方式', 'Trigger', '실행 방식'] },
    order_id: { label: ['匹配订单', 'Matched order', '매칭 주문'] },
    matched: { label: ['已匹配', 'Matched', '매칭됨'], kind: 'flag' },
    recorded: { label: ['新增轨迹', 'Events added', '추가된 이벤트'] },
    repeated: { label: ['重复轨迹', 'Events already there', '중복 이벤트'] },
    waiting: { label: ['待匹配规则', 'Waiting for a rule', '규칙 대기'] },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
  },
});
