import { declareOplogRecord, type OplogRecord } from '../../platform/oplog/records';

type Fields = OplogRecord['fields'];
const PRODUCT: Fields = { product_id: { label: ['产品', 'Product', '상품'] } };
const ENABLED: Fields = { enabled: { label: ['启用', 'Enabled', '사용'], kind: 'flag' } };
const PERCENT_OR_FIXED = {
  words: { PERCENT: ['百分比', 'Percentage', '비율'], FIXED: ['固定金额', 'Fixed amount', '고정 금액'] },
} as const;

/** How the operation log words a product, its customers, premium packages and configurations. */
declareOplogRecord('products', {
  record: ['产品', 'Product', '상품'],
  nameColumn: 'name',
  fields: {
    code: { label: ['产品代码', 'Code', '상품 코드'] },
    name: { label: ['产品名称', 'Name', '상품 이름'] },
    name_en: { label: ['英文名称', 'Name (English)', '영어 이름'] },
    cost_id: { label: ['成本', 'Cost', '원가'] },
    owner_id: { label: ['所属账户', 'Account', '소속 계정'] },
    source: {
      label: ['来源', 'Source', '출처'],
      kind: {
        words: {
          PLATFORM: ['平台', 'Platform', '플랫폼'],
          SUPPLIER: ['供应商', 'Supplier', '공급업체'],
          OWN: ['自有账号', 'Own account', '자체 계정'],
        },
      },
    },
    start_country: { label: ['起运国家', 'Ships from', '출발 국가'] },
    delivery_countries: { label: ['派送国家', 'Ships to', '배송 국가'] },
    min_shipping_cycle: { label: ['最短时效（天）', 'Shortest transit (days)', '최단 운송 기간(일)'] },
    max_shipping_cycle: { label: ['最长时效（天）', 'Longest transit (days)', '최장 운송 기간(일)'] },
    track_type: { label: ['轨迹类型', 'Tracking type', '추적 유형'] },
    sync: { label: ['同步轨迹', 'Sync tracking', '추적 동기화'], kind: 'flag' },
    product_labels: { label: ['产品标签', 'Tags', '상품 태그'] },
    support_method: { label: ['支持方式', 'Support method', '지원 방식'] },
    cargo_types: { label: ['货物类型', 'Cargo types', '화물 유형'] },
    business_type: { label: ['业务类型', 'Business type', '업무 유형'] },
    calc_model: { label: ['计费模式', 'Pricing model', '요금 모델'] },
    bubble_way: {
      label: ['计泡方式', 'Volumetric weight', '부피 중량 방식'],
      kind: {
        words: {
          NONE: ['不计泡', 'None', '미적용'],
          FULL: ['全泡', 'Full', '전체 적용'],
          SPLIT: ['分泡', 'Split', '분할 적용'],
        },
      },
    },
    bubble_percentage: { label: ['分泡比例（%）', 'Split share (%)', '분할 비율(%)'] },
    volume_weight_ratio: { label: ['体积重系数', 'Volumetric divisor', '부피 중량 계수'] },
    calc_type: {
      label: ['计费方式', 'Charged', '계산 방식'],
      kind: { words: { PER_BOX: ['按箱', 'Per box', '박스별'], PER_SHIPMENT: ['按票', 'Per shipment', '건별'] } },
    },
    weight_carry_rule: { label: ['进位规则', 'Weight rounding', '중량 올림 규칙'] },
    custom_weight_rule: { label: ['自定义进位', 'Custom rounding', '사용자 정의 올림'] },
    independent_weight_limit: { label: ['单独计重下限', 'Own-weight threshold', '개별 중량 기준'] },
    report_price_limit: {
      label: ['申报价值上限（USD）', 'Declared value limit (USD)', '신고 가액 한도(USD)'],
      kind: 'money',
    },
    max_longest_side: { label: ['最长边上限', 'Longest side limit', '최장변 한도'] },
    max_girth: { label: ['围长上限', 'Girth limit', '둘레 한도'] },
    max_piece_weight: { label: ['单件重量上限', 'Box weight limit', '박스 중량 한도'] },
    max_pieces: { label: ['件数上限', 'Pieces limit', '개수 한도'] },
    currency: { label: ['币种', 'Currency', '통화'] },
    status: {
      label: ['状态', 'Status', '상태'],
      kind: { words: { ONLINE: ['已上架', 'Online', '판매 중'], OFFLINE: ['已下架', 'Offline', '판매 중지'] } },
    },
    offline_by: {
      label: ['下架方', 'Taken offline by', '판매 중지 주체'],
      kind: {
        words: {
          PLATFORM: ['平台', 'Platform', '플랫폼'],
          USER: ['客户', 'Customer', '고객'],
          SUPPLIER: ['供应商', 'Supplier', '공급업체'],
        },
      },
    },
    use_pre_recorded_type: { label: ['预录单类型', 'Pre-recording type', '사전 등록 유형'] },
    pre_recording_amount: { label: ['预录单冻结金额', 'Pre-recording hold', '사전 등록 보류 금액'], kind: 'money' },
    check_post_code: { label: ['校验邮编', 'Check postcode', '우편번호 확인'], kind: 'flag' },
    check_post_by_street: {
      label: ['按街道校验邮编', 'Check postcode by street', '도로명 우편번호 확인'],
      kind: 'flag',
    },
    requires_customs_no: { label: ['需要清关编码', 'Customs code required', '통관 번호 필수'], kind: 'flag' },
    confirm: { label: ['需确认', 'Needs confirmation', '확인 필요'], kind: 'flag' },
    version: { label: ['版本', 'Version', '버전'] },
  },
});

