import { declareOplogRecord } from '../oplog';

/** How the operation log words changes to robots (their state reports included). */
declareOplogRecord('robots', {
  record: ['分拣机器人', 'Sorting robot', '분류 로봇'],
  nameColumn: 'identifier',
  fields: {
    warehouse_id: { label: ['仓库', 'Warehouse', '창고'] },
    identifier: { label: ['机器人编号', 'Identifier', '식별자'] },
    enabled: { label: ['启用', 'Enabled', '사용'], kind: 'flag' },
    run_status: { label: ['运行状态', 'Run status', '작동 상태'] },
    battery_milli: { label: ['电量（千分之一 %）', 'Battery (0.001 %)', '배터리(0.001 %)'] },
    work_seconds: { label: ['连续工作时长（秒）', 'Continuous work (s)', '연속 작업 시간(초)'] },
    status_at: { label: ['状态时间', 'State at', '상태 시각'], kind: 'time' },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
    updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
  },
});
