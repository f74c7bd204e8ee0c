import { declareOplogRecord } from '../oplog';

/** How the operation log words changes to sorting rules. */
declareOplogRecord('sort_rules', {
  record: ['分拣规则', 'Sorting rule', '분류 규칙'],
  nameColumn: 'code',
  fields: {
    warehouse_id: { label: ['仓库', 'Warehouse', '창고'] },
    code: { label: ['规则代码', 'Rule code', '규칙 코드'] },
    name: { label: ['规则名称', 'Rule name', '규칙 이름'] },
    sort_type: {
      label: ['分拣类型', 'Sorting type', '분류 유형'],
      kind: {
        words: {
          DISTRIBUTION_CENTER: ['按分拨中心', 'By distribution center', '물류 센터별'],
          DESTINATION_PORT: ['按目的港', 'By destination port', '도착항별'],
          LOGISTICS_CHANNEL: ['按物流渠道', 'By logistics channel', '물류 채널별'],
        },
      },
    },
    level: { label: ['级别', 'Level', '레벨'] },
    bay_number: { label: ['格口号', 'Bay number', '격구 번호'] },
    customer_id: { label: ['客户', 'Customer', '고객'] },
    destinations: { label: ['目的地', 'Destinations', '목적지'] },
    product_code: { label: ['产品服务', 'Product service', '상품 서비스'] },
    carrier_code: { label: ['承运商', 'Carrier', '운송사'] },
    postcode_from: { label: ['起始邮编', 'Postcode from', '시작 우편번호'] },
    postcode_to: { label: ['截止邮编', 'Postcode to', '종료 우편번호'] },
    postcode_length: { label: ['邮编长度', 'Postcode length', '우편번호 길이'] },
    weight_min: { label: ['最小重量', 'Minimum weight', '최소 중량'] },
    weight_max: { label: ['最大重量', 'Maximum weight', '최대 중량'] },
    machinable: { label: ['Machinable', 'Machinable', 'Machinable'], kind: 'flag' },
    warehouse_city: { label: ['仓库（城市）', 'Warehouse (city)', '창고(도시)'] },
    end_distribution_center: { label: ['末端分拨中心', 'End distribution center', '최종 물류 센터'] },
    execution_weight: { label: ['执行重量', 'Execution weight', '실행 중량'] },
    sort_level: { label: ['SortLevel', 'SortLevel', 'SortLevel'] },
    cin: { label: ['CIN', 'CIN', 'CIN'] },
    cinr_readable: { label: ['CINR-READABLE', 'CINR-READABLE', 'CINR-READABLE'] },
    bagging_requirement: { label: ['装袋要求', 'Bagging requirement', '포장 요구사항'] },
    valid_from: { label: ['生效时间', 'Valid from', '유효 시작'], kind: 'time' },
    valid_to: { label: ['失效时间', 'Valid to', '유효 종료'], kind: 'time' },
    enabled: { label: ['有效', 'Valid', '유효'], kind: 'flag' },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
    updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
  },
});
