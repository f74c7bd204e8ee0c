import { SORT_PARCEL_REASON_WORDS, SORT_TASK_STATUS_WORDS, SORT_TYPE_WORDS } from '@parcelhub/contracts';
import { declareOplogRecord } from '../oplog';

const words = <K extends string>(w: Record<K, { zh: string; en: string; ko: string }>) =>
  Object.fromEntries(
    Object.entries<{ zh: string; en: string; ko: string }>(w).map(([k, v]) => [k, [v.zh, v.en, v.ko] as const]),
  );

/** How the operation log words changes to sort tasks. */
declareOplogRecord('sort_tasks', {
  record: ['分拣任务', 'Sort task', '분류 작업'],
  nameColumn: 'task_no',
  fields: {
    task_no: { label: ['任务号', 'Task number', '작업 번호'] },
    account_id: { label: ['所属账号', 'Account', '계정'] },
    warehouse_id: { label: ['仓库', 'Warehouse', '창고'] },
    sort_type: { label: ['分拣类型', 'Sort type', '분류 유형'], kind: { words: words(SORT_TYPE_WORDS) } },
    status: { label: ['状态', 'Status', '상태'], kind: { words: words(SORT_TASK_STATUS_WORDS) } },
    total: { label: ['包裹数', 'Parcels', '소포 수'] },
    decided: { label: ['已分配格口', 'Bays decided', '슬롯 결정'] },
    unsortable: { label: ['不可分拣', 'Cannot be sorted', '분류 불가'] },
    sorted: { label: ['已分拣', 'Sorted', '분류 완료'] },
    job_task_id: { label: ['后台任务', 'Background task', '백그라운드 작업'] },
    error_key: { label: ['错误', 'Error', '오류'] },
    created_by: { label: ['创建人', 'Created by', '생성자'] },
    created_by_name: { label: ['创建人姓名', 'Created by (name)', '생성자 이름'] },
    presorted_at: { label: ['预分拣时间', 'Pre-sorted', '사전 분류 시간'], kind: 'time' },
    sorted_at: { label: ['分拣时间', 'Sorted at', '분류 시간'], kind: 'time' },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
    updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
  },
});

declareOplogRecord('sort_task_parcels', {
  record: ['分拣任务包裹', 'Sort task parcel', '분류 작업 소포'],
  nameColumn: 'inside_number',
  fields: {
    task_id: { label: ['分拣任务', 'Sort task', '분류 작업'] },
    line_no: { label: ['行号', 'Line', '행'] },
    inside_number: { label: ['内单号', 'Inside number', '내부 번호'] },
    order_id: { label: ['订单', 'Order', '주문'] },
    order_no: { label: ['订单号', 'Order number', '주문 번호'] },
    bay_id: { label: ['格口', 'Bay', '슬롯'] },
    bay_number: { label: ['格口号', 'Bay number', '슬롯 번호'] },
    rule_id: { label: ['规则', 'Rule', '규칙'] },
    rule_code: { label: ['规则代码', 'Rule code', '규칙 코드'] },
    weight: { label: ['重量(kg)', 'Weight (kg)', '중량(kg)'] },
    reason: { label: ['原因', 'Reason', '사유'], kind: { words: words(SORT_PARCEL_REASON_WORDS) } },
    sorted: { label: ['已分拣', 'Sorted', '분류 완료'], kind: 'flag' },
  },
});
