import { declareOplogRecord } from '../oplog';

const times = {
  created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
  updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
} as const;

/** How the operation log words changes to warehouses and bays (speech settings are not logged). */
declareOplogRecord('warehouses', {
  record: ['仓库', 'Warehouse', '창고'],
  nameColumn: 'name',
  fields: {
    code: { label: ['仓库代码', 'Code', '창고 코드'] },
    name: { label: ['仓库名称', 'Name', '창고 이름'] },
    account_id: { label: ['客户', 'Customer', '고객'] },
    city: { label: ['城市', 'City', '도시'] },
    address: { label: ['地址', 'Address', '주소'] },
    contact: { label: ['联系人', 'Contact', '담당자'] },
    phone: { label: ['联系电话', 'Phone', '연락처'] },
    enabled: { label: ['启用', 'Enabled', '사용'], kind: 'flag' },
    ...times,
  },
});

declareOplogRecord('warehouse_bays', {
  record: ['格口', 'Bay', '구역'],
  nameColumn: 'number',
  fields: {
    warehouse_id: { label: ['仓库', 'Warehouse', '창고'] },
    number: { label: ['格口号', 'Number', '구역 번호'] },
    distance: { label: ['距离（米）', 'Distance (m)', '거리(m)'] },
    valid: { label: ['有效', 'Valid', '유효'], kind: 'flag' },
    pieces: { label: ['已分拣件数', 'Sorted pieces', '분류 건수'] },
    weight: { label: ['已分拣重量（kg）', 'Sorted weight (kg)', '분류 중량(kg)'] },
    max_weight: { label: ['重量上限（kg）', 'Weight limit (kg)', '중량 한도(kg)'] },
    max_size: { label: ['尺寸上限（cm）', 'Size limit (cm)', '크기 한도(cm)'] },
    state: { label: ['状态', 'State', '상태'] },
    ...times,
  },
});
