import { BAG_STATUS_WORDS, SORT_TYPE_WORDS } from '@parcelhub/contracts';
import { declareOplogRecord } from '../oplog';

const words = (table: Record<string, { zh: string; en: string; ko: string }>) =>
  Object.fromEntries(Object.entries(table).map(([k, w]) => [k, [w.zh, w.en, w.ko] as const]));

/** How the operation log words changes to bags and their parcels. */
declareOplogRecord('bags', {
  record: ['集包', 'Bag', '백'],
  nameColumn: 'bag_no',
  fields: {
    bag_no: { label: ['袋号', 'Bag number', '백 번호'] },
    warehouse_id: { label: ['仓库', 'Warehouse', '창고'] },
    bay_id: { label: ['格口', 'Bay', '구역'] },
    sort_type: { label: ['分拣类型', 'Sort type', '분류 유형'], kind: { words: words(SORT_TYPE_WORDS) } },
    status: { label: ['状态', 'Status', '상태'], kind: { words: words(BAG_STATUS_WORDS) } },
    pieces: { label: ['件数', 'Pieces', '개수'] },
    weight: { label: ['重量(kg)', 'Weight (kg)', '중량(kg)'] },
    opened_at: { label: ['开袋时间', 'Opened', '개봉 시간'], kind: 'time' },
    opened_by: { label: ['开袋人', 'Opened by', '개봉자'] },
    opened_by_name: { label: ['开袋人姓名', 'Opened by (name)', '개봉자 이름'] },
    closed_at: { label: ['封袋时间', 'Closed', '봉인 시간'], kind: 'time' },
    closed_by: { label: ['封袋人', 'Closed by', '봉인자'] },
    closed_by_name: { label: ['封袋人姓名', 'Closed by (name)', '봉인자 이름'] },
    dispatched_at: { label: ['出库时间', 'Dispatched', '출고 시간'], kind: 'time' },
    dispatched_by: { label: ['出库人', 'Dispatched by', '출고자'] },
    bay_freed_at: { label: ['换袋时间', 'Bay freed', '구역 비움 시간'], kind: 'time' },
    disbanded_at: { label: ['拆袋时间', 'Disbanded', '해체 시간'], kind: 'time' },
  },
});

// bag_parcels has no id column of its own (one row per order): the log keeps tables with one, so it is not logged;
// a parcel's bagging is in its order's log (warehouseScan) instead.
