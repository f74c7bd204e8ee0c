import { declareOplogRecord, type OplogRecord } from '../../platform/oplog/records';

type Fields = OplogRecord['fields'];
const COST: Fields = { cost_id: { label: ['所属成本', 'Cost', '소속 원가'] } };
const MONEY = 'money' as const;

/** How the operation log words a cost, its zones, prices, surcharges, accounts and the docking providers. */
declareOplogRecord('product_costs', {
  record: ['产品成本', 'Product cost', '상품 원가'],
  nameColumn: 'name',
  fields: {
    owner_id: { label: ['所属账户', 'Account', '소속 계정'] },
    code: { label: ['成本代码', 'Code', '원가 코드'] },
    name: { label: ['成本名称', 'Name', '원가 이름'] },
    main_name: { label: ['主名称', 'Main name', '대표 이름'] },
    description: { label: ['描述', 'Description', '설명'] },
    business_type: { label: ['业务类型', 'Business type', '업무 유형'] },
    currency: { label: ['币种', 'Currency', '통화'] },
    status: {
      label: ['状态', 'Status', '상태'],
      kind: { words: { ENABLED: ['启用', 'Enabled', '사용'], DISABLED: ['停用', 'Disabled', '중지'] } },
    },
    weight_carry_rule: { label: ['进位规则', 'Weight rounding', '중량 올림 규칙'] },
    custom_weight_rule: { label: ['自定义进位', 'Custom rounding', '사용자 정의 올림'] },
    remote_postcode_groups: { label: ['偏远邮编分组', 'Remote postcode groups', '원격지 우편번호 그룹'] },
    no_remote_postcode_groups: { label: ['非偏远邮编分组', 'Never-remote postcode groups', '비원격지 우편번호 그룹'] },
    version: { label: ['版本', 'Version', '버전'] },
  },
});

declareOplogRecord('product_cost_zones', {
  record: ['成本分区', 'Cost zone', '원가 구역'],
  nameColumn: 'area_belongs',
  fields: {
    ...COST,
    country_code: { label: ['国家/地区', 'Country', '국가/지역'] },
    zip_code: { label: ['邮编', 'ZIP code', '우편번호'] },
    zip_from: { label: ['起始邮编', 'ZIP from', '시작 우편번호'] },
    zip_to: { label: ['结束邮编', 'ZIP to', '끝 우편번호'] },
    zip_code_type: {
      label: ['邮编类型', 'ZIP type', '우편번호 유형'],
      kind: {
        words: {
          DELIVERY: ['派送', 'Delivered', '배송'],
          REMOTE: ['偏远', 'Remote', '원격지'],
          NO_DELIVERY: ['不派送', 'No delivery', '배송 불가'],
        },
      },
    },
    area_belongs: { label: ['所属分区', 'Zone', '소속 구역'] },
    delivery_place: { label: ['派送地', 'Delivery place', '배송지'] },
    zip_code_format: { label: ['邮编格式', 'ZIP format', '우편번호 형식'] },
    delivery_time_type: { label: ['时效类型', 'Transit type', '운송 기간 유형'] },
    remark: { label: ['备注', 'Remark', '비고'] },
    is_remote: { label: ['偏远', 'Remote', '원격지'], kind: 'flag' },
  },
});

declareOplogRecord('product_cost_prices', {
  record: ['成本价格', 'Cost price', '원가 가격'],
  nameColumn: 'zone',
  fields: {
    ...COST,
    zone: { label: ['分区', 'Zone', '구역'] },
    weight_up_to: { label: ['重量上限', 'Weight up to', '중량 상한'] },
    kind: {
      label: ['计价方式', 'Pricing', '가격 방식'],
      kind: {
        words: {
          FIRST_ADDITIONAL: ['首重续重', 'First and additional weight', '첫 중량 + 추가 중량'],
          PER_KG: ['按公斤', 'Per kg', 'kg당'],
          FIXED: ['固定价', 'Fixed', '고정'],
        },
      },
    },
    first_weight: { label: ['首重', 'First weight', '첫 중량'] },
    first_price: { label: ['首重价格', 'First weight price', '첫 중량 가격'], kind: MONEY },
    step_weight: { label: ['续重', 'Additional weight step', '추가 중량 단위'] },
    step_price: { label: ['续重价格', 'Additional weight price', '추가 중량 가격'], kind: MONEY },
    unit_price: { label: ['单价', 'Unit price', '단가'], kind: MONEY },
    fixed_price: { label: ['固定价', 'Fixed price', '고정 가격'], kind: MONEY },
    min_charge: { label: ['最低收费', 'Minimum charge', '최저 요금'], kind: MONEY },
    per_piece_rate: { label: ['每件费用', 'Per-piece rate', '건당 요금'], kind: MONEY },
    per_piece_limit: { label: ['每件费用上限', 'Per-piece limit', '건당 요금 한도'], kind: MONEY },
  },
});