declareOplogRecord('product_customers', {
  record: ['产品签约客户', 'Product customer', '상품 계약 고객'],
  fields: {
    ...PRODUCT,
    customer_id: { label: ['客户', 'Customer', '고객'] },
    signing_status: {
      label: ['签约状态', 'Signing', '계약 상태'],
      kind: { words: { SIGNED: ['已签约', 'Signed', '계약됨'], TERMINATED: ['已解约', 'Terminated', '해지됨'] } },
    },
    signed_at: { label: ['签约时间', 'Signed at', '계약 시간'], kind: 'time' },
    terminated_at: { label: ['解约时间', 'Terminated at', '해지 시간'], kind: 'time' },
  },
});

declareOplogRecord('premium_packages', {
  record: ['溢价包', 'Premium package', '프리미엄 패키지'],
  nameColumn: 'name',
  fields: {
    ...PRODUCT,
    name: { label: ['名称', 'Name', '이름'] },
    report_price_type: {
      label: ['报价类型', 'Price type', '가격 유형'],
      kind: {
        words: {
          INTERNAL_REPORT_PRICE: ['内部报价', 'Internal price', '내부 가격'],
          PUBLIC_REPORT_PRICE: ['公开报价', 'Public price', '공개 가격'],
          THEIR_OWN_REPORT_PRICE: ['自有报价', 'Own price', '자체 가격'],
        },
      },
    },
    basic_kind: { label: ['运费加价方式', 'Freight markup', '운임 가산 방식'], kind: PERCENT_OR_FIXED },
    basic_value: { label: ['运费加价', 'Freight markup value', '운임 가산 값'] },
    surcharge_kind: { label: ['附加费加价方式', 'Surcharge markup', '부가 요금 가산 방식'], kind: PERCENT_OR_FIXED },
    surcharge_value: { label: ['附加费加价', 'Surcharge markup value', '부가 요금 가산 값'] },
    handling_kind: { label: ['操作费方式', 'Handling fee', '처리 수수료 방식'], kind: PERCENT_OR_FIXED },
    handling_value: { label: ['操作费', 'Handling fee value', '처리 수수료 값'] },
    min_order_amount: { label: ['最低订单金额', 'Minimum order amount', '최소 주문 금액'], kind: 'money' },
    is_default: { label: ['默认', 'Default', '기본'], kind: 'flag' },
    effective: { label: ['生效', 'In effect', '적용 중'], kind: 'flag' },
  },
});

declareOplogRecord('premium_package_customers', {
  record: ['溢价包客户', 'Premium package customer', '프리미엄 패키지 고객'],
  fields: {
    ...PRODUCT,
    package_id: { label: ['溢价包', 'Premium package', '프리미엄 패키지'] },
    customer_id: { label: ['客户', 'Customer', '고객'] },
  },
});

declareOplogRecord('product_support_configs', {
  record: ['产品支持配置', 'Product support settings', '상품 지원 설정'],
  fields: {
    ...PRODUCT,
    order_channels: { label: ['下单渠道', 'Order channels', '주문 경로'] },
    support_battery: { label: ['支持带电', 'Batteries', '배터리 허용'], kind: 'flag' },
    support_liquid: { label: ['支持液体', 'Liquids', '액체 허용'], kind: 'flag' },
    support_magnetic: { label: ['支持带磁', 'Magnetic goods', '자성 물품 허용'], kind: 'flag' },
    support_insurance: { label: ['支持保险', 'Insurance', '보험 지원'], kind: 'flag' },
    support_multi_box: { label: ['支持多箱', 'Several boxes', '다중 박스 허용'], kind: 'flag' },
    max_boxes: { label: ['箱数上限', 'Boxes limit', '박스 수 한도'] },
    remark: { label: ['备注', 'Remark', '비고'] },
  },
});

