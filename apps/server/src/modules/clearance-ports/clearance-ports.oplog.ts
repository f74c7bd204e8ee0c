import { declareOplogRecord } from '../oplog';

const TIMES = {
  created_at: { label: ['创建时间', 'Created', '생성 시간'], kind: 'time' },
  updated_at: { label: ['更新时间', 'Updated', '수정 시간'], kind: 'time' },
} as const;

/** How the operation log words changes to clearance ports, industries, services and assignments. */
declareOplogRecord('clearance_ports', {
  record: ['清关口岸', 'Clearance port', '통관 항구'],
  nameColumn: 'code',
  fields: {
    code: { label: ['口岸代码', 'Code', '항구 코드'] },
    name_zh: { label: ['中文名称', 'Chinese name', '중국어 이름'] },
    name_en: { label: ['英文名称', 'English name', '영어 이름'] },
    country: { label: ['国家', 'Country', '국가'] },
    country_code: { label: ['国家代码', 'Country code', '국가 코드'] },
    district: { label: ['区域', 'District', '지역'] },
    clearance_city: { label: ['清关城市', 'Clearance city', '통관 도시'] },
    attribute: { label: ['属性', 'Attribute', '속성'] },
    enabled: { label: ['启用', 'Enabled', '사용'], kind: 'flag' },
    remark: { label: ['备注', 'Remark', '비고'] },
    alliance: { label: ['联盟', 'Alliance', '연합'] },
    province: { label: ['省/州', 'Province', '주/도'] },
    address: { label: ['地址', 'Address', '주소'] },
    postcode: { label: ['邮编', 'Postcode', '우편번호'] },
    ...TIMES,
  },
});

declareOplogRecord('clearance_industries', {
  record: ['清关行业', 'Clearance industry', '통관 업종'],
  nameColumn: 'name',
  fields: {
    name: { label: ['行业名称', 'Name', '업종 이름'] },
    name_en: { label: ['英文名称', 'English name', '영어 이름'] },
    name_ko: { label: ['韩文名称', 'Korean name', '한국어 이름'] },
    remark: { label: ['备注', 'Remark', '비고'] },
    enabled: { label: ['启用', 'Enabled', '사용'], kind: 'flag' },
    ...TIMES,
  },
});

declareOplogRecord('clearance_services', {
  record: ['清关服务', 'Clearance service', '통관 서비스'],
  nameColumn: 'name',
  fields: {
    industry_id: { label: ['行业', 'Industry', '업종'] },
    name: { label: ['服务名称', 'Name', '서비스 이름'] },
    name_en: { label: ['英文名称', 'English name', '영어 이름'] },
    name_ko: { label: ['韩文名称', 'Korean name', '한국어 이름'] },
    parameters: { label: ['参数', 'Parameters', '매개변수'] },
    describe: { label: ['描述', 'Description', '설명'] },
    repeat: { label: ['可重复', 'Repeatable', '반복 가능'], kind: 'flag' },
    upload_method_types: { label: ['上传方式', 'Upload methods', '업로드 방식'] },
    ...TIMES,
  },
});

declareOplogRecord('clearance_service_assignments', {
  record: ['清关服务分配', 'Clearance service assignment', '통관 서비스 배정'],
  nameColumn: 'id',
  fields: {
    account_id: { label: ['客户', 'Customer', '고객'] },
    service_id: { label: ['清关服务', 'Clearance service', '통관 서비스'] },
    ...TIMES,
  },
});
