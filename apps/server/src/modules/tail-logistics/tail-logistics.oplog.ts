import { declareOplogRecord } from '../oplog';

const common = {
  code: { label: ['代码', 'Code', '코드'] },
  name: { label: ['名称', 'Name', '이름'] },
  enabled: { label: ['启用', 'Enabled', '사용'], kind: 'flag' },
  remark: { label: ['备注', 'Remark', '비고'] },
  created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
  updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
} as const;

/** How the operation log words changes to carriers and their services. */
declareOplogRecord('tail_logistics', {
  record: ['尾程物流商', 'Last-mile carrier', '라스트마일 운송사'],
  nameColumn: 'name',
  fields: {
    ...common,
    contact: { label: ['联系人', 'Contact', '담당자'] },
    phone: { label: ['电话', 'Phone', '전화'] },
    website: { label: ['官网', 'Website', '웹사이트'] },
    tracking_url: { label: ['查询网址', 'Tracking URL', '조회 URL'] },
  },
});

declareOplogRecord('tail_logistics_services', {
  record: ['派送服务', 'Delivery service', '배송 서비스'],
  nameColumn: 'name',
  fields: {
    ...common,
    tail_logistics_id: { label: ['物流商', 'Carrier', '운송사'] },
  },
});