declareOplogRecord('product_consignee_configs', {
  record: ['收件人要求', 'Consignee requirements', '수취인 요구 사항'],
  fields: {
    ...PRODUCT,
    phone_required: { label: ['电话必填', 'Phone required', '전화 필수'], kind: 'flag' },
    email_required: { label: ['邮箱必填', 'Email required', '이메일 필수'], kind: 'flag' },
    province_required: { label: ['省/州必填', 'Province required', '시/도 필수'], kind: 'flag' },
    zip_code_required: { label: ['邮编必填', 'ZIP code required', '우편번호 필수'], kind: 'flag' },
    id_card_required: { label: ['身份证必填', 'ID card required', '신분증 필수'], kind: 'flag' },
    house_number_required: { label: ['门牌号必填', 'House number required', '번지 필수'], kind: 'flag' },
    vat_required: { label: ['VAT 必填', 'VAT number required', 'VAT 번호 필수'], kind: 'flag' },
    eori_required: { label: ['EORI 必填', 'EORI number required', 'EORI 번호 필수'], kind: 'flag' },
    name_max_length: { label: ['姓名最大长度', 'Name length limit', '이름 길이 한도'] },
    address_max_length: { label: ['地址最大长度', 'Address length limit', '주소 길이 한도'] },
  },
});

declareOplogRecord('product_order_edit_params', {
  record: ['订单修改设置', 'Order editing settings', '주문 수정 설정'],
  fields: {
    ...PRODUCT,
    editable_fields: { label: ['可修改字段', 'Editable fields', '수정 가능 항목'] },
    editable_until: {
      label: ['可修改至', 'Editable until', '수정 가능 단계'],
      kind: {
        words: {
          CREATED: ['已下单', 'Created', '주문 생성'],
          LABELED: ['已出标签', 'Labelled', '라벨 발행'],
          RECEIVED: ['已收货', 'Received', '입고'],
        },
      },
    },
    allow_cancel: { label: ['允许取消', 'Cancel allowed', '취소 허용'], kind: 'flag' },
  },
});

declareOplogRecord('product_api_validations', {
  record: ['接口校验规则', 'API validation', 'API 검증 규칙'],
  nameColumn: 'field',
  fields: {
    ...PRODUCT,
    ...ENABLED,
    field: { label: ['字段', 'Field', '항목'] },
    rule: {
      label: ['规则', 'Rule', '규칙'],
      kind: {
        words: {
          REQUIRED: ['必填', 'Required', '필수'],
          REGEX: ['正则表达式', 'Pattern', '정규식'],
          LENGTH: ['长度', 'Length', '길이'],
        },
      },
    },
    pattern: { label: ['正则表达式', 'Pattern', '정규식'] },
    min_length: { label: ['最小长度', 'Minimum length', '최소 길이'] },
    max_length: { label: ['最大长度', 'Maximum length', '최대 길이'] },
    message: { label: ['提示信息', 'Message', '안내 메시지'] },
  },
});

declareOplogRecord('product_logistics_rules', {
  record: ['物流分配规则', 'Logistics rule', '물류 배정 규칙'],
  nameColumn: 'name',
  fields: {
    ...PRODUCT,
    ...ENABLED,
    name: { label: ['规则名称', 'Name', '규칙 이름'] },
    country_codes: { label: ['国家/地区', 'Countries', '국가/지역'] },
    zip_prefixes: { label: ['邮编前缀', 'ZIP prefixes', '우편번호 접두사'] },
    weight_min: { label: ['最小重量', 'Weight from', '최소 중량'] },
    weight_max: { label: ['最大重量', 'Weight to', '최대 중량'] },
    service_code: { label: ['服务代码', 'Service code', '서비스 코드'] },
    priority: { label: ['优先级', 'Priority', '우선순위'] },
  },
});

declareOplogRecord('product_label_settings', {
  record: ['面单设置', 'Label settings', '라벨 설정'],
  nameColumn: 'label_id',
  fields: {
    ...PRODUCT,
    label_id: { label: ['面单模板', 'Label template', '라벨 템플릿'] },
    customer_print_label_type: { label: ['客户打印方式', 'Customer printing', '고객 출력 방식'] },
    req_delivery_label_rule: {
      label: ['取单方式', 'Label request', '라벨 요청 방식'],
      kind: { words: { SYNC: ['同步', 'Synchronous', '동기'], ASYNC: ['异步', 'Asynchronous', '비동기'] } },
    },
  },
});

declareOplogRecord('short_barge_service_providers', {
  record: ['短驳服务商', 'Shuttle provider', '셔틀 운송업체'],
  nameColumn: 'name',
  fields: {
    ...ENABLED,
    name: { label: ['名称', 'Name', '이름'] },
    code: { label: ['代码', 'Code', '코드'] },
    contact: { label: ['联系人', 'Contact', '담당자'] },
    phone: { label: ['电话', 'Phone', '전화'] },
  },
});
