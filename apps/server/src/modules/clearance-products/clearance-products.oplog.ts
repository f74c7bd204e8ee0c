import { declareOplogRecord } from '../oplog';

const STATUS = { ENABLED: ['上架', 'Enabled', '판매 중'], DISABLED: ['下架', 'Disabled', '판매 중지'] } as const;
const SIGNING = {
  UNSIGNED: ['未签约', 'Unsigned', '미계약'],
  SIGNED: ['已签约', 'Signed', '계약됨'],
  TERMINATED: ['已解约', 'Released', '계약 해지'],
} as const;
const KIND = { COST: ['成本报价', 'Cost quote', '원가 견적'], SALE: ['销售报价', 'Sale quote', '판매 견적'] } as const;
const money = { kind: 'money' } as const;

/** How the operation log words changes to clearance products, their quotes and assignments. */
declareOplogRecord('clearance_products', {
  record: ['清关产品', 'Clearance product', '통관 상품'],
  nameColumn: 'code',
  fields: {
    code: { label: ['产品代码', 'Code', '상품 코드'] },
    name: { label: ['产品名称', 'Name', '상품 이름'] },
    api_name: { label: ['接口名称', 'API name', 'API 이름'] },
    api_service_name: { label: ['接口服务名称', 'API service name', 'API 서비스 이름'] },
    bubble_way: { label: ['计泡方式', 'Volume weight', '부피 중량 방식'] },
    bubble_percentage: { label: ['分泡比例(%)', 'Split share (%)', '부피 분할 비율(%)'] },
    cargo_type: { label: ['货物类型', 'Cargo type', '화물 유형'] },
    clearance_config: { label: ['清关服务配置', 'Clearance service', '통관 서비스 설정'] },
    clearance_models: { label: ['清关模式', 'Clearance models', '통관 모델'] },
    port_codes: { label: ['清关口岸', 'Ports', '통관 항구'] },
    country: { label: ['国家', 'Country', '국가'] },
    currency: { label: ['币种', 'Currency', '통화'] },
    introduction: { label: ['产品介绍', 'Introduction', '상품 소개'] },
    main_url: { label: ['主图', 'Main image', '대표 이미지'] },
    pre_recorded_bag_type: { label: ['预录袋类型', 'Pre-recorded bag type', '사전 등록 백 유형'] },
    signing_status: { label: ['签约状态', 'Signing', '계약 상태'], kind: { words: SIGNING } },
    status: { label: ['上架状态', 'Shelving', '판매 상태'], kind: { words: STATUS } },
    offline_by: { label: ['下架方', 'Taken off by', '판매 중지 주체'] },
    supplier_config: { label: ['供应商配置', 'Supplier config', '공급업체 설정'] },
    transport_ways: { label: ['运输方式', 'Transport ways', '운송 방식'] },
    supplier_id: { label: ['供应商', 'Supplier', '공급업체'] },
    volume_weight_ratio: { label: ['材积除数', 'Volume ratio', '부피 계수'] },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
    updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
  },
});

declareOplogRecord('clearance_quotes', {
  record: ['清关报价', 'Clearance quote', '통관 견적'],
  nameColumn: 'name',
  fields: {
    product_id: { label: ['清关产品', 'Clearance product', '통관 상품'] },
    kind: { label: ['报价类型', 'Kind', '견적 유형'], kind: { words: KIND } },
    name: { label: ['报价名称', 'Name', '견적 이름'] },
    currency: { label: ['币种', 'Currency', '통화'] },
    bill_price: { label: ['每票价格', 'Per bill', '건당 가격'], ...money },
    bag_price: { label: ['每袋价格', 'Per bag', '백당 가격'], ...money },
    kg_price: { label: ['每公斤价格', 'Per kg', 'kg당 가격'], ...money },
    parcel_price: { label: ['每件价格', 'Per parcel', '소포당 가격'], ...money },
    min_price: { label: ['最低收费', 'Minimum', '최저 요금'], ...money },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
    updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
  },
});

declareOplogRecord('clearance_quote_customers', {
  record: ['清关报价分配', 'Clearance quote assignment', '통관 견적 배정'],
  nameColumn: 'account_id',
  fields: {
    product_id: { label: ['清关产品', 'Clearance product', '통관 상품'] },
    quote_id: { label: ['销售报价', 'Sale quote', '판매 견적'] },
    account_id: { label: ['客户', 'Customer', '고객'] },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
    updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
  },
});

declareOplogRecord('clearance_pre_recorded_bags', {
  record: ['清关预录袋', 'Pre-recorded clearance bag', '사전 등록 통관 백'],
  nameColumn: 'bag_no',
  fields: {
    product_id: { label: ['清关产品', 'Clearance product', '통관 상품'] },
    account_id: { label: ['客户', 'Customer', '고객'] },
    bag_no: { label: ['袋号', 'Bag number', '백 번호'] },
    recorded: { label: ['已预录', 'Recorded', '등록됨'], kind: 'flag' },
    created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
    updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
  },
});

