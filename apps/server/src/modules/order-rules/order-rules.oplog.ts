import { declareOplogRecord, type OplogRecord } from '../../platform/oplog/records';

type Fields = OplogRecord['fields'];
const STATUS: Fields[string] = {
  label: ['状态', 'Status', '상태'],
  kind: { words: { ENABLED: ['启用', 'Enabled', '사용'], DISABLED: ['停用', 'Disabled', '중지'] } },
};
const WHO: Fields = {
  created_by: { label: ['创建人', 'Created by', '작성자'] },
  updated_by: { label: ['修改人', 'Updated by', '수정자'] },
};

/** How the operation log words order rule groups and their rules. */
declareOplogRecord('order_rule_groups', {
  record: ['订单规则组', 'Order rule group', '주문 규칙 그룹'],
  nameColumn: 'name',
  fields: {
    name: { label: ['分组名称', 'Name', '그룹 이름'] },
    status: STATUS,
    sort: { label: ['排序', 'Order', '순서'] },
    remark: { label: ['备注', 'Remark', '비고'] },
    ...WHO,
  },
});

declareOplogRecord('order_rules', {
  record: ['订单规则', 'Order rule', '주문 규칙'],
  nameColumn: 'name',
  fields: {
    group_id: { label: ['所属分组', 'Group', '소속 그룹'] },
    name: { label: ['规则名称', 'Name', '규칙 이름'] },
    strategy_type: {
      label: ['策略', 'Strategy', '전략'],
      kind: {
        words: {
          INTERCEPT: ['拦截', 'Intercept', '보류'],
          REJECT: ['拒绝下单', 'Reject', '주문 거부'],
          ROUTE: ['转渠道', 'Route', '상품 변경'],
          REQUIRE_FIELD: ['必填字段', 'Require fields', '필수 항목'],
        },
      },
    },
    status: STATUS,
    sort: { label: ['排序', 'Order', '순서'] },
    remark: { label: ['备注', 'Remark', '비고'] },
    countries: { label: ['国家/地区', 'Countries', '국가/지역'] },
    postcode_group_ids: { label: ['邮编分组', 'Postcode groups', '우편번호 그룹'] },
    weight_min: { label: ['最小重量', 'Weight from', '최소 중량'] },
    weight_max: { label: ['最大重量', 'Weight to', '최대 중량'] },
    declared_value_min: { label: ['最小申报价值', 'Declared value from', '최소 신고 가액'], kind: 'money' },
    declared_value_max: { label: ['最大申报价值', 'Declared value to', '최대 신고 가액'], kind: 'money' },
    customer_ids: { label: ['客户', 'Customers', '고객'] },
    product_ids: { label: ['产品', 'Products', '상품'] },
    keywords: { label: ['关键词', 'Keywords', '키워드'] },
    message: { label: ['提示信息', 'Message', '안내 메시지'] },
    target_product_id: { label: ['目标产品', 'Target product', '대상 상품'] },
    required_fields: { label: ['必填字段', 'Required fields', '필수 항목'] },
    ...WHO,
  },
});
