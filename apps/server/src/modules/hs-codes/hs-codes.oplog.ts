import { declareOplogRecord } from '../oplog';

/** How the operation log words customers' confirmed HS matches. */
declareOplogRecord('hs_confirmations', {
  record: ['HS编码确认', 'Confirmed HS code', 'HS 코드 확인'],
  nameColumn: 'goods_name',
  fields: {
    account_id: { label: ['客户', 'Customer', '고객'] },
    goods_key: { label: ['品名（规范化）', 'Goods name (normalised)', '품명(정규화)'] },
    goods_name: { label: ['品名', 'Goods name', '품명'] },
    hs_code: { label: ['HS编码', 'HS code', 'HS 코드'] },
    confirmed_by: { label: ['确认人', 'Confirmed by', '확인자'] },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
    updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
  },
});