declareOplogRecord('surcharges', {
  record: ['附加费', 'Surcharge', '부가 요금'],
  nameColumn: 'name',
  fields: {
    ...COST,
    code: { label: ['代码', 'Code', '코드'] },
    name: { label: ['名称', 'Name', '이름'] },
    en_name: { label: ['英文名称', 'Name (English)', '영어 이름'] },
    ko_name: { label: ['韩文名称', 'Name (Korean)', '한국어 이름'] },
    surcharge_type: {
      label: ['类型', 'Type', '유형'],
      kind: {
        words: { SURCHARGE: ['附加费', 'Surcharge', '부가 요금'], SIZELIMIT: ['尺寸限制', 'Size limit', '크기 제한'] },
      },
    },
    sur_child_type: { label: ['子类型', 'Subtype', '하위 유형'] },
    cal_class_name: { label: ['计算方式', 'Calculation', '계산 방식'] },
    cal_rules_type: { label: ['计算规则类型', 'Rule type', '규칙 유형'] },
    cal_reference_status: { label: ['参与引用', 'Referenced', '참조 여부'], kind: 'flag' },
    cal_sort_number: { label: ['计算顺序', 'Calculation order', '계산 순서'] },
    description: { label: ['描述', 'Description', '설명'] },
    formula: { label: ['公式', 'Formula', '수식'] },
    formula_original: { label: ['原始公式', 'Formula as written', '원본 수식'] },
    formula_image_url: { label: ['公式图片', 'Formula image', '수식 이미지'] },
    show4_statement: { label: ['在账单中显示', 'Shown on statements', '명세서 표시'], kind: 'flag' },
    refuse: { label: ['拒收', 'Refuse', '접수 거부'], kind: 'flag' },
    org_ids: { label: ['适用组织', 'Organisations', '적용 조직'] },
    constants: { label: ['常量', 'Constants', '상수'] },
  },
});

declareOplogRecord('product_cost_accounts', {
  record: ['成本账号', 'Cost account', '원가 계정'],
  nameColumn: 'service_code',
  fields: {
    ...COST,
    owner_id: { label: ['所属账户', 'Account', '소속 계정'] },
    service_code: { label: ['服务代码', 'Service code', '서비스 코드'] },
    logistics_provider_name: { label: ['物流商名称', 'Carrier name', '물류사 이름'] },
    docking_provider_id: { label: ['对接服务商', 'Docking provider', '연동 업체'] },
    dock_model_id: { label: ['对接服务', 'Dock model', '연동 서비스'] },
    include_clearance: { label: ['包含清关', 'Clearance included', '통관 포함'], kind: 'flag' },
    track_type: { label: ['轨迹类型', 'Tracking type', '추적 유형'] },
    sync: { label: ['同步轨迹', 'Sync tracking', '추적 동기화'], kind: 'flag' },
    final_logistics_name: { label: ['尾程物流名称', 'Last-mile carrier', '최종 배송사'] },
    tracknet_code: { label: ['轨迹网代码', 'Tracking network code', '추적 네트워크 코드'] },
    country_code: { label: ['国家/地区', 'Country', '국가/지역'] },
    dp_supplement_props: { label: ['补充参数', 'Extra properties', '추가 속성'] },
  },
});

declareOplogRecord('docking_providers', {
  record: ['对接服务商', 'Docking provider', '연동 업체'],
  nameColumn: 'name',
  fields: {
    code: { label: ['代码', 'Code', '코드'] },
    name: { label: ['名称', 'Name', '이름'] },
    interface_name: { label: ['接口名称', 'Interface', '인터페이스'] },
    sync_label: { label: ['同步取单', 'Labels in the same call', '라벨 동기 발행'], kind: 'flag' },
    enabled: { label: ['启用', 'Enabled', '사용'], kind: 'flag' },
    remark: { label: ['备注', 'Remark', '비고'] },
    deleted_at: { label: ['删除时间', 'Deleted', '삭제 시간'], kind: 'time' },
  },
});

declareOplogRecord('dock_models', {
  record: ['对接服务', 'Dock model', '연동 서비스'],
  nameColumn: 'name',
  fields: {
    provider_id: { label: ['对接服务商', 'Docking provider', '연동 업체'] },
    name: { label: ['名称', 'Name', '이름'] },
    service_code: { label: ['服务代码', 'Service code', '서비스 코드'] },
    use_pre_recorded_type: { label: ['预录单类型', 'Pre-recording type', '사전 등록 유형'] },
    attribute: { label: ['属性', 'Attribute', '속성'] },
    attribute_names: { label: ['属性名称', 'Attribute names', '속성 이름'] },
    logistics: { label: ['物流方式', 'Logistics', '물류 방식'] },
    logistics_names: { label: ['物流方式名称', 'Logistics names', '물류 방식 이름'] },
    enabled: { label: ['启用', 'Enabled', '사용'], kind: 'flag' },
  },
});
