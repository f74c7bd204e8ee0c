import { declareOplogRecord } from '../oplog';

/** How the operation log words changes to robots (their state reports are kept apart, unlogged). */
declareOplogRecord('robots', {
  record: ['分拣机器人', 'Sorting robot', '분류 로봇'],
  nameColumn: 'identifier',
  fields: {
    warehouse_id: { label: ['仓库', 'Warehouse', '창고'] },
    identifier: { label: ['机器人编号', 'Identifier', '식별자'] },
    enabled: { label: ['启用', 'Enabled', '사용'], kind: 'flag' },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
    updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
  },
});
