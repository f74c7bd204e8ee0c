import { declareOplogRecord } from '../oplog';

/** How the operation log words webhook endpoints and trace business systems (the secret is masked by its name). */
declareOplogRecord('webhook_endpoints', {
  record: ['推送地址', 'Webhook endpoint', '웹훅 엔드포인트'],
  nameColumn: 'url',
  fields: {
    kind: {
      label: ['类型', 'Kind', '유형'],
      kind: {
        words: { customer: ['客户', 'Customer', '고객'], system: ['业务系统', 'Business system', '업무 시스템'] },
      },
    },
    account_id: { label: ['账号', 'Account', '계정'] },
    name: { label: ['名称', 'Name', '이름'] },
    url: { label: ['地址', 'URL', '주소'] },
    events: { label: ['事件', 'Events', '이벤트'] },
    secret: { label: ['签名密钥', 'Signing secret', '서명 비밀키'] },
    customer_ids: { label: ['客户', 'Customers', '고객'] },
    remark: { label: ['备注', 'Remark', '비고'] },
    enabled: { label: ['启用', 'Enabled', '사용'], kind: 'flag' },
    disabled_reason: { label: ['停用原因', 'Disabled because', '비활성 사유'] },
    failing_since: { label: ['失败开始', 'Failing since', '실패 시작'], kind: 'time' },
    created_by: { label: ['创建人', 'Created by', '생성자'] },
    deleted_at: { label: ['删除时间', 'Deleted', '삭제 시간'], kind: 'time' },
  },
});
