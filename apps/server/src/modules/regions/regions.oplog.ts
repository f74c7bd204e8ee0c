import { declareOplogRecord } from '../../platform/oplog/records';

/** How the operation log words a city's changes. */
declareOplogRecord('cities', {
  record: ['城市', 'City', '도시'],
  nameColumn: 'name',
  fields: {
    country_code: { label: ['国家/地区', 'Country', '국가/지역'] },
    province_code: { label: ['省/州代码', 'Province code', '시/도 코드'] },
    province_name: { label: ['省/州', 'Province / state', '시/도'] },
    province_name_en: { label: ['省/州（英文）', 'Province (English)', '시/도(영어)'] },
    code: { label: ['城市代码', 'City code', '도시 코드'] },
    name: { label: ['城市名称', 'Name', '도시 이름'] },
    name_en: { label: ['英文名称', 'Name (English)', '영어 이름'] },
    description: { label: ['描述', 'Description', '설명'] },
    customized: { label: ['自定义', 'Customised', '사용자 정의'], kind: 'flag' },
    deleted_at: { label: ['删除时间', 'Deleted', '삭제 시간'], kind: 'time' },
  },
});
