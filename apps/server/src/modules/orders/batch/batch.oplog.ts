import { declareOplogRecord } from '../../../platform/oplog/records';

/** How the operation log words a batch of orders imported from a sheet. */
declareOplogRecord('order_batches', {
  record: ['批量下单', 'Order batch', '일괄 주문'],
  nameColumn: 'file_name',
  fields: {
    account_id: { label: ['所属账户', 'Account', '소속 계정'] },
    task_id: { label: ['任务', 'Task', '작업'] },
    file_name: { label: ['文件名', 'File name', '파일 이름'] },
    total_orders: { label: ['订单总数', 'Orders', '주문 수'] },
    success_count: { label: ['成功数', 'Placed', '성공 수'] },
    failure_count: { label: ['失败数', 'Failed', '실패 수'] },
    fee_total: { label: ['费用合计', 'Fee', '요금 합계'], kind: 'money' },
    currency: { label: ['币种', 'Currency', '통화'] },
    report_name: { label: ['结果文件名', 'Report name', '결과 파일 이름'] },
    report_file_key: { label: ['结果文件', 'Report file', '결과 파일'] },
    completed_at: { label: ['完成时间', 'Completed', '완료 시간'], kind: 'time' },
    created_by: { label: ['创建人', 'Created by', '작성자'] },
  },
});
