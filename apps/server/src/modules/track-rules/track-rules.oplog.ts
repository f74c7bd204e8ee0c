import { declareOplogRecord } from '../oplog';

const common = {
  enabled: { label: ['启用', 'Enabled', '사용'], kind: 'flag' },
  remark: { label: ['备注', 'Remark', '비고'] },
  created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
  updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
} as const;

/** How the operation log words changes to rule groups and their rules. */
declareOplogRecord('track_rule_groups', {
  record: ['轨迹规则组', 'Track rule group', '추적 규칙 그룹'],
  nameColumn: 'name',
  fields: {
    ...common,
    name: { label: ['名称', 'Name', '이름'] },
    carrier_code: { label: ['物流商代码', 'Carrier code', '운송사 코드'] },
    version: { label: ['版本', 'Version', '버전'] },
  },
});

declareOplogRecord('track_rules', {
  record: ['轨迹规则', 'Track rule', '추적 규칙'],
  nameColumn: 'match_text',
  fields: {
    ...common,
    group_id: { label: ['规则组', 'Rule group', '규칙 그룹'] },
    priority: { label: ['优先级', 'Priority', '우선순위'] },
    match_kind: {
      label: ['匹配方式', 'Match kind', '매칭 방식'],
      kind: {
        words: {
          CODE: ['事件代码', 'Event code', '이벤트 코드'],
          KEYWORD: ['关键词', 'Keyword', '키워드'],
          PATTERN: ['通配模式', 'Pattern', '패턴'],
        },
      },
    },
    match_text: { label: ['匹配内容', 'Match text', '매칭 내용'] },
    status: { label: ['状态', 'Status', '상태'] },
    sub_status: { label: ['子状态', 'Sub-status', '하위 상태'] },
  },
});
